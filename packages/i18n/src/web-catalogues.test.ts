import { describe, expect, it } from 'vitest'
import { loadWebCatalogue, webCatalogue } from './web-catalogues.ts'

describe('web texts in screen groups (issue 18)', () => {
  // One page locale per catalogue (de-AT reads the German one: below).
  it.each(['en-US', 'de-DE', 'zh-CHS', 'fr-FR', 'pt-PT', 'es-ES'] as const)(
    '%s: the public group holds the sign-in screens’ texts, the whole catalogue all',
    async (locale) => {
      const publicPart = await loadWebCatalogue(locale, 'public')
      expect(Object.keys(publicPart)).toEqual(
        expect.arrayContaining(['app', 'login', 'pages', 'fields', 'sso']),
      )
      expect(publicPart).not.toHaveProperty('okr')
      expect(webCatalogue(locale)).toBe(publicPart)

      const all = await loadWebCatalogue(locale)
      expect(all).toHaveProperty('okr')
      // The same texts in both: the public group is a part of the catalogue, not a copy of its own.
      for (const key of Object.keys(publicPart) as (keyof typeof all)[])
        expect(all[key]).toEqual(publicPart[key])
      // Once the whole catalogue is there, a sign-in screen reads from it too.
      expect(await loadWebCatalogue(locale, 'public')).toBe(all)
      expect(webCatalogue(locale)).toBe(all)
    },
  )

  it('shares a catalogue between the locales that read it (de-AT reads German)', async () => {
    expect(await loadWebCatalogue('de-AT', 'public')).toBe(await loadWebCatalogue('de-DE'))
  })
})
