import { isLocale, LOCALES } from '@portal/contracts/locales'
import type { BatchUserRow, BatchUsersInput, BatchUsersResult } from '@portal/contracts/users'
import type { KeyUnder, TextVars } from '@portal/i18n/text-keys'
import { inArray, or, sql } from 'drizzle-orm'
import { z } from 'zod'
import { type Database, refuseDuplicate } from '../../core/db.ts'
import { AppError } from '../../core/errors.ts'
import { companies, companyMemberships, users } from '../../core/identity.tables.ts'
import { groupMembers, groups } from '../../core/member-sets.tables.ts'
import { scope } from '../../core/tenancy.ts'
import { recordAccountEvents } from './account-events.ts'
import { sendPasswordLink } from './password-links.ts'
import { managedTenant, normalizedEmail, normalizedEmailColumn, type UserManager } from './user-access.ts'
import type { UsersDeps } from './users.deps.ts'

type FieldMessage = { key: KeyUnder<'api.fields.'>; vars?: TextVars }
const validEmail = z.email().max(254)
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * Creates many users at once, all or nothing. Every row is checked first (e-mail format, duplicates in
 * the file and among existing accounts, company and groups within the caller's reach); if any row is
 * wrong nothing is written and the answer reports `rows.<index>.<field>` → messages. Then all rows are
 * written in one transaction, and the invitations go out.
 */
export async function batchCreateUsers(
  deps: UsersDeps,
  manager: UserManager,
  input: BatchUsersInput,
): Promise<BatchUsersResult> {
  const { db } = deps
  const report = new Map<string, FieldMessage[]>()
  const refuse = (index: number, field: string, message: FieldMessage) => {
    const key = `rows.${index}.${field}`
    report.set(key, [...(report.get(key) ?? []), message])
  }

  const companyOf = await resolveCompanies(db, manager, input.rows)
  const groupsOf = groupResolver(db, manager)
  const emails = input.rows.map((row) => normalizedEmail(row.email))
  const taken = await takenEmails(db, emails)
  const firstRow = new Map<string, number>()
  const plans: {
    row: BatchUserRow
    email: string
    locale: string
    companyId: string | null
    groupIds: string[]
  }[] = []
  for (const [index, row] of input.rows.entries()) {
    const email = emails[index]!
    if (!email) refuse(index, 'email', { key: 'api.fields.required' })
    else if (!validEmail.safeParse(email).success) refuse(index, 'email', { key: 'api.fields.invalid_email' })
    else if (taken.has(email)) refuse(index, 'email', { key: 'api.fields.email_taken' })
    else if (firstRow.has(email)) {
      refuse(index, 'email', { key: 'api.fields.duplicate_in_file', vars: { row: firstRow.get(email)! + 1 } })
    } else firstRow.set(email, index)
    const locale = row.locale || manager.principal.locale
    if (!isLocale(locale)) {
      refuse(index, 'locale', { key: 'api.fields.invalid_value', vars: { options: LOCALES.join(', ') } })
    }
    const company = companyOf(row)
    if (company === 'not_own') refuse(index, 'company', { key: 'api.fields.own_company_only' })
    if (company === 'unknown') refuse(index, 'company', { key: 'api.fields.unknown_company' })
    const companyId = typeof company === 'object' && company ? company.id : null
    if (company === null && row.is_company_admin) {
      refuse(index, 'is_company_admin', { key: 'api.fields.needs_company' })
    }
    const chosen = companyId ? await groupsOf(companyId, row.groups) : { found: [], missing: [] }
    if (company === null) chosen.missing = row.groups
    for (const name of chosen.missing) {
      refuse(index, 'groups', { key: 'api.fields.unknown_group', vars: { name } })
    }
    plans.push({ row, email, locale, companyId, groupIds: chosen.found })
  }
  if (report.size > 0) {
    const rows = new Set([...report.keys()].map((key) => key.split('.')[1]))
    throw new AppError(400, 'api.errors.batch_invalid', {
      vars: { count: rows.size },
      fields: Object.fromEntries(report),
    })
  }

  const created = await refuseDuplicate('rows', () =>
    db.transaction(async (tx) => {
      const inserted = await tx
        .insert(users)
        .values(
          plans.map(({ row, email, locale, companyId }) => ({
            email,
            name: `${row.first_name} ${row.last_name}`.trim(),
            firstName: row.first_name,
            lastName: row.last_name,
            locale,
            activeCompanyId: companyId,
          })),
        )
        .returning()
      const byEmail = new Map(inserted.map((user) => [user.email, user]))
      const members = plans.flatMap((p) =>
        p.companyId
          ? [
              {
                companyId: p.companyId,
                userId: byEmail.get(p.email)!.id,
                isCompanyAdmin: p.row.is_company_admin,
              },
            ]
          : [],
      )
      if (members.length) await tx.insert(companyMemberships).values(members)
      const grouped = plans.flatMap((p) =>
        p.groupIds.map((groupId) => ({
          setId: groupId,
          companyId: p.companyId!,
          userId: byEmail.get(p.email)!.id,
        })),
      )
      if (grouped.length) await tx.insert(groupMembers).values(grouped)
      return plans.map((p) => byEmail.get(p.email)!)
    }),
  )
  await recordAccountEvents(
    db,
    manager.principal,
    created.map((user) => ({
      action: 'created',
      target: user,
      details: { batch: true, invited: input.invite },
    })),
  )
  let invited = 0
  if (input.invite) {
    for (const user of created) {
      if ((await sendPasswordLink(deps, user, 'invitation')) !== 'failed') invited++
    }
  }
  return { created: created.map((user) => ({ id: user.id, email: user.email })), invited }
}

async function takenEmails(db: Database, emails: string[]) {
  const wanted = [...new Set(emails.filter(Boolean))]
  if (wanted.length === 0) return new Set<string>()
  const rows = await db
    .select({ email: normalizedEmailColumn })
    .from(users)
    .where(inArray(normalizedEmailColumn, wanted))
  return new Set(rows.map((r) => r.email))
}

type CompanyChoice = { id: string } | 'unknown' | 'not_own' | null

/**
 * The company of each row, named by id or by name (case-insensitive); a row without one joins the caller's
 * active company. A company admin can only name their own.
 */
async function resolveCompanies(db: Database, manager: UserManager, rows: BatchUserRow[]) {
  const named = [...new Set(rows.map((r) => r.company).filter((c): c is string => Boolean(c)))]
  const ids = named.filter((c) => UUID.test(c))
  const names = named.map((c) => c.toLowerCase())
  const found = named.length
    ? await db
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(
          or(
            ids.length ? inArray(companies.id, ids) : undefined,
            inArray(sql`lower(${companies.name})`, names),
          ),
        )
    : []
  const own = manager.tenant?.companyId
  return (row: BatchUserRow): CompanyChoice => {
    const wanted = row.company?.toLowerCase()
    if (!wanted) return manager.principal.activeCompanyId ? { id: manager.principal.activeCompanyId } : null
    const match = found.find((c) => c.id === wanted || c.name.toLowerCase() === wanted)
    if (own && match?.id !== own) return 'not_own'
    return match ? { id: match.id } : 'unknown'
  }
}

/** A row's groups of its company, by id or name; the ones not found are reported. */
function groupResolver(db: Database, manager: UserManager) {
  const byCompany = new Map<string, Promise<{ id: string; name: string }[]>>()
  const groupsOfCompany = async (companyId: string) => {
    const tenant = await managedTenant(db, manager, companyId)
    return db.select({ id: groups.id, name: groups.name }).from(groups).where(scope(groups, tenant).where())
  }
  return async (companyId: string, wanted: string[]) => {
    if (!byCompany.has(companyId)) byCompany.set(companyId, groupsOfCompany(companyId))
    const rows = await byCompany.get(companyId)!
    const found = new Set<string>()
    const missing: string[] = []
    for (const name of new Set(wanted.filter(Boolean))) {
      const match = rows.find((g) => g.id === name || g.name.toLowerCase() === name.toLowerCase())
      if (match) found.add(match.id)
      else missing.push(name)
    }
    return { found: [...found], missing }
  }
}
