import { periodRange, quarterOf } from '@portal/contracts/okr'
import type { TestApp } from '../../test/test-app.ts'
import { today } from './pace.ts'

/** Helpers the OKR tests share: demo ids by name and request bodies with sensible defaults. */

export const API = '/api/v1/okr'

export const personId = (t: TestApp, email: string) => t.world.users[email]!.id
export const acmeOkr = (t: TestApp) => t.world.okr.acme
export const globexOkr = (t: TestApp) => t.world.okr.globex

/** The current quarter, as the demo data uses it. */
export const currentPeriod = () => periodRange(quarterOf(today()))

export function objectiveBody(t: TestApp, overrides: Record<string, unknown> = {}) {
  const { start, end } = currentPeriod()
  return {
    title: `Objective ${crypto.randomUUID().slice(0, 8)}`,
    owner_id: personId(t, 'user@acme.example'),
    period_start: start,
    period_end: end,
    ...overrides,
  }
}

export function keyResultBody(objectiveId: string, overrides: Record<string, unknown> = {}) {
  return {
    objective_id: objectiveId,
    title: `Key result ${crypto.randomUUID().slice(0, 8)}`,
    metric: 'number',
    start_value: 0,
    target_value: 10,
    ...overrides,
  }
}

export const titles = (body: { results: { title: string }[] }) => body.results.map((item) => item.title)
