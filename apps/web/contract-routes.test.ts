import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { contractRoutesOf, makeRoutesVariants, type RouteTable, routeTablesOf } from './contract-routes.ts'

const contractsDir = join(import.meta.dirname, '../../packages/contracts/src')
const files = readdirSync(contractsDir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))

/** Every contract module's routes variant, as the browser's build makes it. */
async function routesVariants() {
  const tables = new Map<string, Map<string, RouteTable>>()
  for (const name of files)
    tables.set(join(contractsDir, name), routeTablesOf(await import(join(contractsDir, name))))
  const of = makeRoutesVariants(tables)
  return new Map(files.map((name) => [name, of(join(contractsDir, name))]))
}

// Inside the repository, so that the packages the variants import resolve as in the build.
mkdirSync(join(import.meta.dirname, '../../node_modules/.cache'), { recursive: true })
const out = mkdtempSync(join(import.meta.dirname, '../../node_modules/.cache/contract-routes-'))
afterAll(() => rmSync(out, { recursive: true, force: true }))

describe('the contracts in the browser (routes variants)', () => {
  it('import no zod, and call every endpoint as the server declares it', async () => {
    const variants = await routesVariants()
    for (const [name, variant] of variants) {
      expect(variant.code, name).not.toMatch(/^import (?!type )[^\n]*from ['"]zod['"]/m)
      writeFileSync(join(out, name), variant.code)
    }
    // The server's table of every group (never imported by the web) holds the groups compared here.
    for (const name of files.filter((file) => file !== 'api-table.ts')) {
      const real = await import(join(contractsDir, name))
      const light = await import(join(out, name))
      const { removed } = variants.get(name)!
      for (const [exported, value] of Object.entries(real)) {
        if (removed.has(exported)) {
          expect(light[exported], `${name}: ${exported}`).toBeUndefined()
          continue
        }
        const table = routeTablesOf({ [exported]: value }).get(exported)
        if (!table) {
          // Anything else is the module's own value (a constant, a helper function).
          if (typeof value !== 'function') expect(light[exported], `${name}: ${exported}`).toEqual(value)
          continue
        }
        for (const [key, endpoint] of Object.entries(value as Record<string, Record<string, unknown>>)) {
          const { method, path, tag, operationId } = endpoint
          expect(light[exported][key], `${name}: ${exported}.${key}`).toEqual({
            method,
            path,
            tag,
            operationId,
          })
        }
      }
    }
  })

  it('leave out the schemas and what is made from them, and keep the rest', async () => {
    const variants = await routesVariants()
    const accounts = variants.get('accounts.ts')!
    expect(accounts.removed).toContain('profileInput')
    expect(accounts.removed).toContain('loginInput')
    expect(accounts.removed).not.toContain('isStaffUser')
    expect(accounts.removed).not.toContain('accountsApi')
    const made = contractRoutesOf(
      '/x/own.ts',
      [
        "import { z } from 'zod'",
        "import { LABELS } from './labels.ts'",
        "import { unsafeUrlReason } from './url-safety.ts'",
        'const name = z.string()',
        'export const reason = z.string().refine((value) => unsafeUrlReason(value) === null)',
        'export const label = LABELS[0]',
        'export const named = name.optional()',
        'export const LIMIT = 3',
        'export function check(value: unknown) { return named.safeParse(value).success }',
        'export function twice(value: number) { return value * LIMIT }',
        'export type Named = z.infer<typeof named>',
      ].join('\n'),
      new Map(),
      () => new Set(),
    )
    expect([...made.removed].sort()).toEqual(['check', 'name', 'named', 'reason'])
    // An import that only left-out code read is not loaded at all (url-safety brings ipaddr.js).
    expect(made.code).not.toContain('url-safety')
    expect(made.code).toContain("import { LABELS } from './labels.ts'")
    expect(made.code).toContain('export const LIMIT = 3')
    expect(made.code).toContain('export function twice')
  })

  it('refuse an endpoint table the module does not export (the build would not know its routes)', () => {
    const text = "import { endpoints } from './endpoint.ts'\nconst hidden = endpoints('x', {})"
    expect(() => contractRoutesOf('/x/own.ts', text, new Map(), () => new Set())).toThrow(/hidden/)
  })
})
