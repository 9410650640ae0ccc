import type { Rename } from './form-errors.ts'

// Apart from contract-validate.ts: a form's own rules apply before its contract, the field messages and
// the code that reads them have come (ADR 82).

export interface ContractOptions<V> {
  /** The request body a form's values make, when they differ (pickers hold people, not ids). */
  body?: (values: V) => unknown
  rename?: Rename
  /** The form's own rules beyond the contract (a repeated password); theirs win on the same field. */
  also?: (values: V) => Record<string, string | null | undefined | false>
  /**
   * Load the contract at the page's first interaction rather than when the form mounts (ADR 82, 85):
   * for the form pages whose first load would otherwise carry zod (profile, support, coaching). Off
   * elsewhere: with it on every page, a first click that switched a tab away from such a form was
   * sometimes lost under load (the PPM measure's tabs), cause not found.
   */
  untilInteraction?: boolean
}

/** The complaints of a form's own rules (`also`), by field. */
export function ownErrors<V>(values: V, options: ContractOptions<V>): Record<string, string> {
  const own = Object.entries(options.also?.(values) ?? {}).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
  )
  return Object.fromEntries(own)
}
