import type { TourState } from '@portal/contracts/guide'
import { eq } from 'drizzle-orm'
import type { Database } from '../../core/db.ts'
import { guideUserSettings } from './guide.tables.ts'

/** Whether the user has taken the guided tour; without a row they have not (their first visit). */
export async function tourStateOf(db: Database, userId: string): Promise<TourState> {
  const [row] = await db
    .select({ completedAt: guideUserSettings.tourCompletedAt })
    .from(guideUserSettings)
    .where(eq(guideUserSettings.userId, userId))
  return { completed_at: row?.completedAt?.toISOString() ?? null }
}

/** Finishing or closing the tour completes it; restarting it from the guide clears that. */
export async function setTourCompleted(db: Database, userId: string, completed: boolean) {
  const tourCompletedAt = completed ? new Date() : null
  await db
    .insert(guideUserSettings)
    .values({ userId, tourCompletedAt })
    .onConflictDoUpdate({
      target: guideUserSettings.userId,
      set: { tourCompletedAt, updatedAt: new Date() },
    })
  return tourStateOf(db, userId)
}
