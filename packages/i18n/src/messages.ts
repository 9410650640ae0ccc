type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other'

/**
 * The plural forms a language may need beyond English's `_one`/`_other` (French, Spanish and Portuguese
 * have a `_many`): for every `<base>_other` of the English catalogue, `<base>_<category>` may be added.
 */
type PluralForms<T> = {
  [K in keyof T as K extends `${infer Base}_other` ? `${Base}_${PluralCategory}` : never]?: string
}

/** A catalogue with the same keys as the English one, each value a string (plus the language's plural forms). */
export type Messages<T> = { [K in keyof T]: T[K] extends string ? string : Messages<T[K]> } & PluralForms<T>
