import type { Config } from '../../core/config.ts'
import type { Database } from '../../core/db.ts'
import type { Mailer } from '../../core/mail.ts'
import type { SessionCache } from '../../core/session-cache.ts'

/** What the users administration needs from the app, passed explicitly (app.ts creates them). */
export interface UsersDeps {
  db: Database
  mailer: Mailer
  config: Config
  sessionCache: SessionCache
}
