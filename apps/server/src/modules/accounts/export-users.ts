import type { Locale } from '@portal/contracts/locales'
import type { UserExportQuery } from '@portal/contracts/users'
import type { KeyBetween } from '@portal/i18n/text-keys'
import { textsFor } from '@portal/i18n/texts'
import type { Database } from '../../core/db.ts'
import { users } from '../../core/identity.tables.ts'
import type { Cell, Sheet } from '../../core/spreadsheet.ts'
import { membershipsOf, type UserManager } from './user-access.ts'
import { groupsOf, toSummary, userFilter, userOrder } from './users.service.ts'

const BATCH = 500

/** The export's texts are the users page's own (`web.users.*`). */
type UserText = KeyBetween<'web.users.'>

/** The columns of the export: header catalogue key and width. */
const COLUMNS = [
  ['email', 32],
  ['first_name', 18],
  ['last_name', 18],
  ['role', 12],
  ['status', 10],
  ['companies', 32],
  ['groups', 28],
  ['locale', 8],
  ['created_at', 18],
  ['last_login', 18],
] as const

/** The users of the list's current filter as a sheet, headers and values in the caller's language. */
export function usersSheet(
  db: Database,
  manager: UserManager,
  query: UserExportQuery,
  locale: Locale,
): Sheet {
  const texts = textsFor(locale)
  const t = (key: UserText) => texts(`web.users.${key}`)
  return {
    title: t('export_title'),
    columns: COLUMNS.map(([key, width]) => ({ header: t(`columns.${key}`), width })),
    rows: batches(db, manager, query, t),
  }
}

async function* batches(
  db: Database,
  manager: UserManager,
  query: UserExportQuery,
  t: (key: UserText) => string,
): AsyncGenerator<Cell[][]> {
  const where = userFilter(db, manager, query)
  for (let offset = 0; ; offset += BATCH) {
    const rows = await db
      .select()
      .from(users)
      .where(where)
      .orderBy(...userOrder(query.sort))
      .limit(BATCH)
      .offset(offset)
    if (rows.length === 0) return
    const ids = rows.map((r) => r.id)
    const [memberships, memberGroups] = await Promise.all([
      membershipsOf(db, ids),
      groupsOf(db, manager, ids),
    ])
    yield rows.map((row) => {
      const user = toSummary(manager, row, memberships.get(row.id) ?? [])
      return [
        user.email,
        user.first_name,
        user.last_name,
        t(user.is_superuser ? 'superuser' : user.role === 1 ? 'admin' : 'user'),
        t(user.is_active ? 'active' : 'inactive'),
        user.companies
          .map((c) => (c.is_company_admin ? `${c.name} (${t('company_admin')})` : c.name))
          .join(', '),
        (memberGroups.get(row.id) ?? []).map((g) => g.name).join(', '),
        user.locale,
        row.createdAt,
        row.lastLoginAt,
      ]
    })
    if (rows.length < BATCH) return
  }
}
