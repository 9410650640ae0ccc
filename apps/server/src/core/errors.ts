import type { Namespace } from '@portal/i18n/catalogues'

type MessageKey = `${Namespace}.${string}`

/**
 * The one error type that travels from a service to the HTTP edge: a status, a catalogue key for the
 * user's message (translated at the edge), and optional field errors (also catalogue keys).
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly messageKey: MessageKey,
    readonly options: {
      vars?: Record<string, string | number>
      fields?: Record<string, { key: MessageKey; vars?: Record<string, string | number> }[]>
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
