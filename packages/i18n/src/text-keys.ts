import type { Catalogue } from './catalogues.ts'
import type { WebCatalogue } from './web-catalogues.ts'

/** i18next's plural suffixes: the CLDR categories (`_one`, `_other`, and `_few`… in other languages). */
export type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other'

/** Every text of a catalogue as its dotted path (`api.errors.not_found`). */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>
}[keyof T & string]

/** A counted text is asked for by its base (`web.okr.table.count`); i18next picks the form by `count`. */
type WithoutPlural<Key> = Key extends `${infer Base}_${PluralCategory}` ? Base : Key

/**
 * A key of the English catalogues, the ones every other catalogue is checked against: a key that does
 * not exist there is a type error wherever the server asks for a text.
 */
export type TextKey = WithoutPlural<Leaves<Catalogue>>

/** A key of the English web texts (the web's i18next namespace `web`, without the `web.` prefix). */
export type WebKey = WithoutPlural<Leaves<WebCatalogue>>

/** The keys under a prefix, e.g. `KeyUnder<'api.fields.'>` for field messages. */
export type KeyUnder<Prefix extends string, Keys extends string = TextKey> = Extract<
  Keys,
  `${Prefix}${string}`
>

/**
 * What stands between a prefix and a suffix in the keys: `KeyBetween<'api.fields.'>` is
 * `'required' | 'invalid' | …`; `KeyBetween<'okr.', '.title', WebKey>` the sections that have a title.
 */
export type KeyBetween<
  Prefix extends string,
  Suffix extends string = '',
  Keys extends string = TextKey,
> = Keys extends `${Prefix}${infer Middle}${Suffix}` ? Middle : never

export type TextVars = Record<string, string | number>
