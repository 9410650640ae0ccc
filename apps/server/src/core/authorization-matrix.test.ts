import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { academyRows } from '../modules/academy/academy.authz.ts'
import { accountsRows } from '../modules/accounts/accounts.authz.ts'
import { autoAssignRows } from '../modules/accounts/auto-assign.authz.ts'
import { selfServiceRows } from '../modules/accounts/self-service.authz.ts'
import { usersRows } from '../modules/accounts/users.authz.ts'
import { activationRows } from '../modules/activation/activation.authz.ts'
import { aiRows } from '../modules/ai/ai.authz.ts'
import { coachingRows } from '../modules/coaching/coaching.authz.ts'
import { companiesRows } from '../modules/companies/companies.authz.ts'
import { dashboardsRows } from '../modules/dashboards/dashboards.authz.ts'
import { directoryRows } from '../modules/directory/directory.authz.ts'
import { featuresRows } from '../modules/features/features.authz.ts'
import { groupsRows } from '../modules/groups/groups.authz.ts'
import { guideRows } from '../modules/guide/guide.authz.ts'
import { mailRows } from '../modules/mail/mail.authz.ts'
import { marketIntelligenceRows } from '../modules/market-intelligence/market-intelligence.authz.ts'
import { notificationsRows } from '../modules/notifications/notifications.authz.ts'
import { okrRows } from '../modules/okr/okr.authz.ts'
import { ppmRows } from '../modules/ppm/ppm.authz.ts'
import { servicesRows } from '../modules/services/services.authz.ts'
import { ssoRows } from '../modules/sso/sso.authz.ts'
import { supportRows } from '../modules/support/support.authz.ts'
import { teamsRows } from '../modules/teams/teams.authz.ts'
import { tokensRows } from '../modules/tokens/tokens.authz.ts'
import { trendsRows } from '../modules/trends/trends.authz.ts'
import { webhooksRows } from '../modules/webhooks/webhooks.authz.ts'
import { whiteboardRows } from '../modules/whiteboard/whiteboard.authz.ts'
import {
  ACME_MEMBERS,
  everyone,
  globexIds,
  type MatrixContext,
  type MatrixRows,
  PERSONAS,
  type Persona,
  type Row,
} from '../test/authorization.ts'
import { type Agent, startTestApp, type TestApp } from '../test/test-app.ts'

/**
 * Every /api route × every kind of caller × objects of both companies. Each module lists its routes
 * in its `<module>.authz.ts`; the matrix must have a row for every route the app registers (the test
 * fails otherwise). Callers act from ACME unless named otherwise; "foreign" objects belong to Globex,
 * and no answer to an ACME member may carry a Globex id.
 */
const MODULES: MatrixRows[] = [
  accountsRows,
  academyRows,
  aiRows,
  activationRows,
  autoAssignRows,
  coachingRows,
  companiesRows,
  dashboardsRows,
  directoryRows,
  featuresRows,
  groupsRows,
  guideRows,
  mailRows,
  marketIntelligenceRows,
  notificationsRows,
  okrRows,
  ppmRows,
  selfServiceRows,
  servicesRows,
  ssoRows,
  supportRows,
  teamsRows,
  tokensRows,
  trendsRows,
  usersRows,
  webhooksRows,
  whiteboardRows,
]

const coreRows: MatrixRows = () => ({
  'GET /api/health': { call: (a) => a.get('/api/health'), expect: everyone },
  'GET /api/ready': { call: (a) => a.get('/api/ready'), expect: everyone },
  'GET /api/v1/features/': { call: (a) => a.get('/api/v1/features/'), expect: everyone },
})

const EMAIL: Record<Exclude<Persona, 'anonymous' | 'impersonating'>, string> = {
  user: 'user@acme.example',
  companyAdmin: 'lead@acme.example',
  otherUser: 'user@globex.example',
  admin: 'admin@example.com',
  superuser: 'super@example.com',
}

let t: TestApp
let matrix: Record<string, Row>
let context: MatrixContext

beforeAll(async () => {
  // Live streams end after a moment here, so that their answers complete like any other.
  // The assistant is on, with a provider nobody answers at: its chat stores a failed answer.
  t = await startTestApp({
    liveStreamMaxAgeMs: 30,
    features: { ai: true },
    ai: {
      baseUrl: 'http://127.0.0.1:9/v1',
      model: 'none',
      apiKey: null,
      ratePerMinute: 1000,
      monthlyTokens: 10_000_000,
    },
  })
  const admin = await t.sessionAs('super@example.com')
  const idOf = async (email: string) =>
    (await admin.get(`/api/v1/accounts/users/?search=${encodeURIComponent(email)}`)).json().results[0]
      .id as string
  const fixtures = new Map<string, Promise<unknown>>()
  context = {
    t,
    ids: {
      acme: t.world.acme.id,
      globex: t.world.globex.id,
      acmeUser: await idOf('user@acme.example'),
      globexUser: await idOf('user@globex.example'),
    },
    fixture: <T>(key: string, make: () => Promise<T>) => {
      if (!fixtures.has(key)) fixtures.set(key, make())
      return fixtures.get(key) as Promise<T>
    },
  }
  matrix = Object.assign({}, ...[coreRows, ...MODULES].map((rows) => rows(context)))
})
afterAll(() => t.close())

async function agentFor(persona: Persona): Promise<Agent> {
  if (persona === 'anonymous') return t.agent()
  if (persona === 'impersonating') {
    const admin = await t.sessionAs('admin@example.com')
    const started = await admin.post(`/api/v1/accounts/impersonate/${context.ids.acmeUser}/`)
    expect(started.statusCode).toBe(200)
    return admin
  }
  return t.sessionAs(EMAIL[persona])
}

describe('authorization matrix', () => {
  it('has a row for every API route the app registers', () => {
    const registered = t.app.apiRoutes.filter((r) => r.url !== '/api/*').map((r) => `${r.method} ${r.url}`)
    expect(registered.filter((key) => !(key in matrix))).toEqual([])
    expect(Object.keys(matrix).filter((key) => !registered.includes(key))).toEqual([])
  })

  // Every route × seven callers, with a scan for foreign ids after each: it grows with every module.
  it('runs every route as every caller, and no ACME member ever receives a Globex id', {
    timeout: 600_000,
  }, async () => {
    // Rows are built in beforeAll; run them in one test so that each failure names its route.
    for (const [route, row] of Object.entries(matrix)) {
      // Globex's ids, read once a route's first call has made any fixture it needs.
      let foreign: Set<string> | undefined
      for (const persona of PERSONAS) {
        // A fresh session per call: some calls end or change the session they came with.
        const agent = await agentFor(persona)
        const response = await row.call(agent, persona)
        expect(response.statusCode, `${route} as ${persona}: ${response.body.slice(0, 200)}`).toBe(
          row.expect(persona),
        )
        if (response.statusCode < 300 && row.check && response.body) row.check(response.json(), persona)
        if (ACME_MEMBERS.includes(persona)) {
          foreign ??= await globexIds(t, context.ids.globex)
          const leaked = [...foreign].filter((id) => response.body.includes(id))
          expect(leaked, `${route} as ${persona} answered with Globex ids`).toEqual([])
        }
        // Leave the world as it was for the next caller.
        await t.db.execute(
          sql`update users set active_company_id = (select company_id from company_memberships m where m.user_id = users.id order by m.created_at limit 1)`,
        )
      }
    }
  })
})
