import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { catalogues } from '@portal/i18n/catalogues'
import { describe, expect, it } from 'vitest'

const here = import.meta.dirname
const sources = [
  join(here, '../../routes/okr.tsx'),
  ...readdirSync(here, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.'))
    .map((file) => join(here, file)),
]

const lookup = (tree: unknown, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree)

describe('the OKR screen’s texts', () => {
  // Literal keys only (`t('okr.table.count')`); keys built from an enum are checked by the catalogue types.
  const keys = new Set(
    sources.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bt\(\s*'((?:okr|pages)\.[a-z_.]+)'/g)].map(
        (m) => m[1] as string,
      ),
    ),
  )

  it('finds the keys it checks', () => {
    expect(keys.size).toBeGreaterThan(100)
  })

  for (const locale of ['en-US', 'de-DE'] as const) {
    it(`has every key the screen uses in ${locale}`, () => {
      // A counted text is found by its plural forms (`okr.table.count_one`, `…_other`).
      const has = (key: string) =>
        [key, `${key}_other`].some((k) => typeof lookup(catalogues[locale].web, k) === 'string')
      const missing = [...keys].filter((key) => !has(key))
      expect(missing).toEqual([])
    })
  }
})
