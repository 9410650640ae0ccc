import type { BatchUserRow } from '@portal/contracts/users'
import { users as deUsers } from '@portal/i18n/de-DE/users'
import { users as enUsers } from '@portal/i18n/en-US/users'

/** The columns a batch row has; a file names them by key or by their label in any language. */
export const BATCH_FIELDS = [
  'email',
  'first_name',
  'last_name',
  'locale',
  'company',
  'is_company_admin',
  'groups',
] as const
type Field = (typeof BATCH_FIELDS)[number]

const plain = (header: string) => header.toLowerCase().replace(/[^\p{L}]/gu, '')

/** "E-Mail", "email", "first_name", "Vorname", "First name" … → the field they mean. */
const ALIASES = new Map<string, Field>()
for (const field of BATCH_FIELDS) {
  ALIASES.set(plain(field), field)
  // The column labels of every catalogue (only these two files, not the whole catalogues).
  for (const users of [enUsers, deUsers]) ALIASES.set(plain(users.columns[field]), field)
}

const YES = /^(1|true|yes|y|x|ja|j|oui|si|sí|sim|wahr)$/i

export type BatchTable =
  | { ok: true; rows: BatchUserRow[] }
  | { ok: false; reason: 'unreadable' | 'no_email_column' }

/**
 * Turns a sheet (first row: headers) into batch rows: unknown columns are ignored, empty lines skipped,
 * groups split at commas or semicolons. The server checks the values.
 */
export function batchRowsOf(table: string[][]): BatchTable {
  const [headers, ...lines] = table
  if (!headers) return { ok: false, reason: 'unreadable' }
  const fields = headers.map((header) => ALIASES.get(plain(header ?? '')))
  if (!fields.includes('email')) return { ok: false, reason: 'no_email_column' }
  const rows: BatchUserRow[] = []
  for (const line of lines) {
    if (line.every((cell) => !cell?.trim())) continue
    const value = (field: Field) => line[fields.indexOf(field)]?.trim() ?? ''
    const row: BatchUserRow = {
      email: value('email'),
      first_name: value('first_name'),
      last_name: value('last_name'),
      is_company_admin: YES.test(value('is_company_admin')),
      groups: value('groups')
        .split(/[,;]/)
        .map((g) => g.trim())
        .filter(Boolean),
    }
    if (value('locale')) row.locale = value('locale')
    if (value('company')) row.company = value('company')
    rows.push(row)
  }
  return { ok: true, rows }
}

/** A file to start from: the header row and one example. */
export const BATCH_TEMPLATE = `${BATCH_FIELDS.join(',')}\nada.example@example.com,Ada,Example,en-US,,no,\n`
