import type { Locale } from '@portal/contracts/locales'
import { CATALOGUE_SOURCE, type CatalogueLocale } from './catalogue-source.ts'
import type { web as english } from './en-US/web.ts'
import { swissGerman } from './swiss-german.ts'

export type WebCatalogue = typeof english

/**
 * The web texts of each catalogue locale as a chunk of its own, so a browser downloads only the texts
 * of the page it shows (and never the server's API and mail texts). Load before rendering
 * (`loadWebCatalogue`), then read synchronously (`webCatalogue`).
 */
const importers: Record<CatalogueLocale, () => Promise<WebCatalogue>> = {
  'en-US': () => import('./en-US/web.ts').then((module) => module.web),
  'de-DE': () => import('./de-DE/web.ts').then((module) => module.web),
  'de-CH': () => import('./de-DE/web.ts').then((module) => swissGerman(module.web)),
  'fr-FR': () => import('./fr-FR/web.ts').then((module) => module.web),
  'pt-PT': () => import('./pt-PT/web.ts').then((module) => module.web),
  'es-ES': () => import('./es-ES/web.ts').then((module) => module.web),
}

const loaded = new Map<CatalogueLocale, WebCatalogue>()
const loading = new Map<CatalogueLocale, Promise<WebCatalogue>>()

/** Loads the web texts of a locale once; later calls answer the same promise. */
export function loadWebCatalogue(locale: Locale): Promise<WebCatalogue> {
  const source = CATALOGUE_SOURCE[locale]
  const done = loaded.get(source)
  if (done) return Promise.resolve(done)
  let pending = loading.get(source)
  if (!pending) {
    pending = importers[source]().then(
      (catalogue) => {
        loaded.set(source, catalogue)
        return catalogue
      },
      (error: unknown) => {
        // A failed chunk load may be retried by the next navigation.
        loading.delete(source)
        throw error
      },
    )
    loading.set(source, pending)
  }
  return pending
}

/** The web texts of a locale, loaded before (throws otherwise: a render must not show bare keys). */
export function webCatalogue(locale: Locale): WebCatalogue {
  const catalogue = loaded.get(CATALOGUE_SOURCE[locale])
  if (!catalogue) throw new Error(`the web texts of ${locale} are not loaded (loadWebCatalogue first)`)
  return catalogue
}
