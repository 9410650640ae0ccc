import { existsSync } from 'node:fs'
import { describe, expect, it, vi } from 'vitest'
import { web as germanWeb } from './de-DE/web.ts'
import { web as englishWeb } from './en-US/web.ts'
import { shell } from './en-US/web-shell.ts'
import { web as spanishWeb } from './es-ES/web.ts'
import { web as frenchWeb } from './fr-FR/web.ts'
import { web as portugueseWeb } from './pt-PT/web.ts'
import { swissGerman } from './swiss-german.ts'

/** Each test starts with nothing loaded: a fresh module. */
async function freshCatalogues() {
  vi.resetModules()
  return import('./web-catalogues.ts')
}

const WHOLE = {
  'en-US': englishWeb,
  'de-DE': germanWeb,
  'zh-CHS': swissGerman(germanWeb),
  'fr-FR': frenchWeb,
  'pt-PT': portugueseWeb,
  'es-ES': spanishWeb,
} as const
const LOCALES = Object.keys(WHOLE) as (keyof typeof WHOLE)[]

describe('web texts in sections (issue 18, ADR 62)', () => {
  it('knows every section of the catalogue besides the frame, from the files alone', async () => {
    const { webSections } = await freshCatalogues()
    const expected = Object.keys(englishWeb).filter((key) => !Object.hasOwn(shell, key))
    expect([...(await webSections())].sort()).toEqual(expected.sort())
  })

  it.each(LOCALES)(
    '%s: all the sections together are the whole catalogue, texts for texts',
    async (locale) => {
      const { loadWebCatalogue, webCatalogue } = await freshCatalogues()
      const all = await loadWebCatalogue(locale)
      expect(all).toEqual(WHOLE[locale])
      expect(webCatalogue(locale)).toBe(all)
    },
  )

  it.each(LOCALES)(
    '%s: the sign-in screens load the frame, self-service and SSO; a page’s sections join them',
    async (locale) => {
      const { loadWebCatalogue, webCatalogue, hasWebTexts, webSections, SIGN_IN_TEXTS, PUBLIC_TEXTS } =
        await freshCatalogues()
      expect(() => webCatalogue(locale)).toThrow(/not loaded/)
      const signIn = await loadWebCatalogue(locale, SIGN_IN_TEXTS)
      expect(Object.keys(signIn).sort()).toEqual([...Object.keys(shell), 'self_service', 'sso'].sort())
      expect(hasWebTexts(locale, SIGN_IN_TEXTS)).toBe(true)
      expect(hasWebTexts(locale, PUBLIC_TEXTS)).toBe(false)

      const withFields = await loadWebCatalogue(locale, PUBLIC_TEXTS)
      expect(withFields).toHaveProperty('fields', WHOLE[locale].fields)
      expect(withFields).toHaveProperty('activation', WHOLE[locale].activation)
      expect(withFields).not.toHaveProperty('okr')
      // One object per locale, which gains the sections as they come: a reader holding it sees them.
      expect(withFields).toBe(signIn)

      const okrPage = await loadWebCatalogue(locale, ['okr', 'goal_links'])
      expect(okrPage.okr).toEqual(WHOLE[locale].okr)
      expect(okrPage.self_service).toEqual(WHOLE[locale].self_service)
      expect(hasWebTexts(locale, await webSections())).toBe(false)
    },
  )

  it('shares the texts between the locales that read one catalogue (de-AT reads German)', async () => {
    const { loadWebCatalogue, webCatalogue, hasWebTexts } = await freshCatalogues()
    await loadWebCatalogue('de-DE', ['ppm'])
    expect(hasWebTexts('de-AT', ['ppm'])).toBe(true)
    expect(webCatalogue('de-AT')).toBe(webCatalogue('de-DE'))
    // Swiss German is made from the same files but is a catalogue of its own.
    expect(hasWebTexts('zh-CHS', ['ppm'])).toBe(false)
  })

  it('loads each section once, however many pages ask for it at the same time', async () => {
    const { loadWebCatalogue } = await freshCatalogues()
    const [first, second] = await Promise.all([
      loadWebCatalogue('fr-FR', ['trends', 'fields']),
      loadWebCatalogue('fr-FR', ['trends']),
    ])
    expect(first).toBe(second)
    expect(first.trends).toEqual(frenchWeb.trends)
  })
})

describe('webTextFileNames', () => {
  it('names the locale’s table, the frame’s file and each section’s, German files for Swiss German', async () => {
    const { webTextFileNames } = await freshCatalogues()
    expect(webTextFileNames('de-CH', ['member_sets', 'okr'])).toEqual([
      'de-DE',
      'de-DE/web-shell',
      'de-DE/member-sets',
      'de-DE/okr',
    ])
    // Each name is a file there is (the build names the chunks by these files).
    for (const name of webTextFileNames('fr-FR', ['member_sets', 'okr'])) {
      const file = name.includes('/') ? `./${name}.ts` : `./web-text-files/${name}.ts`
      expect(existsSync(new URL(file, import.meta.url)), file).toBe(true)
    }
  })
})
