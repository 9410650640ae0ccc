import { LOCALES } from '@portal/contracts/locales'
import { webPublic as deDE } from '@portal/i18n/de-DE/web-public'
import { webPublic as enUS } from '@portal/i18n/en-US/web-public'
import { webPublic as esES } from '@portal/i18n/es-ES/web-public'
import { webPublic as frFR } from '@portal/i18n/fr-FR/web-public'
import { webPublic as ptPT } from '@portal/i18n/pt-PT/web-public'
import type { WebKey } from '@portal/i18n/text-keys'
import { loadWebCatalogue, webCatalogue } from '@portal/i18n/web-catalogues'
import { describe, expect, it } from 'vitest'
import { i18nFor } from './i18n.ts'
import { type TextVars, textsFor } from './texts.ts'

/** Every text of a catalogue by its dotted key. */
function leaves(node: unknown, prefix = ''): [string, string][] {
  if (typeof node === 'string') return [[prefix, node]]
  if (typeof node !== 'object' || node === null) return []
  return Object.entries(node).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key))
}

const PUBLIC = { 'en-US': enUS, 'de-DE': deDE, 'es-ES': esES, 'fr-FR': frFR, 'pt-PT': ptPT }
const PLURAL = /_(zero|one|two|few|many|other)$/
const NESTED = /\$t\(|\{\{[^}]*,/

describe('the signed-out screens’ text lookup (ADR 47)', () => {
  it('reads every web text of every locale as i18next does, placeholders and plural forms included', async () => {
    let compared = 0
    const differ: string[] = []
    for (const locale of LOCALES) {
      await loadWebCatalogue(locale)
      const t = textsFor(locale)
      const i18n = i18nFor(locale)
      for (const [path, text] of leaves(webCatalogue(locale))) {
        // Nesting (`$t(…)`) is i18next's own: a few signed-in texts use it, read only through i18next.
        if (NESTED.test(text)) continue
        const key = path.replace(PLURAL, '') as WebKey
        const names = [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]!)
        const vars = Object.fromEntries(names.map((name) => [name, `<${name}>`]))
        const counts = PLURAL.test(path) ? [0, 1, 2, 5, 21, 1_000_000] : [undefined]
        for (const count of counts) {
          const withCount: TextVars = count === undefined ? vars : { ...vars, count }
          const ours = t(key, withCount)
          const theirs = i18n.t(key, withCount)
          if (ours !== theirs) differ.push(`${locale} ${path} ${count}: ${ours} ≠ ${theirs}`)
          compared++
        }
      }
    }
    expect(differ).toEqual([])
    expect(compared).toBeGreaterThan(10_000)
  }, 60_000)

  it('is given no nested text: the sign-in screens’ group of every catalogue has none', () => {
    for (const [source, texts] of Object.entries(PUBLIC)) {
      for (const [path, text] of leaves(texts)) expect(text, `${source} ${path}`).not.toMatch(NESTED)
    }
  })

  it('answers a missing text with its key, as i18next does', async () => {
    await loadWebCatalogue('en-US', 'public')
    expect(textsFor('en-US')('login.nothing_here' as WebKey)).toBe('login.nothing_here')
    expect(textsFor('en-US')('login.submit')).toBe('Sign in')
  })
})
