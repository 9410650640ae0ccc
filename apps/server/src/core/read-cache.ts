import type { FastifyReply, FastifyRequest } from 'fastify'
import type { DatabaseHandle, Unlisten } from './db.ts'
import type { Tenant } from './tenancy.ts'

/** What the triggers of migration 0031 notify on: `<topic>:<company id>`, or `all:` for people. */
export const READ_CHANNEL = 'portal_read_changes'

/**
 * The topics a cached answer can depend on (migrations 0031 and 0035 say which tables announce each):
 * `okr` objectives and teams, `goals` every change to key results, check-ins, tasks and projects.
 */
export type ReadTopic = 'teams' | 'okr' | 'goals'

interface Entry {
  body: string
  topics: string[]
  generations: number[]
  epoch: number
  expires: number
}

/**
 * A per-process cache of whole API answers (their serialized JSON) for lists read far more often than
 * they change (issue 18, ADR 48): the teams list and the OKR objectives list.
 *
 * Invalidation is done by the database, not by the code that writes: triggers on every table such an
 * answer is made of (migration 0031) NOTIFY `<topic>:<company>` when a change commits, whichever process,
 * module or script wrote it, and every process listening drops what it holds on that topic. Each topic
 * has a generation; an answer is kept with the generations it was read under (taken before its query
 * ran), so an answer whose query raced a change is never served afterwards.
 *
 * A held answer is served only after a fence on the listening connection (`Unlisten.fence`): a round trip
 * that PostgreSQL answers after passing on every notification of what committed before it, so a write
 * committed in any process before a read began is seen by that read. One fence serves every read that
 * arrived before it was sent (at most one in flight and one waiting), so under load it costs a small
 * share of a round trip per read, and nothing of the list's query, its rows or their serialization.
 * `ttlMs` bounds staleness should anything else go wrong; while the listening connection is down nothing
 * is cached at all.
 */
export class ReadCache {
  private readonly entries = new Map<string, Entry>()
  private readonly pending = new Map<string, { promise: Promise<string>; entry: Omit<Entry, 'body'> }>()
  private readonly generations = new Map<string, number>()
  /** Goes up on `all:` (people changed) and whenever notifications may have been missed. */
  private epoch = 0
  private listening = false
  private stopped = false
  private unlisten: Unlisten | null = null
  /** The fence in flight, and the one that starts when it ends (for reads that came after it was sent). */
  private fencing: Promise<void> | null = null
  private nextFence: Promise<void> | null = null
  private retry: NodeJS.Timeout | undefined

  constructor(
    private readonly database: DatabaseHandle,
    private readonly ttlMs = 10_000,
    private readonly maxEntries = 5_000,
  ) {}

  async start() {
    this.unlisten = await this.database.listen(
      READ_CHANNEL,
      (payload) => this.drop(payload),
      () => this.lost(),
    )
    this.listening = true
  }

  async stop() {
    this.stopped = true
    clearTimeout(this.retry)
    this.listening = false
    this.entries.clear()
    await this.unlisten?.().catch(() => undefined)
  }

  /**
   * The answer under `key` (which must name everything the answer depends on besides the topics: the
   * company, the caller where it matters, the query), read by `load` when not held or no longer valid.
   * Concurrent misses of one key share one `load`.
   */
  async read(topics: readonly string[], key: string, load: () => Promise<string>): Promise<string> {
    if (!this.listening) return load()
    const now = Date.now()
    if (this.entries.has(key)) {
      try {
        await this.caughtUp()
      } catch {
        return load()
      }
    }
    const held = this.entries.get(key)
    if (held && held.expires > now && this.valid(held)) return held.body
    if (held) this.entries.delete(key)
    const waiting = this.pending.get(key)
    if (waiting && this.valid(waiting.entry)) return waiting.promise
    const entry = {
      topics: [...topics],
      generations: topics.map((topic) => this.generations.get(topic) ?? 0),
      epoch: this.epoch,
      expires: now + this.ttlMs,
    }
    const promise = load()
    this.pending.set(key, { promise, entry })
    try {
      const body = await promise
      // A change announced while the query ran may not be in what it read: then it is not kept.
      if (this.listening && this.valid(entry)) {
        if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!)
        this.entries.set(key, { ...entry, body })
      }
      return body
    } finally {
      if (this.pending.get(key)?.promise === promise) this.pending.delete(key)
    }
  }

  /** Resolves once every change committed before the call has been heard (a fence begun after it). */
  private caughtUp(): Promise<void> {
    if (this.nextFence) return this.nextFence
    if (this.fencing) {
      const after = () => this.sendFence()
      this.nextFence = this.fencing.then(after, after)
      return this.nextFence
    }
    return this.sendFence()
  }

  private sendFence(): Promise<void> {
    const fence = this.unlisten ? this.unlisten.fence() : Promise.reject(new Error('not listening'))
    const sent: Promise<void> = fence.finally(() => {
      if (this.fencing === sent) this.fencing = null
    })
    this.fencing = sent
    this.nextFence = null
    return sent
  }

  /** How many answers are held (tests). */
  get size() {
    return this.entries.size
  }

  private valid(entry: Omit<Entry, 'body'>) {
    return (
      entry.epoch === this.epoch &&
      entry.topics.every((topic, i) => (this.generations.get(topic) ?? 0) === entry.generations[i])
    )
  }

  private drop(payload: string) {
    if (payload === 'all:') {
      this.forgetAll()
      return
    }
    this.generations.set(payload, (this.generations.get(payload) ?? 0) + 1)
    for (const [key, entry] of this.entries) if (entry.topics.includes(payload)) this.entries.delete(key)
  }

  private forgetAll() {
    this.epoch++
    this.entries.clear()
  }

  /** The listening connection ended: notifications may be missed, so nothing is cached until it is back. */
  private lost() {
    this.listening = false
    this.forgetAll()
    const again = () => {
      if (this.stopped) return
      this.start().catch(() => {
        this.retry = setTimeout(again, 1_000)
      })
    }
    this.retry = setTimeout(again, 1_000)
  }
}

/** The topic of a company's answers of one kind, as the triggers of migration 0031 spell it. */
export const topicOf = (topic: ReadTopic, companyId: string) => `${topic}:${companyId}`

/**
 * A list answer of the tenant's, through the cache: `build` reads it when needed and `reply.serialize`
 * writes it with the route's response schema (so a cached answer holds what the schema lets out, no
 * more); held answers are sent as they are. The key names the company, the caller and the whole URL
 * (query, and the page links built from it): an answer may show what this caller may do (`can_edit`);
 * and the day, for answers that depend on it.
 */
export async function sendCached(
  cache: ReadCache,
  request: FastifyRequest,
  reply: FastifyReply,
  on: { topics: readonly ReadTopic[]; tenant: Tenant; day?: string },
  build: () => Promise<unknown>,
) {
  const { companyId, principal, canManage } = on.tenant
  // `day`: an answer that depends on the date (overdue, pace) is another answer tomorrow.
  const key = `${request.routeOptions.url}|${companyId}|${principal.userId}|${canManage}|${on.day ?? ''}|${request.url}`
  const topics = on.topics.map((topic) => topicOf(topic, companyId))
  const body = await cache.read(topics, key, async () => reply.serialize(await build()) as string)
  return reply.type('application/json; charset=utf-8').send(body)
}
