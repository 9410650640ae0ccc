import type { QueueItem } from '@portal/contracts/notifications'
import type { Database } from './db.ts'
import type { Principal } from './principal.ts'

/**
 * A module's contribution to the `/client` home queue: what needs this caller now. Modules export their
 * sources; app.ts hands the list to the home route, the way dashboard cards are registered.
 */
export type QueueSource = (db: Database, principal: Principal, now: Date) => Promise<QueueItem[]>
