import { existsSync } from 'node:fs'
import { okrDiagramRequest, okrTableRequest } from '@portal/contracts/okr-table'
import { openDatabase } from '@portal/server/core/db'
import { users } from '@portal/server/core/identity.tables'
import { countQueries } from '@portal/server/core/query-count'
import type { Tenant } from '@portal/server/core/tenancy'
import { okrDiagram } from '@portal/server/modules/okr/diagram.service'
import { okrTable } from '@portal/server/modules/okr/table.service'
import { eq, sql } from 'drizzle-orm'
import { BENCH_USER, generateOkrDataSet } from './okr-data.ts'
import { SCENARIOS } from './okr-scenarios.ts'

/**
 * Profiling aid for the OKR benchmark: keeps one generated data set (a PGlite folder, or the database
 * of OKR_PROFILE_URL), calls the table and diagram services in-process for each scenario and prints
 * per-request wall and CPU time (with PGlite the CPU includes the database), and with PLANS=1 each
 * statement's plan. Usage: npx tsx bench/okr-profile.ts [dataDir]
 */
const url = process.env.OKR_PROFILE_URL
const dir = process.argv[2] ?? '/tmp/portal-okr-profile'
const fresh = url ? false : !existsSync(dir)
const handle = url
  ? openDatabase({ kind: 'postgres', url }, { countQueries: true })
  : openDatabase({ kind: 'pglite', dataDir: dir }, { countQueries: true })
await handle.migrate()
const today = new Date().toISOString().slice(0, 10)
const [existing] = await handle.db.select().from(users).where(eq(users.email, BENCH_USER.email))
if (fresh || !existing) {
  await generateOkrDataSet(handle.db, today)
  await handle.db.execute(sql`analyze`)
}
const [bench] = await handle.db.select().from(users).where(eq(users.email, BENCH_USER.email))
const tenant = {
  companyId: bench!.activeCompanyId!,
  principal: { userId: bench!.id, email: bench!.email, impersonatorId: null },
  canManage: false,
} as unknown as Tenant
const print = (line: string) => process.stdout.write(`${line}\n`)
/** pg's Pool and PGlite both take `query(text, params)`; drizzle hands out its client. */
const client = (
  handle.db as unknown as {
    $client: { query(text: string, params: unknown[]): Promise<{ rows: unknown[] }> }
  }
).$client
const runs = Number(process.env.RUNS ?? 40)
for (const [index, scenario] of SCENARIOS.entries()) {
  if (process.env.ONLY !== undefined && process.env.ONLY !== String(index)) continue
  const call = (): Promise<unknown> =>
    scenario.path.includes('table')
      ? okrTable(handle.db, tenant, okrTableRequest.parse(scenario.body))
      : okrDiagram(handle.db, tenant, okrDiagramRequest.parse(scenario.body))
  for (let i = 0; i < 5; i++) await call()
  const times: number[] = []
  const cpuBefore = process.cpuUsage()
  for (let i = 0; i < runs; i++) {
    const started = performance.now()
    await call()
    times.push(performance.now() - started)
  }
  const cpu = process.cpuUsage(cpuBefore)
  const cpuMs = ((cpu.user + cpu.system) / 1000 / runs).toFixed(1)
  times.sort((a, b) => a - b)
  const { queries, params } = await countQueries(call)
  const at = (q: number) => times[Math.ceil(q * times.length) - 1]!.toFixed(1)
  print(`${scenario.name}: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, CPU ${cpuMs} ms, ${queries.length} queries`)
  if (process.env.STATEMENTS) {
    for (const [i, query] of queries.entries()) {
      const before = process.cpuUsage()
      for (let k = 0; k < 30; k++) await client.query(query, params[i] ?? [])
      const used = process.cpuUsage(before)
      print(`  ${((used.user + used.system) / 30000).toFixed(2)} ms CPU: ${query.slice(0, 150)}`)
    }
  }
  if (process.env.PLANS) {
    for (const [i, query] of queries.entries()) {
      const plan = await client.query(`explain (analyze, costs off) ${query}`, params[i] ?? [])
      const lines = plan.rows.map((row) => Object.values(row as object)[0])
      print(`  ${query.slice(0, 200)}\n    ${lines.join('\n    ')}`)
    }
  }
}
await handle.close()
