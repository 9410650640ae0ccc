import type { Locale } from '@portal/contracts/locales'
import { CATALOGUE_SOURCE, type CatalogueLocale } from './catalogue-source.ts'
import type { web as english } from './en-US/web.ts'
import type { webPublic as englishPublic } from './en-US/web-public.ts'
import type { webSignIn as englishSignIn } from './en-US/web-signin.ts'
import { swissGerman } from './swiss-german.ts'

export type WebCatalogue = typeof english

/**
 * The screen groups a page's texts come in (issue 18), each a part of the next: `signin` is what the
 * login, registration and reset screens show before a form checks itself (the page frame, self-service
 * and single sign-on: `<locale>/web-signin.ts`, ADR 47); `public` adds the field messages and the
 * activation texts (`<locale>/web-public.ts`); `all` is the whole web catalogue (`<locale>/web.ts`).
 */
export type WebTextGroup = 'signin' | 'public' | 'all'

const RANK: Record<WebTextGroup, number> = { signin: 0, public: 1, all: 2 }

type Group = {
  signin: () => Promise<typeof englishSignIn>
  public: () => Promise<typeof englishPublic>
  all: () => Promise<WebCatalogue>
}

/**
 * The web texts of each catalogue locale as chunks of their own, so a browser downloads only the texts
 * of the page it shows (and never the server's API and mail texts). Load before rendering
 * (`loadWebCatalogue`), then read synchronously (`webCatalogue`).
 */
const importers: Record<CatalogueLocale, Group> = {
  'en-US': {
    signin: () => import('./en-US/web-signin.ts').then((module) => module.webSignIn),
    public: () => import('./en-US/web-public.ts').then((module) => module.webPublic),
    all: () => import('./en-US/web.ts').then((module) => module.web),
  },
  'de-DE': {
    signin: () => import('./de-DE/web-signin.ts').then((module) => module.webSignIn),
    public: () => import('./de-DE/web-public.ts').then((module) => module.webPublic),
    all: () => import('./de-DE/web.ts').then((module) => module.web),
  },
  'de-CH': {
    signin: () => import('./de-DE/web-signin.ts').then((module) => swissGerman(module.webSignIn)),
    public: () => import('./de-DE/web-public.ts').then((module) => swissGerman(module.webPublic)),
    all: () => import('./de-DE/web.ts').then((module) => swissGerman(module.web)),
  },
  'fr-FR': {
    signin: () => import('./fr-FR/web-signin.ts').then((module) => module.webSignIn),
    public: () => import('./fr-FR/web-public.ts').then((module) => module.webPublic),
    all: () => import('./fr-FR/web.ts').then((module) => module.web),
  },
  'pt-PT': {
    signin: () => import('./pt-PT/web-signin.ts').then((module) => module.webSignIn),
    public: () => import('./pt-PT/web-public.ts').then((module) => module.webPublic),
    all: () => import('./pt-PT/web.ts').then((module) => module.web),
  },
  'es-ES': {
    signin: () => import('./es-ES/web-signin.ts').then((module) => module.webSignIn),
    public: () => import('./es-ES/web-public.ts').then((module) => module.webPublic),
    all: () => import('./es-ES/web.ts').then((module) => module.web),
  },
}

/** The texts loaded so far per catalogue locale: the whole catalogue, or the public group's part of it. */
const loaded = new Map<CatalogueLocale, { group: WebTextGroup; texts: WebCatalogue }>()
const loading = new Map<string, Promise<WebCatalogue>>()

/**
 * Loads the web texts of a locale's screen group once; later calls answer at once. A larger group
 * covers the smaller ones. Without a group: all of it (the server, tests).
 */
export function loadWebCatalogue(locale: Locale, group: WebTextGroup = 'all'): Promise<WebCatalogue> {
  const source = CATALOGUE_SOURCE[locale]
  const done = loaded.get(source)
  if (done && RANK[done.group] >= RANK[group]) return Promise.resolve(done.texts)
  const key = `${source} ${group}`
  let pending = loading.get(key)
  if (!pending) {
    // A smaller group is a subset of the larger: until the rest loads, a key outside it is not shown
    // (the page asking for it loads the larger group first).
    const load = importers[source][group] as () => Promise<WebCatalogue>
    pending = load().then(
      (texts) => {
        const before = loaded.get(source)
        if (!before || RANK[before.group] < RANK[group]) loaded.set(source, { group, texts })
        return loaded.get(source)!.texts
      },
      (error: unknown) => {
        // A failed chunk load may be retried by the next navigation.
        loading.delete(key)
        throw error
      },
    )
    loading.set(key, pending)
  }
  return pending
}

/**
 * The web texts of a locale loaded so far (throws before any: a render must not show bare keys). After
 * `loadWebCatalogue(locale, 'signin')` only that group's keys are there.
 */
export function webCatalogue(locale: Locale): WebCatalogue {
  const catalogue = loaded.get(CATALOGUE_SOURCE[locale])
  if (!catalogue) throw new Error(`the web texts of ${locale} are not loaded (loadWebCatalogue first)`)
  return catalogue.texts
}
