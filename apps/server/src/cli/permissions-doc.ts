import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { ALL_ENDPOINTS } from '@portal/contracts/api-table'
import type { Endpoint } from '@portal/contracts/endpoint'

/**
 * docs/permissions.md's route table, written from the endpoint table (ADR 16): one row per endpoint,
 * grouped by tag, with its access rule and what the service narrows. `npm run docs:permissions`
 * rewrites the part between the markers; a test fails when the file is stale.
 */
export const PERMISSIONS_DOC = fileURLToPath(new URL('../../../../docs/permissions.md', import.meta.url))
const START =
  '<!-- route table: written by `npm run docs:permissions` from the endpoint table; do not edit -->'
const END = '<!-- end of route table -->'

const cell = (text: string) => text.replaceAll('|', '\\|')

export function routeTable(endpoints: readonly Endpoint[] = ALL_ENDPOINTS): string {
  const tags = [...new Set(endpoints.map((e) => e.tag))].sort()
  const sections = tags.map((tag) => {
    const rows = endpoints
      .filter((e) => e.tag === tag)
      .map((e) => {
        const path = `/api${e.path}`.replace(/:([a-z_]+)/g, '{$1}')
        return `| \`${e.method} ${path}\` | ${e.access} | ${cell(e.summary)} | ${cell(e.narrowing ?? '–')} |`
      })
    return [`### ${tag}`, '', '| route | rule | what | narrowing |', '|---|---|---|---|', ...rows].join('\n')
  })
  return [START, '', ...sections.flatMap((s) => [s, '']), END].join('\n')
}

/** The document with its route table written anew (the rest is prose, kept as it is). */
export function withRouteTable(document: string): string {
  const start = document.indexOf(START)
  const end = document.indexOf(END)
  if (start < 0 || end < start) throw new Error(`${PERMISSIONS_DOC}: the route table markers are missing`)
  return `${document.slice(0, start)}${routeTable()}${document.slice(end + END.length)}`
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(PERMISSIONS_DOC, withRouteTable(readFileSync(PERMISSIONS_DOC, 'utf8')))
  console.warn(`Wrote the route table of ${PERMISSIONS_DOC} (${ALL_ENDPOINTS.length} endpoints).`)
}
