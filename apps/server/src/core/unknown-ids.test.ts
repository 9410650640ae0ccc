import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { Agent } from '../test/test-app.ts'
import { startTestApp, type TestApp } from '../test/test-app.ts'
import type { ApiRoute } from './permissions.ts'

let t: TestApp
let agents: Record<'staff' | 'admin' | 'user' | 'acmeAdmin' | 'globexAdmin' | 'globexUser', Agent>
beforeAll(async () => {
  t = await startTestApp()
  agents = {
    staff: await t.sessionAs('super@example.com'),
    admin: await t.sessionAs('admin@example.com'),
    user: await t.sessionAs('user@acme.example'),
    acmeAdmin: await t.sessionAs('lead@acme.example'),
    globexAdmin: await t.sessionAs('hank.scorpio@globex.example'),
    globexUser: await t.sessionAs('user@globex.example'),
  }
})
afterAll(() => t.close())

/** Every route with a path parameter, each parameter replaced by `value()`. */
function routesWithIds(value: () => string) {
  return t.app.apiRoutes
    .filter((route) => route.url.includes('/:'))
    .map((route) => ({ route, url: route.url.replace(/:[a-z_]+/g, () => value()) }))
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
/** The streams answer 200 and stay open on a real scene; on an unknown one they must refuse at once. */
async function call(agent: Agent, method: string, url: string) {
  const body = method === 'GET' || method === 'DELETE' ? undefined : {}
  return agent.request(method as Method, url, body)
}

describe('an id that names nothing', () => {
  it('a random UUID in any path is never a 500, and a read or delete of it is a 404', {
    timeout: 120_000,
  }, async () => {
    const failures: string[] = []
    for (const { route, url } of routesWithIds(randomUUID)) {
      for (const [who, agent] of Object.entries(agents)) {
        const response = await call(agent, route.method, url)
        const readOrDelete = route.method === 'GET' || route.method === 'DELETE'
        const ok = readOrDelete ? [403, 404].includes(response.statusCode) : response.statusCode < 500
        if (!ok) failures.push(`${who} ${route.method} ${route.url} → ${response.statusCode}`)
      }
    }
    expect(failures).toEqual([])
  })

  it('a malformed id in any path is a 400 or 404, never a 500', { timeout: 120_000 }, async () => {
    const failures: string[] = []
    for (const malformed of ['not-an-id', '12345', '00000000-0000-0000-0000-00000000000g']) {
      for (const { route, url } of routesWithIds(() => malformed)) {
        const response = await call(agents.staff, route.method, url)
        if (![400, 403, 404].includes(response.statusCode)) {
          failures.push(`${route.method} ${route.url} (${malformed}) → ${response.statusCode}`)
        }
      }
    }
    expect(failures).toEqual([])
  })
})

/** PGlite and node-postgres both answer with `rows`; drizzle's types differ by driver. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows

/** The tables whose rows belong to one company: a `company_id` column beside an `id`. */
async function companyTables() {
  const tables = await t.db.execute(
    sql`select table_name from information_schema.columns where column_name = 'company_id' and table_schema = current_schema() and table_name <> 'company_memberships' and exists (select 1 from information_schema.columns c where c.table_name = columns.table_name and c.column_name = 'id' and c.table_schema = current_schema()) order by table_name`,
  )
  return rowsOf<{ table_name: string }>(tables).map((row) => row.table_name)
}

/**
 * ACME's ids, read from the database so a new module's tables are in without a line here: the company,
 * its members who belong to no other company, the services only it may open, and rows of every company table — one of each `level`,
 * `kind` or `type` where a table has one (a PPM programme and a measure are both `ppm_nodes`), else a few.
 */
async function acmeIds(acme: string, globex: string) {
  const ids = new Map<string, string>([[acme, 'companies']])
  const members = await t.db.execute(
    sql`select user_id::text as id from company_memberships m where company_id = ${acme} and not exists (select 1 from company_memberships o where o.user_id = m.user_id and o.company_id <> ${acme}) order by user_id limit 3`,
  )
  for (const { id } of rowsOf<{ id: string }>(members)) ids.set(id, 'users')
  // The catalogue is global; a service is ACME's when ACME may see it and Globex may not.
  const services = await t.db.execute(
    sql`select a.service_id::text as id from service_access a join services s on s.id = a.service_id left join service_access g on g.service_id = a.service_id and g.company_id = ${globex} where a.company_id = ${acme} and a.visibility <> 'hidden' and coalesce(g.visibility, s.default_visibility) = 'hidden' order by a.service_id limit 3`,
  )
  for (const { id } of rowsOf<{ id: string }>(services)) ids.set(id, 'services')
  for (const table of await companyTables()) {
    const columns = await t.db.execute(
      sql`select column_name from information_schema.columns where table_name = ${table} and table_schema = current_schema() and column_name in ('level', 'kind', 'type')`,
    )
    const kind = rowsOf<{ column_name: string }>(columns)[0]?.column_name
    const rows = kind
      ? await t.db.execute(
          sql`select distinct on (${sql.identifier(kind)}) id::text as id from ${sql.identifier(table)} where company_id = ${acme} order by ${sql.identifier(kind)}, id`,
        )
      : await t.db.execute(
          sql`select id::text as id from ${sql.identifier(table)} where company_id = ${acme} order by id limit 3`,
        )
    for (const { id } of rowsOf<{ id: string }>(rows)) ids.set(id, table)
  }
  return ids
}

/** A fingerprint of everything ACME owns: its company row, its members and every company table's rows. */
async function acmeState(acme: string) {
  const state: Record<string, string> = {}
  const digest = async (name: string, query: ReturnType<typeof sql>) => {
    state[name] = rowsOf<{ digest: string | null }>(await t.db.execute(query))[0]?.digest ?? ''
  }
  await digest('companies', sql`select md5(t::text) as digest from companies t where id = ${acme}`)
  await digest(
    'users',
    sql`select md5(coalesce(string_agg(u::text, '|' order by u.id), '')) as digest from users u join company_memberships m on m.user_id = u.id and m.company_id = ${acme}`,
  )
  for (const table of await companyTables()) {
    await digest(
      table,
      sql`select md5(coalesce(string_agg(t::text, '|' order by t.id), '')) as digest from ${sql.identifier(table)} t where company_id = ${acme}`,
    )
  }
  return state
}

/** Server-Sent Events stay open on an item the caller may see: never called with a real id as its owner. */
const isStream = (route: ApiRoute) => {
  const ok = route.endpoint.responses[200]
  return ok !== undefined && z.globalRegistry.get(ok)?.description === 'text/event-stream'
}

/** One answer, or a refusal to wait: a stream opened on another company's item must not hang the run. */
async function answer(agent: Agent, method: string, url: string) {
  let timer: NodeJS.Timeout | undefined
  const deadline = new Promise<{ statusCode: number }>((resolve) => {
    timer = setTimeout(() => resolve({ statusCode: -1 }), 10_000)
  })
  try {
    return await Promise.race([call(agent, method, url), deadline])
  } finally {
    clearTimeout(timer)
  }
}

/** `/api/v1/okr/objectives/:id/check-ins/` → `/api/v1/okr/objectives/:id`: the kind of item an address names. */
const itemOf = (route: ApiRoute) => `${route.url.slice(0, route.url.indexOf('/:'))}/:id`
const fill = (route: ApiRoute, id: string) => route.url.replace(/:[a-z_]+/g, id)

/**
 * The tables an address's ids may come from, by name: `…/key-results/:id` → `okr_key_results`, else the
 * module's tables (`/ppm/measure-packages/:id` → `ppm_…`), else none.
 */
function tablesFor(item: string, tables: string[]) {
  const [, , , module, ...rest] = item.split('/')
  const resource = rest.filter((part) => part !== ':id').at(-1) ?? module!
  const stem = resource
    .replace(/-/g, '_')
    .replace(/ies$/, 'y')
    .replace(/(?<=s)es$|s$/, '')
  const named = tables.filter((table) => table.includes(stem))
  if (named.length > 0) return named
  const prefix = module!.split('_')[0]!
  return tables.filter((table) => table.startsWith(`${prefix}_`))
}

describe('another company’s id', () => {
  it('answers a Globex user on every {id} route exactly as an id that names nothing, and changes nothing of ACME’s', {
    timeout: 600_000,
  }, async () => {
    const acme = t.world.acme.id
    const pool = await acmeIds(acme, t.world.globex.id)
    const byTable = new Map<string, string[]>()
    for (const [id, table] of pool) byTable.set(table, [...(byTable.get(table) ?? []), id])
    const tables = [...byTable.keys()]
    const routes = t.app.apiRoutes.filter((route) => /\/:[a-z_]*id\b/.test(route.url))
    const items = [...new Set(routes.map(itemOf))]

    // Which of ACME's ids each kind of item takes: those ACME's own admin reads there (a GET of the item
    // or of anything under it). Tables named like the item are tried first, then one id of every table.
    const readable = new Map<string, string[]>()
    for (const item of items) {
      const reads = routes.filter(
        (route) => itemOf(route) === item && route.method === 'GET' && !isStream(route),
      )
      if (reads.length === 0) continue
      const named = tablesFor(item, tables).flatMap((table) => byTable.get(table)!)
      const others = [...byTable.values()].map((ids) => ids[0]!).filter((id) => !named.includes(id))
      for (const candidates of [named, others]) {
        for (const id of candidates) {
          for (const route of reads) {
            const status = (await call(agents.acmeAdmin, 'GET', fill(route, id))).statusCode
            if (status >= 200 && status < 300) {
              readable.set(item, [...(readable.get(item) ?? []), id])
              break
            }
          }
        }
        if (readable.has(item)) break
      }
    }
    // An item without a read of its own (only changes: PPM reports, saved views, signals…) takes the ids
    // of the tables named like it; global content (guide, academy, the trend library) takes none of ACME's.
    const idsFor = (item: string) =>
      readable.get(item) ?? tablesFor(item, tables).flatMap((table) => byTable.get(table)!)

    // The items a Globex user asks for include the ones the issue names.
    const covered = new Set([...readable.values()].flat().map((id) => pool.get(id)))
    for (const kind of [
      'okr_objectives',
      'teams',
      'users',
      'companies',
      'services',
      'ppm_nodes',
      'trend_hubs',
      'whiteboard_scenes',
    ]) {
      expect(covered, `no readable ACME id of ${kind}`).toContain(kind)
    }

    const before = await acmeState(acme)
    const failures: string[] = []
    let asked = 0
    // Reads first, then changes, deletes last: a wrong delete would hide later answers.
    const order: Record<string, number> = { GET: 0, DELETE: 2 }
    for (const route of [...routes].sort((a, b) => (order[a.method] ?? 1) - (order[b.method] ?? 1))) {
      const askers =
        route.method === 'GET' ? (['globexAdmin', 'globexUser'] as const) : (['globexAdmin'] as const)
      for (const who of askers) {
        const unknown = (await answer(agents[who], route.method, fill(route, randomUUID()))).statusCode
        for (const id of idsFor(itemOf(route))) {
          asked++
          const foreign = (await answer(agents[who], route.method, fill(route, id))).statusCode
          const readOrDelete = route.method === 'GET' || route.method === 'DELETE'
          const refused = readOrDelete ? [403, 404].includes(foreign) : foreign >= 400 && foreign < 500
          if (foreign !== unknown || !refused) {
            failures.push(
              `${who} ${route.method} ${route.url} with ACME's ${pool.get(id)} → ${foreign} (unknown id: ${unknown})`,
            )
          }
        }
      }
    }
    expect(failures).toEqual([])
    // ACME's items were asked for, not only ids that name nothing (more asks than addresses).
    expect(asked).toBeGreaterThan(routes.length)
    expect(await acmeState(acme)).toEqual(before)
  })
})
