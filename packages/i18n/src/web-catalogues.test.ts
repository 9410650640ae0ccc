import { describe, expect, it, vi } from 'vitest'
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

  it.each(['en-US', 'de-DE', 'zh-CHS', 'fr-FR', 'pt-PT', 'es-ES'] as const)(
    '%s: the signin group is a part of the public group, without field messages and activation (ADR 47)',
    async (locale) => {
      // A fresh module: nothing of the locale loaded yet.
      vi.resetModules()
      const fresh = await import('./web-catalogues.ts')
      const signIn = await fresh.loadWebCatalogue(locale, 'signin')
      expect(Object.keys(signIn)).toEqual(
        expect.arrayContaining(['app', 'login', 'pages', 'self_service', 'sso']),
      )
      expect(signIn).not.toHaveProperty('fields')
      expect(signIn).not.toHaveProperty('activation')
      const publicPart = await fresh.loadWebCatalogue(locale, 'public')
      expect(publicPart).toHaveProperty('fields')
      expect(publicPart).toHaveProperty('activation')
      expect(publicPart.self_service).toEqual(signIn.self_service)
      // Loaded after a larger group, it answers with that.
      expect(await fresh.loadWebCatalogue(locale, 'signin')).toBe(publicPart)
      expect(fresh.webCatalogue(locale)).toBe(publicPart)
    },
  )

  it('shares a catalogue between the locales that read it (de-AT reads German)', async () => {
    expect(await loadWebCatalogue('de-AT', 'public')).toBe(await loadWebCatalogue('de-DE'))
  })
})
