import type { Locale } from '@portal/contracts/locales'
import type { MacrotrendInput, MegatrendInput } from '@portal/contracts/trends'
import { count, eq, sql } from 'drizzle-orm'
import type { Database } from '../../core/db.ts'
import { AppError, notFound } from '../../core/errors.ts'
import { getMacrotrend, getMegatrend, listMegatrends, writeTitleKeys } from './library.service.ts'
import { macrotrends, megatrends, microtrendMacrotrends } from './trends.tables.ts'

/**
 * Staff curate the library's structure (issue 15, ADR 41): megatrends (texts, colour, order) and their
 * macrotrends (texts, megatrend). Deleting never takes a microtrend with it: a megatrend goes only
 * without macrotrends, a macrotrend's microtrends move to another macrotrend first.
 */

const fieldError = (field: string, key: 'api.fields.unknown_trend_link' | 'api.fields.move_to_self') =>
  new AppError(400, 'api.errors.validation', { fields: { [field]: [{ key }] } })

export async function createMegatrend(db: Database, locale: Locale, input: MegatrendInput) {
  // Last in the order; a concurrent create may take the same place, which only ties (ordered by name next).
  const [row] = await db
    .insert(megatrends)
    .values({
      names: input.names,
      descriptions: input.descriptions,
      color: input.color,
      order: sql`(select coalesce(max(${megatrends.order}), -1) + 1 from ${megatrends})`,
    })
    .returning({ id: megatrends.id })
  return getMegatrend(db, locale, row!.id)
}

/** Staff rewrite a megatrend's texts and colour. */
export async function updateMegatrend(db: Database, locale: Locale, id: string, input: MegatrendInput) {
  const [row] = await db
    .update(megatrends)
    .set({ names: input.names, descriptions: input.descriptions, color: input.color })
    .where(eq(megatrends.id, id))
    .returning({ id: megatrends.id })
  if (!row) throw notFound()
  return getMegatrend(db, locale, id)
}

/** The new order names every megatrend exactly once; anything else changes nothing. */
export async function orderMegatrends(db: Database, locale: Locale, ids: string[]) {
  const stored = await db.select({ id: megatrends.id }).from(megatrends)
  const wanted = new Set(ids)
  if (wanted.size !== ids.length || ids.length !== stored.length || stored.some((m) => !wanted.has(m.id))) {
    throw new AppError(400, 'api.errors.validation', {
      fields: { megatrend_ids: [{ key: 'api.trends.megatrend_order' }] },
    })
  }
  await db.transaction(async (tx) => {
    for (const [order, id] of ids.entries()) {
      await tx.update(megatrends).set({ order }).where(eq(megatrends.id, id))
    }
  })
  return listMegatrends(db, locale)
}

/** A megatrend goes only when it has no macrotrends left (the key would take them, and their links, with it). */
export async function deleteMegatrend(db: Database, id: string) {
  await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: megatrends.id })
      .from(megatrends)
      .where(eq(megatrends.id, id))
      .for('update')
    if (!found) throw notFound()
    const [below] = await tx.select({ n: count() }).from(macrotrends).where(eq(macrotrends.megatrendId, id))
    if ((below?.n ?? 0) > 0) {
      throw new AppError(409, 'api.trends.megatrend_in_use', { vars: { count: below!.n } })
    }
    await tx.delete(megatrends).where(eq(megatrends.id, id))
  })
}

async function refuseUnknownMegatrend(db: Database, id: string) {
  const [mega] = await db.select({ id: megatrends.id }).from(megatrends).where(eq(megatrends.id, id))
  if (!mega) throw fieldError('megatrend_id', 'api.fields.unknown_trend_link')
}

export async function createMacrotrend(db: Database, locale: Locale, input: MacrotrendInput) {
  await refuseUnknownMegatrend(db, input.megatrend_id)
  const [row] = await db
    .insert(macrotrends)
    .values({ megatrendId: input.megatrend_id, names: input.names, descriptions: input.descriptions })
    .returning({ id: macrotrends.id })
  return getMacrotrend(db, locale, row!.id)
}

/**
 * Staff rewrite a macrotrend's texts or move it to another megatrend (which must exist); its microtrends
 * follow it, as a microtrend's megatrends are those of its macrotrends (ADR 26).
 */
export async function updateMacrotrend(db: Database, locale: Locale, id: string, input: MacrotrendInput) {
  await refuseUnknownMegatrend(db, input.megatrend_id)
  const [row] = await db
    .update(macrotrends)
    .set({ megatrendId: input.megatrend_id, names: input.names, descriptions: input.descriptions })
    .where(eq(macrotrends.id, id))
    .returning({ id: macrotrends.id })
  if (!row) throw notFound()
  return getMacrotrend(db, locale, id)
}

/**
 * Deletes a macrotrend. Its microtrends stay in the library (and in every hub): with `moveTo` they
 * belong to that macrotrend instead (one already there stays once); without it, a macrotrend that
 * still has microtrends is refused (409) so that no trend silently loses its place.
 */
export async function deleteMacrotrend(db: Database, id: string, moveTo: string | undefined) {
  if (moveTo === id) throw fieldError('move_to', 'api.fields.move_to_self')
  await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: macrotrends.id })
      .from(macrotrends)
      .where(eq(macrotrends.id, id))
      .for('update')
    if (!found) throw notFound()
    if (moveTo) {
      const [target] = await tx
        .select({ id: macrotrends.id })
        .from(macrotrends)
        .where(eq(macrotrends.id, moveTo))
        .for('update')
      if (!target) throw fieldError('move_to', 'api.fields.unknown_trend_link')
      await tx.execute(sql`
        insert into ${microtrendMacrotrends} (microtrend_id, macrotrend_id)
        select microtrend_id, ${moveTo}::uuid from ${microtrendMacrotrends} where macrotrend_id = ${id}
        on conflict do nothing`)
      const moved = await tx
        .select({ id: microtrendMacrotrends.microtrendId })
        .from(microtrendMacrotrends)
        .where(eq(microtrendMacrotrends.targetId, id))
      await writeTitleKeys(
        tx,
        moved.map((m) => m.id),
      )
    } else {
      const [linked] = await tx
        .select({ n: count() })
        .from(microtrendMacrotrends)
        .where(eq(microtrendMacrotrends.targetId, id))
      if ((linked?.n ?? 0) > 0) {
        throw new AppError(409, 'api.trends.macrotrend_in_use', { vars: { count: linked!.n } })
      }
    }
    await tx.delete(macrotrends).where(eq(macrotrends.id, id))
  })
}
