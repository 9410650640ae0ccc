import { LOCALES } from '@portal/contracts/locales'
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

const PLURAL = /_(zero|one|two|few|many|other)$/
const NESTED = /\$t\(|\{\{[^}]*,/
/** Placeholders of a text and of the texts it nests (`{"count": {{invited}} }`). */
const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g

describe('the web text lookup (ADR 47, 52)', () => {
  it('reads every web text of every locale as i18next does, placeholders, plural forms and nesting included', async () => {
    let compared = 0
    const differ: string[] = []
    for (const locale of LOCALES) {
      await loadWebCatalogue(locale)
      const t = textsFor(locale)
      const i18n = i18nFor(locale)
      for (const [path, text] of leaves(webCatalogue(locale))) {
        const key = path.replace(PLURAL, '') as WebKey
        const names = [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!)
        // A nested text's options are JSON: its placeholders there stand for numbers.
        const vars = Object.fromEntries(
          names.map((name, at) => [name, NESTED.test(text) ? at + 3 : `<${name}>`]),
        )
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

  it('answers a missing text with its key, as i18next does', async () => {
    await loadWebCatalogue('en-US', ['fields'])
    expect(textsFor('en-US')('login.nothing_here' as WebKey)).toBe('login.nothing_here')
    expect(textsFor('en-US')('login.submit')).toBe('Sign in')
    expect(textsFor('en-US')('login.nothing_here' as WebKey, { defaultValue: 'nothing' })).toBe('nothing')
  })
})
