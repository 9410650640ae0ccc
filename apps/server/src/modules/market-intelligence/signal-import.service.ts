import {
  SIGNAL_IMPORT_MAX_ROWS,
  type SignalImportInput,
  type SignalImportReport,
  signalInput,
} from '@portal/contracts/market-intelligence'
import { and, inArray, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Database } from '../../core/db.ts'
import {
  assertRowLimit,
  cellList,
  chunks,
  type ImportReason,
  importRecords,
  issueReasons,
} from '../../core/import-file.ts'
import { scope, type Tenant } from '../../core/tenancy.ts'
import { competitors, signals, sources } from './market-intelligence.tables.ts'

/** A row of a file: a signal with its source and competitor by name, and the feed's id. */
const { source_id: _source, competitor_id: _competitor, ...signalFields } = signalInput.shape
const importRow = z.object({
  ...signalFields,
  kind: signalFields.kind.default('news'),
  external_id: z.string().trim().max(200).nullable().default(null),
  source: z.string().trim().min(1).max(120),
  competitor: z.string().trim().max(120).nullable().default(null),
})
type ImportRow = z.infer<typeof importRow>

/** The report as the service makes it: refusal reasons still as catalogue keys (the route translates). */
export type SignalImportResult = Omit<SignalImportReport, 'refused'> & {
  refused: { row: number; external_id: string | null; reasons: ImportReason[] }[]
}

const LOOKUP_CHUNK = 1000
const WRITE_CHUNK = 500

/**
 * Signals from a JSON or CSV file (ADR 40). Each row is checked like a hand-made signal; its key is its
 * `external_id`, or its `url` when it has none, and a row with neither is refused. A key the company
 * already has updates that signal, others create one, so the same file twice changes nothing the second
 * time. Sources and competitors are named: an unknown competitor refuses the row, an unknown source becomes
 * a new source record. A dry run (the preview) answers the same report and writes nothing.
 */
export async function importSignals(
  db: Database,
  tenant: Tenant,
  input: SignalImportInput,
): Promise<SignalImportResult> {
  const records = importRecords(input.format, input.content, 'title', 'api.fields.import_signal_content')
  assertRowLimit(records, SIGNAL_IMPORT_MAX_ROWS)
  const report: SignalImportResult = {
    dry_run: input.dry_run,
    created: [],
    updated: [],
    refused: [],
    new_sources: [],
  }
  const valid: { row: number; key: string; value: ImportRow }[] = []
  const seen = new Map<string, number>()
  for (const [index, record] of records.entries()) {
    const row = index + 1
    const parsed = importRow.safeParse(input.format === 'csv' ? fromCsv(record) : record)
    const given = keyOf(record)
    if (!parsed.success) {
      report.refused.push({ row, external_id: given, reasons: issueReasons(parsed.error.issues) })
      continue
    }
    const key = parsed.data.external_id || parsed.data.url
    if (!key) {
      report.refused.push({
        row,
        external_id: null,
        reasons: [{ field: 'external_id', key: 'api.fields.import_key_required' }],
      })
      continue
    }
    const first = seen.get(key)
    if (first !== undefined) {
      report.refused.push({
        row,
        external_id: key,
        reasons: [{ field: 'external_id', key: 'api.fields.import_duplicate_row', vars: { row: first } }],
      })
      continue
    }
    seen.set(key, row)
    valid.push({ row, key, value: parsed.data })
  }

  // The company's competitors and sources by name, and the signals it already has by key: read once.
  const competitorIds = await idsByName(db, tenant, competitors)
  const sourceIds = await idsByName(db, tenant, sources)
  const existing = new Set<string>()
  for (const keys of chunks(
    valid.map((v) => v.key),
    LOOKUP_CHUNK,
  )) {
    const found = await db
      .select({ key: signals.externalId })
      .from(signals)
      .where(scope(signals, tenant).where(inArray(signals.externalId, keys)))
    for (const f of found) existing.add(f.key!)
  }

  const newSources = new Map<string, string>()
  const accepted: (typeof valid)[number][] = []
  for (const item of valid) {
    const { competitor, source } = item.value
    if (competitor && !competitorIds.has(competitor.toLowerCase())) {
      report.refused.push({
        row: item.row,
        external_id: item.key,
        reasons: [{ field: 'competitor', key: 'api.fields.unknown_competitor', vars: { name: competitor } }],
      })
      continue
    }
    if (!sourceIds.has(source.toLowerCase()) && !newSources.has(source.toLowerCase())) {
      newSources.set(source.toLowerCase(), source)
    }
    accepted.push(item)
    const entry = { row: item.row, external_id: item.key, title: item.value.title }
    ;(existing.has(item.key) ? report.updated : report.created).push(entry)
  }
  report.new_sources = [...newSources.values()]
  report.refused.sort((a, b) => a.row - b.row)
  if (input.dry_run || accepted.length === 0) return report

  await db.transaction(async (tx) => {
    const t: Database = tx
    if (newSources.size) {
      const made = await t
        .insert(sources)
        .values([...newSources.values()].map((name) => scope(sources, tenant).row({ name, kind: 'other' })))
        .returning({ id: sources.id, name: sources.name })
      for (const m of made) sourceIds.set(m.name.toLowerCase(), m.id)
    }
    for (const batch of chunks(accepted, WRITE_CHUNK)) {
      await t
        .insert(signals)
        .values(
          batch.map(({ key, value }) =>
            scope(signals, tenant).row({
              kind: value.kind,
              title: value.title,
              summary: value.summary,
              sourceId: sourceIds.get(value.source.toLowerCase())!,
              url: value.url,
              occurredOn: value.occurred_on,
              competitorId: value.competitor ? competitorIds.get(value.competitor.toLowerCase())! : null,
              tags: [...new Set(value.tags)],
              externalId: key,
              createdBy: tenant.principal.userId,
            }),
          ),
        )
        .onConflictDoUpdate({
          target: [signals.companyId, signals.externalId],
          set: {
            kind: sql`excluded.kind`,
            title: sql`excluded.title`,
            summary: sql`excluded.summary`,
            sourceId: sql`excluded.source_id`,
            url: sql`excluded.url`,
            occurredOn: sql`excluded.occurred_on`,
            competitorId: sql`excluded.competitor_id`,
            tags: sql`excluded.tags`,
          },
        })
    }
  })
  return report
}

/** The company's rows of a named table, by lower-case name. */
async function idsByName(db: Database, tenant: Tenant, table: typeof competitors | typeof sources) {
  const rows = await db
    .select({ id: table.id, name: table.name })
    .from(table as typeof competitors)
    .where(and(scope(table, tenant).where()))
  return new Map(rows.map((r) => [r.name.toLowerCase(), r.id]))
}

function keyOf(record: unknown): string | null {
  const r = record as { external_id?: unknown; url?: unknown } | null
  for (const value of [r?.external_id, r?.url]) {
    if (typeof value === 'string' && value.trim()) return value.trim()
  }
  return null
}

/**
 * A CSV record as the row schema reads it: columns external_id, kind, title, summary, source, url,
 * occurred_on, competitor and tags (split by `;`); an empty cell is a missing value.
 */
function fromCsv(record: unknown): Record<string, unknown> {
  const r = record as Record<string, string | undefined>
  const cell = (name: string) => (r[name] ? r[name] : undefined)
  return {
    external_id: cell('external_id'),
    kind: cell('kind'),
    title: cell('title'),
    summary: cell('summary'),
    source: cell('source'),
    url: cell('url'),
    occurred_on: cell('occurred_on'),
    competitor: cell('competitor'),
    tags: cellList(r.tags),
  }
}
