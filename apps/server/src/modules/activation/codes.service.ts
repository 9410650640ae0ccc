import type {
  ActivationCode,
  ActivationCodeInput,
  ActivationCodeListQuery,
  ActivationCodeStatus,
  IssuedActivationCode,
} from '@portal/contracts/activation'
import type { Person } from '@portal/contracts/people'
import { and, count, desc, gt, inArray, isNotNull, isNull, lte, type SQL } from 'drizzle-orm'
import type { Database } from '../../core/db.ts'
import { AppError, notFound } from '../../core/errors.ts'
import { users } from '../../core/identity.tables.ts'
import { pageWindow } from '../../core/pagination.ts'
import { personColumns } from '../../core/people.ts'
import { scope, type Tenant } from '../../core/tenancy.ts'
import { generateCode, hashCode, hintOf } from './activation.codes.ts'
import { activationCodes } from './activation.tables.ts'

type CodeRow = typeof activationCodes.$inferSelect

export function statusOf(row: Pick<CodeRow, 'revokedAt' | 'usedAt' | 'expiresAt'>, now = new Date()) {
  if (row.revokedAt) return 'revoked'
  if (row.usedAt) return 'used'
  return row.expiresAt <= now ? 'expired' : 'active'
}

/** The rows in a status, as SQL (the same rule as `statusOf`). */
function inStatus(status: ActivationCodeStatus, now: Date): SQL | undefined {
  const c = activationCodes
  switch (status) {
    case 'revoked':
      return isNotNull(c.revokedAt)
    case 'used':
      return and(isNull(c.revokedAt), isNotNull(c.usedAt))
    case 'expired':
      return and(isNull(c.revokedAt), isNull(c.usedAt), lte(c.expiresAt, now))
    case 'active':
      return and(isNull(c.revokedAt), isNull(c.usedAt), gt(c.expiresAt, now))
  }
}

export async function listCodes(db: Database, tenant: Tenant, query: ActivationCodeListQuery) {
  const where = scope(activationCodes, tenant).where(
    query.status ? inStatus(query.status, new Date()) : undefined,
  )
  const [total] = await db.select({ n: count() }).from(activationCodes).where(where)
  const { limit, offset } = pageWindow(query)
  const rows = await db
    .select()
    .from(activationCodes)
    .where(where)
    .orderBy(desc(activationCodes.createdAt), desc(activationCodes.id))
    .limit(limit)
    .offset(offset)
  return { count: total?.n ?? 0, results: await toCodes(db, rows) }
}

/** A new code for the company; the answer is the only place the code itself appears. */
export async function issueCode(
  db: Database,
  tenant: Tenant,
  input: ActivationCodeInput,
): Promise<IssuedActivationCode> {
  const code = generateCode()
  const [row] = await db
    .insert(activationCodes)
    .values(
      scope(activationCodes, tenant).row({
        codeHash: hashCode(code),
        hint: hintOf(code),
        email: input.email?.toLowerCase() ?? null,
        firstName: input.first_name,
        lastName: input.last_name,
        expiresAt: new Date(Date.now() + input.valid_days * 24 * 60 * 60 * 1000),
        createdBy: tenant.principal.userId,
      }),
    )
    .returning()
  const [issued] = await toCodes(db, [row!])
  return { ...issued!, code }
}

/** Revoking stops a code that has not been used; a used code has done its work and stays as it is. */
export async function revokeCode(db: Database, tenant: Tenant, id: string) {
  const [row] = await db.select().from(activationCodes).where(scope(activationCodes, tenant).byId(id))
  if (!row) throw notFound()
  if (row.usedAt) throw new AppError(409, 'api.errors.activation_code_used')
  if (row.revokedAt) return
  await db
    .update(activationCodes)
    .set({ revokedAt: new Date() })
    .where(scope(activationCodes, tenant).byId(id))
}

/** Rows as the API shows them, with their issuers and users loaded in one query. */
async function toCodes(db: Database, rows: CodeRow[]): Promise<ActivationCode[]> {
  const ids = [...new Set(rows.flatMap((r) => [r.createdBy, r.usedBy]).filter((id) => id !== null))]
  const people = ids.length ? await db.select(personColumns).from(users).where(inArray(users.id, ids)) : []
  const person = (id: string | null): Person | null => people.find((p) => p.id === id) ?? null
  const now = new Date()
  return rows.map((row) => ({
    id: row.id,
    company: row.companyId,
    hint: row.hint,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    status: statusOf(row, now),
    expires_at: row.expiresAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    created_by: person(row.createdBy),
    used_at: row.usedAt?.toISOString() ?? null,
    used_by: person(row.usedBy),
    revoked_at: row.revokedAt?.toISOString() ?? null,
  }))
}
