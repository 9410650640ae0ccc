import type { DatabaseHandle } from './db.ts'

const CHANNEL = 'portal_live'
/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; events carry ids and counts, not content. */
const MAX_PAYLOAD = 7_900

/** Something that happened, for the listeners of one topic: an SSE event's name and data. */
export interface LiveEvent {
  type: string
  data: unknown
}

type Listener = (event: LiveEvent) => void

/**
 * The live channel: topics (`user:<id>`, `company:<id>`, `all`, later `scene:<id>`) that server-sent
 * event streams listen to. A publication goes through PostgreSQL NOTIFY, so every process sharing the
 * database hears it and hands it to its own listeners; a process keeps only the listeners of its own
 * connections. Published inside a transaction (`notifyIn`), the event leaves only when it commits.
 */
export class LiveChannel {
  private readonly topics = new Map<string, Set<Listener>>()
  private unlisten: (() => Promise<void>) | null = null

  constructor(private readonly database: DatabaseHandle) {}

  async start() {
    this.unlisten = await this.database.listen(CHANNEL, (payload) => this.deliver(payload))
  }

  async stop() {
    await this.unlisten?.()
    this.unlisten = null
    this.topics.clear()
  }

  /** Listens to the topics until the returned function is called. */
  subscribe(topics: readonly string[], listener: Listener): () => void {
    for (const topic of topics) {
      const listeners = this.topics.get(topic) ?? new Set()
      listeners.add(listener)
      this.topics.set(topic, listeners)
    }
    return () => {
      for (const topic of topics) {
        const listeners = this.topics.get(topic)
        listeners?.delete(listener)
        if (listeners?.size === 0) this.topics.delete(topic)
      }
    }
  }

  /** How many listeners this process holds (the live benchmark and the operations view read it). */
  get listenerCount() {
    let n = 0
    for (const listeners of this.topics.values()) n += listeners.size
    return n
  }

  /** Sends an event to a topic's listeners in every process. */
  async publish(topic: string, event: LiveEvent) {
    await this.database.notify(CHANNEL, encode(topic, event))
  }

  private deliver(payload: string) {
    let message: { topic: string; event: LiveEvent }
    try {
      message = JSON.parse(payload)
    } catch {
      return
    }
    const listeners = this.topics.get(message.topic)
    if (!listeners) return
    for (const listener of listeners) listener(message.event)
  }
}

function encode(topic: string, event: LiveEvent) {
  const payload = JSON.stringify({ topic, event })
  if (payload.length > MAX_PAYLOAD)
    throw new Error(`live event for ${topic} is too large (${payload.length})`)
  return payload
}

/** The topics of one user's events and of the announcements they may see. */
export const userTopic = (userId: string) => `user:${userId}`
export const companyTopic = (companyId: string) => `company:${companyId}`
export const EVERYONE_TOPIC = 'all'
