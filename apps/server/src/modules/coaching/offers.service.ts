import type { CoachingOffer, CoachingOfferInput, CoachingOfferListQuery } from '@portal/contracts/coaching'
import { asc, count, eq } from 'drizzle-orm'
import type { Database } from '../../core/db.ts'
import { notFound } from '../../core/errors.ts'
import { pageWindow } from '../../core/pagination.ts'
import { isStaff, type Principal } from '../../core/principal.ts'
import { coachingOffers } from './coaching.tables.ts'

type OfferRow = typeof coachingOffers.$inferSelect

const toOffer = (row: OfferRow): CoachingOffer => ({
  id: row.id,
  title: row.title,
  description: row.description,
  coach_name: row.coachName,
  duration_minutes: row.durationMinutes,
  format: row.format as CoachingOffer['format'],
  is_active: row.isActive,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
})

/** Everyone sees the active offers; staff may ask for the switched-off ones too. */
const visibleTo = (principal: Principal, all = false) =>
  isStaff(principal) && all ? undefined : eq(coachingOffers.isActive, true)

export async function listOffers(db: Database, principal: Principal, query: CoachingOfferListQuery) {
  const where = visibleTo(principal, query.all !== undefined)
  const [total] = await db.select({ n: count() }).from(coachingOffers).where(where)
  const { limit, offset } = pageWindow(query)
  const rows = await db
    .select()
    .from(coachingOffers)
    .where(where)
    .orderBy(asc(coachingOffers.createdAt), asc(coachingOffers.id))
    .limit(limit)
    .offset(offset)
  return { count: total?.n ?? 0, results: rows.map(toOffer) }
}

export async function getOffer(db: Database, principal: Principal, id: string) {
  const [row] = await db.select().from(coachingOffers).where(eq(coachingOffers.id, id))
  if (!row || (!row.isActive && !isStaff(principal))) throw notFound()
  return toOffer(row)
}

const columnsOf = (input: CoachingOfferInput) => ({
  title: input.title,
  description: input.description,
  coachName: input.coach_name,
  durationMinutes: input.duration_minutes,
  format: input.format,
  isActive: input.is_active,
})

export async function createOffer(db: Database, input: CoachingOfferInput) {
  const [row] = await db.insert(coachingOffers).values(columnsOf(input)).returning()
  return toOffer(row!)
}

export async function updateOffer(db: Database, id: string, input: CoachingOfferInput) {
  const [row] = await db
    .update(coachingOffers)
    .set({ ...columnsOf(input), updatedAt: new Date() })
    .where(eq(coachingOffers.id, id))
    .returning()
  if (!row) throw notFound()
  return toOffer(row)
}

/** Deleting an offer keeps the requests made for it (they lose the link, not their thread). */
export async function deleteOffer(db: Database, id: string) {
  const [row] = await db
    .delete(coachingOffers)
    .where(eq(coachingOffers.id, id))
    .returning({ id: coachingOffers.id })
  if (!row) throw notFound()
}
