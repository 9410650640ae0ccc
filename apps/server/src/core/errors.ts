import type { TextKey, TextVars } from '@portal/i18n/text-keys'

/**
 * The one error type that travels from a service to the HTTP edge: a status, a catalogue key for the
 * user's message (translated at the edge), and optional field errors (also catalogue keys).
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly messageKey: TextKey,
    readonly options: {
      vars?: TextVars
      fields?: Record<string, { key: TextKey; vars?: TextVars }[]>
      headers?: Record<string, string>
    } = {},
  ) {
    super(messageKey)
    this.name = 'AppError'
  }
}

/** Messages per field of a 400 (`AppError`'s `fields`). */
export type FieldErrors = NonNullable<AppError['options']['fields']>

export const notFound = () => new AppError(404, 'api.errors.not_found')
export const forbidden = () => new AppError(403, 'api.errors.forbidden')
export const unauthenticated = () => new AppError(401, 'api.errors.unauthenticated')
