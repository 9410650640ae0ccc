import { ApiError } from './api-client.ts'
import { apiErrorText } from './api-error-text.ts'
import { type PostRefusal, refusalError } from './form-post.ts'
import type { Translate } from './texts.ts'

/**
 * API field path → form path: a whole path (`title.en-US` → `title_en`) or its first segment
 * (`owner_id` → `owner`, so `milestones.0.title` stays as it is unless `milestones` is renamed), or
 * a function for anything else.
 */
export type Rename = Readonly<Record<string, string>> | ((path: string) => string)

export const renamePath = (path: string, rename: Rename = {}) => {
  if (typeof rename === 'function') return rename(path)
  const whole = rename[path]
  if (whole !== undefined) return whole
  const [head = '', ...rest] = path.split('.')
  return [rename[head] ?? head, ...rest].join('.')
}

/**
 * Whether a form shows a path: its first segment is one of the form's values (`milestones.0.title`,
 * `names.en-US` before an English name was typed); the rest is the field's own business.
 */
export function hasField(values: unknown, path: string): boolean {
  const [head = ''] = path.split('.')
  return typeof values === 'object' && values !== null && Object.hasOwn(values, head)
}

/**
 * The server's field errors (problem+json `errors`) as form errors, for the fields the form has:
 * `errors` goes to `form.setErrors`, `shown` are the API paths now on a field (the rest is for a notice).
 */
export function problemFieldErrors(failure: unknown, values: unknown, rename?: Rename) {
  const errors: Record<string, string> = {}
  const shown = new Set<string>()
  if (failure instanceof ApiError) {
    for (const [path, messages] of Object.entries(failure.problem.errors ?? {})) {
      const field = renamePath(path, rename)
      if (!hasField(values, field)) continue
      errors[field] = messages.join(' ')
      shown.add(path)
    }
  }
  return { errors, shown }
}

/** A Mantine form as a failed write reaches it. */
export interface FormLike {
  getValues: () => unknown
  setErrors: (errors: Record<string, string>) => void
}

/**
 * A failed write shown where it belongs: the server's field messages on the form's fields, and the
 * rest as one text for a notice or alert (null when every complaint already sits on its field).
 */
export function failureOnForm(
  failure: unknown,
  t: Translate,
  form: FormLike | undefined,
  options: { rename?: Rename; fallback?: string } = {},
): string | null {
  const onFields = form ? problemFieldErrors(failure, form.getValues(), options.rename) : undefined
  if (form && onFields?.shown.size) form.setErrors(onFields.errors)
  const complaints = failure instanceof ApiError ? Object.keys(failure.problem.errors ?? {}).length : 0
  if (onFields?.shown.size && onFields.shown.size === complaints) return null
  return apiErrorText(failure, t, { fallback: options.fallback, shown: onFields?.shown })
}

/** Whether a form has errors in one language's texts (`translations.<locale>.…`), e.g. to mark its tab. */
export const hasErrors = (errors: Record<string, unknown>, locale: string) =>
  Object.keys(errors).some((path) => path.startsWith(`translations.${locale}.`))

/**
 * A refusal as a rendered form shows it (on the server too, where no effect runs): the messages of the
 * form's own fields on those fields, everything else in the page's alert, as `failureOnForm` does.
 */
export function refusalOnForm(
  posted: PostRefusal | undefined,
  values: Record<string, unknown>,
  t: Translate,
  options: { fallback: string; rename?: Rename },
): { errors: Record<string, string>; alert: string | null } {
  const failure = refusalError(posted)
  if (!failure) return { errors: {}, alert: null }
  const { errors, shown } = problemFieldErrors(failure, values, options.rename)
  const complaints = Object.keys(failure.problem.errors ?? {}).length
  const alert =
    shown.size > 0 && shown.size === complaints ? null : apiErrorText(failure, t, { ...options, shown })
  return { errors, alert }
}
