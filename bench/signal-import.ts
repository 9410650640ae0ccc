import { performance } from 'node:perf_hooks'
import { openDatabase } from '../apps/server/src/core/db.ts'
import { companies, users } from '../apps/server/src/core/identity.tables.ts'
import type { Principal } from '../apps/server/src/core/principal.ts'
import type { Tenant } from '../apps/server/src/core/tenancy.ts'
import { competitors } from '../apps/server/src/modules/market-intelligence/market-intelligence.tables.ts'
import { importSignals } from '../apps/server/src/modules/market-intelligence/signal-import.service.ts'

/**
 * Import of 5,000 market signals (the most one file may hold) as CSV into a fresh embedded database
 * (PGlite): the preview, the import, and the same file again (all updates), with 40 sources and 5
 * competitors named by the rows: `npm run bench:signal-import -w bench`.
 */
const say = (line: string) => process.stdout.write(`${line}\n`)
const database = openDatabase({ kind: 'pglite', dataDir: null })
await database.migrate()
const db = database.db
const [company] = await db.insert(companies).values({ name: 'Bench' }).returning({ id: companies.id })
const [user] = await db.insert(users).values({ email: 'bench@example.com' }).returning({ id: users.id })
const rivals = ['Initech', 'Hooli', 'Umbrella', 'Vandelay', 'Globex']
await db.insert(competitors).values(rivals.map((name) => ({ companyId: company!.id, name })))
const tenant = {
  companyId: company!.id,
  canManage: true,
  principal: { userId: user!.id, activeCompanyId: company!.id, isMember: true } as Principal,
} satisfies Tenant

const ROWS = 5000
const lines = ['external_id,kind,title,summary,source,url,occurred_on,competitor,tags']
for (let i = 0; i < ROWS; i++) {
  const day = new Date(Date.UTC(2025, 0, 1) + (i % 600) * 86_400_000).toISOString().slice(0, 10)
  lines.push(
    `feed-${i},${i % 3 ? 'news' : 'note'},Signal ${i} about pricing,"A generated signal, number ${i}.",Outlet ${i % 40},https://news.example.com/${i},${day},${i % 4 ? rivals[i % 5] : ''},pricing;bench`,
  )
}
const content = lines.join('\n')

async function timed(label: string, dryRun: boolean) {
  const started = performance.now()
  const report = await importSignals(db, tenant, { format: 'csv', content, dry_run: dryRun })
  const seconds = (performance.now() - started) / 1000
  const rows = report.created.length + report.updated.length
  say(
    `${label}: ${report.created.length} new, ${report.updated.length} updated, ${report.refused.length} refused, ${report.new_sources.length} new sources in ${seconds.toFixed(2)} s = ${Math.round(rows / seconds)} rows/s`,
  )
}
await timed('preview', true)
await timed('import', false)
await timed('re-import', false)
await database.close()
