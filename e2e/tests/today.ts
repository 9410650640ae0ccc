/**
 * The instant every e2e run starts at: the server's whole process (PORTAL_NOW in playwright.config.ts)
 * and every browser context (fixtures.ts) begin there and tick on. Mid-quarter on purpose, the 36th of
 * Q4's 92 days: the goals journey's pace and overdue checks hold (in a quarter's first two weeks nothing
 * is behind pace yet), whatever day the suite runs on.
 */
export const NOW = '2026-11-05T10:00:00.000Z'

/** The date `days` from the run's today, as date fields take it (YYYY-MM-DD, UTC). */
export const dayFromToday = (days: number) =>
  new Date(Date.parse(NOW) + days * 86_400_000).toISOString().slice(0, 10)
