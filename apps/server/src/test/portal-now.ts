import { shiftTime } from './shifted-time.ts'

/**
 * Preloaded by the e2e harness (`node --import …/dist/bin/portal-now.js …/dist/bin/server.js`, compiled by
 * scripts/build.mjs; `--import tsx --import …/portal-now.ts` for the sources): the whole
 * server process — its clock, the demo seeded "relative to today", the embedded database's now() —
 * starts at PORTAL_NOW (an ISO instant) and ticks on from there, so every run sees the same today.
 * It takes the variable out of the environment: the server itself refuses it (core/config.ts), so a
 * portal never runs on a made-up date by accident.
 */
const value = process.env.PORTAL_NOW
if (value) {
  const to = Date.parse(value)
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value) || Number.isNaN(to)) {
    throw new Error(`PORTAL_NOW: must be an ISO instant such as 2026-11-05T10:00:00Z, not "${value}"`)
  }
  shiftTime(to)
  delete process.env.PORTAL_NOW
  console.warn(`PORTAL_NOW: this process's clock starts at ${new Date(to).toISOString()} (tests only)`)
}
