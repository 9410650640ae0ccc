import { type Clock, systemClock } from './clock.ts'
import type { DatabaseHandle } from './db.ts'
import type { Principal } from './principal.ts'
import { isLive, type SessionLimits, type SessionTimes } from './session-lifetime.ts'

const CHANNEL = 'portal_session_changes'

/**
 * A short-lived, per-process cache of resolved callers, so a signed-in request costs no query.
 * Anything that changes a user or ends a session calls `forgetUser`/`forgetSession`; the change is
 * broadcast with PostgreSQL NOTIFY so every process behind the load balancer drops its copy at once.
 * The TTL bounds staleness should a notification ever be missed. An entry keeps its session's times and
 * is never served once the session is idle or old past its limits (the database then decides and ends it).
 */
export class SessionCache {
  private readonly entries = new Map<string, CachedSession & { expires: number }>()
  private unlisten: (() => Promise<void>) | null = null

  constructor(
    private readonly database: DatabaseHandle,
    private readonly limits: SessionLimits,
    private readonly clock: Clock = systemClock,
    private readonly ttlMs = 5_000,
    private readonly maxEntries = 50_000,
  ) {}

  async start() {
    this.unlisten = await this.database.listen(CHANNEL, (payload) => this.drop(payload))
  }

  async stop() {
    await this.unlisten?.()
    this.entries.clear()
  }

  get(token: string): CachedSession | undefined {
    const entry = this.entries.get(token)
    if (!entry) return undefined
    const now = this.clock()
    if (entry.expires > now.getTime() && isLive(entry.times, this.limits, now)) return entry
    this.entries.delete(token)
    return undefined
  }

  set(token: string, session: CachedSession) {
    if (this.entries.size >= this.maxEntries) this.entries.clear()
    this.entries.set(token, { ...session, expires: this.clock().getTime() + this.ttlMs })
  }

  async forgetSession(token: string) {
    await this.broadcast(`session:${token}`)
  }

  async forgetUser(userId: string) {
    await this.broadcast(`user:${userId}`)
  }

  /** After a change that touches many users at once (a company's start page, a deleted company). */
  async forgetAll() {
    await this.broadcast('all:')
  }

  private async broadcast(message: string) {
    this.drop(message)
    await this.database.notify(CHANNEL, message)
  }

  private drop(message: string) {
    const [kind, id] = [message.slice(0, message.indexOf(':')), message.slice(message.indexOf(':') + 1)]
    if (kind === 'all') this.entries.clear()
    if (kind === 'session') this.entries.delete(id)
    if (kind === 'user') {
      for (const [token, entry] of this.entries) if (entry.principal.userId === id) this.entries.delete(token)
    }
  }
}

/** A resolved caller and the times of the session it came with. */
export interface CachedSession {
  principal: Principal
  times: SessionTimes
}
