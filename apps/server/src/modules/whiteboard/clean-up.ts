import type { Database } from '../../core/db.ts'
import { pruneDeletedElements } from './scene-data.service.ts'
import { purgeDeletedScenes } from './scenes.service.ts'

/** The scheduled clean-up: scenes past their undo time, and deleted elements every browser has merged. */
export async function cleanUpWhiteboard(db: Database, now: Date) {
  await purgeDeletedScenes(db, now)
  await pruneDeletedElements(db, now)
}
