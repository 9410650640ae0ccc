import type { Locale } from '@portal/contracts/locales'
import { CATALOGUE_SOURCE, type CatalogueLocale } from './catalogue-source.ts'
import type { web as english } from './en-US/web.ts'
import type { shell as englishShell } from './en-US/web-shell.ts'
import { swissGerman } from './swiss-german.ts'

export type WebCatalogue = typeof english

/**
 * A top-level part of the web catalogue besides the page frame (`web-shell.ts`, which every page
 * loads): the field messages and one per feature file (`okr`, `member_sets`…), each in
 * `<locale>/<section with dashes>.ts`.
 */
export type WebSection = Exclude<keyof WebCatalogue, keyof typeof englishShell>

/** The sections a page needs besides the frame, or all of them (the server, tests). */
export type WebTexts = readonly WebSection[] | 'all'

/** The login, registration and reset screens' first load (ADR 47): the frame, self-service and SSO. */
export const SIGN_IN_TEXTS = ['self_service', 'sso'] as const satisfies WebTexts
/** The callback and activation screens, and a sign-in form's own checks: the field messages too. */
export const PUBLIC_TEXTS = [...SIGN_IN_TEXTS, 'fields', 'activation'] as const satisfies WebTexts

/** A locale's web text files by path (`../en-US/okr.ts`), each loaded on demand. */
export type TextFiles = Record<string, () => Promise<Record<string, unknown>>>

/** de-CH (Swiss Standard German) is made from the German files. */
type FileLocale = Exclude<CatalogueLocale, 'de-CH'>
const fileLocale = (source: CatalogueLocale): FileLocale => (source === 'de-CH' ? 'de-DE' : source)

/**
 * Every catalogue file of every locale as a chunk of its own, so a browser downloads only the texts
 * of the sections its page shows (issue 18, ADR 62), never the server's API and mail texts. A file's
 * name is its section's with dashes (`member-sets.ts` holds `member_sets`). The table of a locale's
 * files (their chunks' names) is a chunk of its own too: a page loads its own locale's (ADR 75), and
 * the server names it and the page's sections to the browser with the page (root.tsx).
 */
const TABLES: Record<FileLocale, () => Promise<{ files: TextFiles }>> = {
  'en-US': () => import('./web-text-files/en-US.ts'),
  'de-DE': () => import('./web-text-files/de-DE.ts'),
  'fr-FR': () => import('./web-text-files/fr-FR.ts'),
  'pt-PT': () => import('./web-text-files/pt-PT.ts'),
  'es-ES': () => import('./web-text-files/es-ES.ts'),
}
const tables = new Map<FileLocale, Promise<TextFiles>>()
function filesOf(locale: FileLocale): Promise<TextFiles> {
  let table = tables.get(locale)
  if (!table) {
    table = TABLES[locale]().then((module) => module.files)
    table.catch(() => tables.delete(locale))
    tables.set(locale, table)
  }
  return table
}

const FRAME_FILE = 'web-shell' as const
const fileOf = (section: WebSection | typeof FRAME_FILE) => section.replaceAll('_', '-')

/**
 * The files a page's web texts come from, as `<locale>` (its table of files) and `<locale>/<file>`
 * (the frame's and each section's): how the server names their chunks to the browser (ADR 75).
 */
export function webTextFileNames(source: CatalogueLocale, sections: readonly WebSection[]): string[] {
  const locale = fileLocale(source)
  return [locale, ...[FRAME_FILE, ...sections].map((file) => `${locale}/${fileOf(file)}`)]
}
/** A file's section text: its export named after the section (`memberSets` or `feature_flags`). */
const exportOf = (module: Record<string, unknown>, section: string) =>
  module[section.replace(/_(\w)/g, (_all, letter: string) => letter.toUpperCase())] ?? module[section]

/** Every section, from the names of a locale's files (none of them is loaded to know them). */
const sectionsIn = (files: TextFiles): WebSection[] =>
  Object.keys(files)
    .map((path) => /\/([\w-]+)\.ts$/.exec(path)?.[1])
    .filter((name): name is string => name !== undefined && name !== FRAME_FILE)
    .map((name) => name.replaceAll('-', '_') as WebSection)

/** Every section of the web texts besides the frame, from the English files' names. */
export const webSections = (): Promise<WebSection[]> => filesOf('en-US').then(sectionsIn)

async function importPart(
  source: CatalogueLocale,
  section: WebSection | typeof FRAME_FILE,
): Promise<unknown> {
  const path = `../${fileLocale(source)}/${fileOf(section)}.ts`
  const load = (await filesOf(fileLocale(source)))[path]
  if (!load) throw new Error(`no web texts at ${path}`)
  const texts = exportOf(await load(), section === FRAME_FILE ? 'shell' : section)
  return source === 'de-CH' ? swissGerman(texts) : texts
}

/** What a catalogue locale has so far: the frame's texts and the sections loaded, in one object. */
interface Loaded {
  texts: Record<string, unknown>
  sections: Set<WebSection>
}
const loaded = new Map<CatalogueLocale, Loaded>()
const loading = new Map<string, Promise<void>>()

/**
 * Loads one part once (the frame: `null`). A section's chunk is fetched at once, beside the frame's,
 * and joins the frame's texts when both are there. A failed load may be retried by the next navigation.
 */
function loadPart(source: CatalogueLocale, section: WebSection | null): Promise<void> {
  const key = `${source} ${section ?? FRAME_FILE}`
  let pending = loading.get(key)
  if (!pending) {
    pending =
      section === null
        ? importPart(source, FRAME_FILE).then((texts) => {
            loaded.set(source, { texts: { ...(texts as object) }, sections: new Set() })
          })
        : Promise.all([importPart(source, section), loadPart(source, null)]).then(([texts]) => {
            const done = loaded.get(source)!
            done.texts[section] = texts
            done.sections.add(section)
          })
    pending.catch(() => loading.delete(key))
    loading.set(key, pending)
  }
  return pending
}

const sectionsOf = async (source: CatalogueLocale, texts: WebTexts) =>
  texts === 'all' ? sectionsIn(await filesOf(fileLocale(source))) : texts

/** Whether a locale's frame and the given sections are all loaded (no request is needed to show them). */
export function hasWebTexts(locale: Locale, texts: readonly WebSection[]): boolean {
  const done = loaded.get(CATALOGUE_SOURCE[locale])
  return done !== undefined && texts.every((section) => done.sections.has(section))
}

/** The sections of a locale loaded so far (a navigation into another locale brings the same ones). */
export function heldWebSections(locale: Locale): WebSection[] {
  return [...(loaded.get(CATALOGUE_SOURCE[locale])?.sections ?? [])]
}

/**
 * Loads a locale's page frame and the given sections of its web texts (all of them by default: the
 * server, tests), each once; the frame before the sections, which join it. Sections loaded before stay.
 */
export async function loadWebCatalogue(locale: Locale, texts: WebTexts = 'all'): Promise<WebCatalogue> {
  const source = CATALOGUE_SOURCE[locale]
  await Promise.all([
    loadPart(source, null),
    ...(await sectionsOf(source, texts)).map((section) => loadPart(source, section)),
  ])
  return loaded.get(source)!.texts as WebCatalogue
}

/**
 * The web texts of a locale loaded so far (throws before any: a render must not show bare keys). Only
 * the sections loaded (`loadWebCatalogue`) are there; the object gains the others as they arrive.
 */
export function webCatalogue(locale: Locale): WebCatalogue {
  const catalogue = loaded.get(CATALOGUE_SOURCE[locale])
  if (!catalogue) throw new Error(`the web texts of ${locale} are not loaded (loadWebCatalogue first)`)
  return catalogue.texts as WebCatalogue
}
