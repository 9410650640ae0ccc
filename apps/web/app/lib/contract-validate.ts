import { type FieldIssue, fieldMessages } from '@portal/i18n/field-messages'
import type { z } from 'zod'
import { type ContractOptions, ownErrors } from './contract-options.ts'
import { type Rename, renamePath } from './form-errors.ts'
import type { Translate } from './texts.ts'

// Apart from form-errors.ts: the field messages' keys (the English texts) come only with the forms
// that check themselves, not with every page that writes (issue 18).

/** A contract's issues with the page's field messages (catalogue `fields`, the server's own words). */
export function localizedIssues(issues: readonly FieldIssue[], t: Translate, rename?: Rename) {
  return issues.flatMap(fieldMessages).map(({ path, key, vars }) => ({
    path: renamePath(path, rename).split('.'),
    message: t(`fields.${key}`, vars),
  }))
}

export type { ContractOptions }

/**
 * A form's `validate` (Mantine's or the signed-out screens' `usePlainForm`) from the endpoint's own Zod
 * schema: the body the values make is checked as the server will check it, the first complaint on each
 * field in the page's language, before anything is sent. Without the schema (its contract module not
 * loaded yet, ADR 63) only the form's own rules apply.
 */
export function contractValidate<V>(
  schema: z.ZodType | undefined,
  t: Translate,
  options: ContractOptions<V> = {},
) {
  return (values: V) => {
    const errors: Record<string, string> = {}
    const parsed = schema?.safeParse(options.body ? options.body(values) : values)
    if (parsed && !parsed.success) {
      for (const { path, message } of localizedIssues(parsed.error.issues, t, options.rename)) {
        errors[path.join('.')] ??= message
      }
    }
    return { ...errors, ...ownErrors(values, options) }
  }
}
