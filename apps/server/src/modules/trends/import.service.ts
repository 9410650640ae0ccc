import { LOCALES } from '@portal/contracts/locales'
import {
  type ImportReport,
  type MicrotrendImportInput,
  type MicrotrendInput,
  microtrendInput,
  TREND_PICTURE_URL,
} from '@portal/contracts/trends'
import type { Texts } from '@portal/i18n/texts'
import { inArray, sql } from 'drizzle-orm'
import type { Database } from '../../core/db.ts'
import {
  assertRowLimit,
  cellList,
  chunks,
  type ImportReason,
  importRecords,
  issueReasons,
  localizeReasons,
} from '../../core/import-file.ts'
import { microtrendValues, writeTitleKeys } from './library.service.ts'
import {
  type PictureRef,
  PictureRefused,
  pictureMessage,
  pictureRefOf,
  writePictures,
} from './pictures.service.ts'
import {
  industries,
  innovations,
  macrotrends,
  microtrendIndustries,
  microtrendInnovations,
  microtrendMacrotrends,
  microtrends,
  pictures,
  searchIndexName,
  titleKeys,
} from './trends.tables.ts'

/** At most this many microtrends per file: a feed larger than that comes in several files. */
export const IMPORT_MAX_ROWS = 20_000

/**
 * A feed file into the library (ADR 26): every row is checked like a hand-made microtrend; rows with an
 * external id already stored update it, others create one, rows without an external id or with errors
 * are refused (each with its reasons). Importing the same file twice changes nothing the second time
 * (pictures are kept by their bytes). A dry run reports the same without writing. Pictures come inline as
 * data: files (checked and resized like an upload) or as addresses of the trend's own stored pictures.
 */
export async function importMicrotrends(db: Database, input: MicrotrendImportInput): Promise<ImportOutcome> {
  // The file is read as every import reads one (ADR 40): JSON or CSV with `external_id` in its header.
  const records = importRecords(input.format, input.content, 'external_id')
  assertRowLimit(records, IMPORT_MAX_ROWS)
  const raw = input.format === 'csv' ? records.map(fromCsv) : records
  const report: ImportOutcome = { dry_run: input.dry_run, created: [], updated: [], refused: [] }
  const valid: { row: number; value: Row }[] = []
  const seen = new Map<string, number>()
  for (const [index, item] of raw.entries()) {
    const row = index + 1
    const parsed = microtrendInput.safeParse(item)
    const externalId = externalIdOf(item)
    if (!parsed.success) {
      // The same field messages as a refused hand-made trend (problem+json), with the row as the whole.
      report.refused.push({ row, external_id: externalId, reasons: issueReasons(parsed.error.issues, 'row') })
      continue
    }
    if (!parsed.data.external_id) {
      report.refused.push({
        row,
        external_id: null,
        reasons: [{ field: 'external_id', key: 'api.fields.required' }],
      })
      continue
    }
    const id = parsed.data.external_id
    if (seen.has(id)) {
      report.refused.push({
        row,
        external_id: id,
        reasons: [{ field: 'external_id', key: 'api.trends.import_same_id', vars: { row: seen.get(id)! } }],
      })
      continue
    }
    seen.set(id, row)
    valid.push({ row, value: { ...parsed.data, external_id: id } })
  }

  // What the file links to and what it updates, each read once for the whole file (not per row).
  const known = await knownLinks(
    db,
    valid.map((v) => v.value),
  )
  const existing = new Map<string, string>()
  for (const ids of chunks(
    valid.map((v) => v.value.external_id),
    LOOKUP_CHUNK,
  )) {
    const found = await db
      .select({ id: microtrends.id, externalId: microtrends.externalId })
      .from(microtrends)
      .where(inArray(microtrends.externalId, ids))
    for (const f of found) existing.set(f.externalId!, f.id)
  }
  const storedIds = valid.flatMap((v) =>
    v.value.pictures.flatMap((p) => TREND_PICTURE_URL.exec(p)?.[1]?.toLowerCase() ?? []),
  )
  const pictureOwner = new Map<string, string>()
  for (const ids of chunks([...new Set(storedIds)], LOOKUP_CHUNK)) {
    const found = await db
      .select({ id: pictures.id, microtrendId: pictures.microtrendId })
      .from(pictures)
      .where(inArray(pictures.id, ids))
    for (const f of found) pictureOwner.set(f.id, f.microtrendId)
  }

  const accepted: Accepted[] = []
  for (const { row, value } of valid) {
    const reasons: ImportReason[] = Object.keys(known.unknownOf(value)).map((field) => ({
      field,
      key: 'api.fields.unknown_trend_link',
    }))
    const ownId = existing.get(value.external_id)
    const refs: PictureRef[] = []
    for (const [index, picture] of value.pictures.entries()) {
      try {
        const ref = await pictureRefOf(picture)
        if (ref.kind === 'stored' && (!ownId || pictureOwner.get(ref.id) !== ownId)) {
          throw new PictureRefused('api.fields.trend_picture_ref')
        }
        refs.push(ref)
      } catch (error) {
        if (!(error instanceof PictureRefused)) throw error
        reasons.push({ field: `pictures.${index}`, ...pictureMessage(error) })
      }
    }
    if (reasons.length) {
      report.refused.push({ row, external_id: value.external_id, reasons })
      continue
    }
    accepted.push({ value, refs })
    ;(ownId ? report.updated : report.created).push(value.external_id)
  }
  report.refused.sort((a, b) => a.row - b.row)
  if (input.dry_run || accepted.length === 0) return report

  // Batches: one upsert per IMPORT_BATCH trends, their links replaced with a statement per table.
  await db.transaction(async (tx) => {
    const t: Database = tx
    for (const batch of chunks(accepted, IMPORT_BATCH)) {
      const now = new Date()
      const rows = await t
        .insert(microtrends)
        .values(batch.map(({ value }) => ({ ...microtrendValues(value), updatedAt: now })))
        .onConflictDoUpdate({
          target: microtrends.externalId,
          set: {
            translations: sql`excluded.translations`,
            createdAtExternal: sql`excluded.created_at_external`,
            updatedAt: now,
          },
        })
        .returning({ id: microtrends.id, externalId: microtrends.externalId })
      const idOf = new Map(rows.map((r) => [r.externalId!, r.id]))
      const ids = rows.map((r) => r.id)
      for (const [table, field] of LINKS) {
        await t.delete(table).where(inArray(table.microtrendId, ids))
        const links = batch.flatMap(({ value }) =>
          [...new Set(value[field])].map((targetId) => ({
            microtrendId: idOf.get(value.external_id)!,
            targetId,
          })),
        )
        for (const part of chunks(links, LINK_CHUNK)) await t.insert(table).values(part)
      }
      await writeTitleKeys(t, ids)
      const withoutPictures = batch
        .filter((a) => a.refs.length === 0)
        .map((a) => idOf.get(a.value.external_id)!)
      if (withoutPictures.length)
        await t.delete(pictures).where(inArray(pictures.microtrendId, withoutPictures))
      for (const { value, refs } of batch) {
        if (refs.length) await writePictures(t, idOf.get(value.external_id)!, refs)
      }
    }
    // GIN indexes take many new rows into a pending list; searches read that list whole until it is
    // merged. PGlite has no autovacuum to merge it, so the import merges it now, in one go (ADR 32).
    for (const locale of LOCALES) {
      await t.execute(sql`select gin_clean_pending_list(${searchIndexName(locale)}::regclass)`)
    }
    // Fresh statistics: the library's estimated counts come from them (ADR 41), and PGlite has no
    // autovacuum to gather them after a large import.
    for (const table of [
      microtrends,
      microtrendMacrotrends,
      microtrendIndustries,
      microtrendInnovations,
      titleKeys,
    ]) {
      await t.execute(sql`analyze ${table}`)
    }
  })
  return report
}

/** The import's report before it is put in words: what `localizedReport` turns into an `ImportReport`. */
export interface ImportOutcome extends Omit<ImportReport, 'refused'> {
  refused: { row: number; external_id: string | null; reasons: ImportReason[] }[]
}

/** The report in the caller's language: each reason is its field and the catalogue's message. */
export const localizedReport = (outcome: ImportOutcome, t: Texts): ImportReport => ({
  ...outcome,
  refused: outcome.refused.map((r) => ({
    ...r,
    reasons: localizeReasons(t, r.reasons),
  })),
})

type Row = MicrotrendInput & { external_id: string }
interface Accepted {
  value: Row
  refs: PictureRef[]
}

/** Rows written per statement; link rows per insert (two parameters each, far below the limit). */
const IMPORT_BATCH = 500
const LINK_CHUNK = 5000
const LOOKUP_CHUNK = 1000

type LinkTable = typeof microtrendIndustries
const LINKS = [
  [microtrendMacrotrends as unknown as LinkTable, 'macrotrend_ids'],
  [microtrendIndustries, 'industry_ids'],
  [microtrendInnovations as unknown as LinkTable, 'innovation_ids'],
] as const

/** Which of the ids the rows link to exist: one query per target table for the whole file. */
async function knownLinks(db: Database, rows: MicrotrendInput[]) {
  const targets = [
    ['macrotrend_ids', macrotrends],
    ['industry_ids', industries],
    ['innovation_ids', innovations],
  ] as const
  const found = new Map<string, Set<string>>()
  for (const [field, table] of targets) {
    const wanted = [...new Set(rows.flatMap((r) => r[field]))]
    const set = new Set<string>()
    for (const ids of chunks(wanted, LOOKUP_CHUNK)) {
      const t = table as unknown as typeof industries
      for (const r of await db.select({ id: t.id }).from(t).where(inArray(t.id, ids))) set.add(r.id)
    }
    found.set(field, set)
  }
  return {
    unknownOf: (row: MicrotrendInput) =>
      Object.fromEntries(
        targets
          .filter(([field]) => row[field].some((id) => !found.get(field)!.has(id)))
          .map(([field]) => [field, true]),
      ),
  }
}

function externalIdOf(item: unknown): string | null {
  const value = (item as { external_id?: unknown } | null)?.external_id
  return typeof value === 'string' && value.trim() ? value.trim() : null
}

/**
 * CSV columns: external_id, created_at_external, title_<locale> and summary_<locale> per locale,
 * pictures (data: files or our picture addresses, split by `;` before each), macrotrend_ids, industry_ids,
 * innovation_ids (lists split by `;`).
 */
function fromCsv(record: unknown): Record<string, unknown> {
  const r = record as Record<string, string | undefined>
  const translations: Record<string, { title: string; summary: string }> = {}
  for (const locale of LOCALES) {
    const title = r[`title_${locale}`]
    if (title) translations[locale] = { title, summary: r[`summary_${locale}`] ?? '' }
  }
  return {
    external_id: r.external_id || null,
    translations,
    pictures: r.pictures
      ? r.pictures
          .split(/;(?=\s*(?:data:|\/api\/))/)
          .map((p) => p.trim())
          .filter(Boolean)
      : [],
    created_at_external: r.created_at_external || null,
    macrotrend_ids: cellList(r.macrotrend_ids),
    industry_ids: cellList(r.industry_ids),
    innovation_ids: cellList(r.innovation_ids),
  }
}
