/** Work the server does on its own, on a schedule: reminders that fall due, announcements that start. */
export interface Job {
  name: string
  run(): Promise<unknown>
}

/**
 * Runs each job now and then every `intervalMs`, one after another, never two rounds at once. Jobs are
 * written to be safe in several processes at once (claims and dedupe keys in the database), so every
 * process runs them. Answers a function that stops the schedule and waits for a running round.
 */
export function startJobs(
  jobs: readonly Job[],
  { intervalMs, log }: { intervalMs: number; log: { error(details: object, message: string): void } },
): () => Promise<void> {
  let running: Promise<void> = Promise.resolve()
  let stopped = false
  const round = async () => {
    for (const job of jobs) {
      if (stopped) return
      await job.run().catch((error) => log.error({ err: error, job: job.name }, 'scheduled job failed'))
    }
  }
  const tick = () => {
    running = running.then(round)
  }
  const first = setTimeout(tick, 1_000)
  const timer = setInterval(tick, intervalMs)
  first.unref()
  timer.unref()
  return async () => {
    stopped = true
    clearTimeout(first)
    clearInterval(timer)
    await running
  }
}
