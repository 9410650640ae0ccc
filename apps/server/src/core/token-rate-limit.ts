import type { Clock } from './clock.ts'

const WINDOW_MS = 60_000

/**
 * Requests per API token per minute, in fixed one-minute windows (ADR 29). Per process: behind a load
 * balancer of N processes a token gets at most N times its rate.
 */
export class TokenRateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>()

  constructor(private readonly clock: Clock) {}

  /** Counts a request; 0 when it may go on, else the whole seconds until the token may call again. */
  take(tokenId: string, perMinute: number): number {
    const now = this.clock().getTime()
    let window = this.windows.get(tokenId)
    if (!window || now - window.start >= WINDOW_MS) {
      if (this.windows.size > 10_000) this.forgetOld(now)
      window = { start: now, count: 0 }
      this.windows.set(tokenId, window)
    }
    if (window.count >= perMinute) return Math.max(1, Math.ceil((window.start + WINDOW_MS - now) / 1000))
    window.count += 1
    return 0
  }

  private forgetOld(now: number) {
    for (const [id, window] of this.windows) if (now - window.start >= WINDOW_MS) this.windows.delete(id)
  }
}
