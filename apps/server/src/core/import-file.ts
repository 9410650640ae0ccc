import { type FieldIssue, fieldMessages } from '@portal/i18n/field-messages'
import type { TextKey, TextVars } from '@portal/i18n/text-keys'
import type { Texts } from '@portal/i18n/texts'
import Papa from 'papaparse'
import { AppError } from './errors.ts'

/**
 * What file imports share (ADR 40): reading a JSON or CSV file into records, and a refused row's reasons
 * as catalogue keys that the route translates into the caller's language.
 */

/** One reason a row was refused: its field (a column of the file) and a catalogue message. */
export interface ImportReason {
  field: string
  key: TextKey
  vars?: TextVars
}

/**
 * The file's records: a JSON array (or `{results: [...]}`), or a CSV with a header row naming `required`;
 * a file that is neither is a 400 on `content` with the message `contentKey`.
 */
export function importRecords(
  format: 'json' | 'csv',
  content: string,
  required: string,
  contentKey: TextKey = 'api.fields.import_content',
): unknown[] {
  const unreadable = () =>
    new AppError(400, 'api.errors.validation', { fields: { content: [{ key: contentKey }] } })
  if (format === 'json') {
    let value: unknown
    try {
      value = JSON.parse(content)
    } catch {
      throw unreadable()
    }
    const items = Array.isArray(value) ? value : (value as { results?: unknown } | null)?.results
    if (!Array.isArray(items)) throw unreadable()
    return items
  }
  const parsed = Papa.parse<Record<string, string>>(content.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transform: (value) => value.trim(),
  })
  if (!parsed.meta.fields?.includes(required)) throw unreadable()
  return parsed.data
}

/**
 * A schema's issues with a row, as reasons (one per message); `wholeRow` names the field of an issue
 * with the row as a whole (the schema's `non_field_errors`).
 */
export function issueReasons(issues: readonly FieldIssue[], wholeRow?: string): ImportReason[] {
  return issues.flatMap((issue) =>
    fieldMessages(issue).map((m) => ({
      field: wholeRow && m.path === 'non_field_errors' ? wholeRow : m.path,
      key: `api.fields.${m.key}` as TextKey,
      vars: m.vars,
    })),
  )
}

/** Reasons in the caller's language, each with its field: `{field: "title", message: "This field is required."}`. */
export const localizeReasons = (t: Texts, reasons: readonly ImportReason[]) =>
  reasons.map((r) => ({ field: r.field, message: t(r.key, r.vars) }))

/** Reasons in the caller's language as one line each: "title: This field is required." */
export const translateReasons = (t: Texts, reasons: readonly ImportReason[]) =>
  localizeReasons(t, reasons).map((r) => `${r.field}: ${r.message}`)

/** A file's lists in a CSV cell, split by `;` (empty parts dropped). */
export const cellList = (text: string | undefined) =>
  text
    ? text
        .split(';')
        .map((s) => s.trim())
        .filter(Boolean)
    : []

/** A file of more than `max` rows is refused whole (a 400 on `content`): a larger feed comes in several files. */
export function assertRowLimit(records: readonly unknown[], max: number) {
  if (records.length > max) {
    throw new AppError(400, 'api.errors.validation', {
      fields: { content: [{ key: 'api.fields.too_many_entries', vars: { count: max } }] },
    })
  }
}

/** Items in slices of `size` (batched statements and lookups). */
export function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}
