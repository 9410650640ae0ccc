import { LOCALES } from '@portal/contracts/locales'
import {
  type ImportReport,
  type MicrotrendImportInput,
  type MicrotrendInput,
  microtrendInput,
} from '@portal/contracts/trends'
import { eq, inArray } from 'drizzle-orm'
import Papa from 'papaparse'
import type { Database } from '../../core/db.ts'
import { AppError } from '../../core/errors.ts'
import { microtrendValues, unknownLinks, writeLinks } from './library.service.ts'
import { microtrends } from './trends.tables.ts'

/** At most this many microtrends per file: a feed larger than that comes in several files. */
export const IMPORT_MAX_ROWS = 20_000

/**
 * A feed file into the library (ADR 26): every row is checked like a hand-made microtrend; rows with an
 * external id already stored update it, others create one, rows without an external id or with errors
 * are refused (each with its reasons). Importing the same file twice changes nothing the second time.
 * A dry run reports the same without writing.
 */
export async function importMicrotrends(db: Database, input: MicrotrendImportInput): Promise<ImportReport> {
  const raw = input.format === 'json' ? jsonRows(input.content) : csvRows(input.content)
  if (raw.length > IMPORT_MAX_ROWS) {
    throw new AppError(400, 'api.errors.validation', {
      fields: { content: [{ key: 'api.fields.too_many_entries', vars: { count: IMPORT_MAX_ROWS } }] },
    })
  }
  const report: ImportReport = { dry_run: input.dry_run, created: [], updated: [], refused: [] }
  const accepted: { row: number; value: MicrotrendInput & { external_id: string } }[] = []
  const seen = new Map<string, number>()
  for (const [index, item] of raw.entries()) {
    const row = index + 1
    const parsed = microtrendInput.safeParse(item)
    const externalId = externalIdOf(item)
    if (!parsed.success) {
      const reasons = parsed.error.issues.map((i) => `${i.path.join('.') || 'row'}: ${i.message}`)
      report.refused.push({ row, external_id: externalId, reasons })
      continue
    }
    if (!parsed.data.external_id) {
      report.refused.push({ row, external_id: null, reasons: ['external_id: required'] })
      continue
    }
    const id = parsed.data.external_id
    if (seen.has(id)) {
      report.refused.push({ row, external_id: id, reasons: [`external_id: also in row ${seen.get(id)}`] })
      continue
    }
    seen.set(id, row)
    const bad = await unknownLinks(db, parsed.data)
    if (Object.keys(bad).length) {
      report.refused.push({ row, external_id: id, reasons: Object.keys(bad).map((f) => `${f}: unknown id`) })
      continue
    }
    accepted.push({ row, value: { ...parsed.data, external_id: id } })
  }

  const existing = new Map<string, string>()
  const ids = accepted.map((a) => a.value.external_id)
  for (let i = 0; i < ids.length; i += 1000) {
    const found = await db
      .select({ id: microtrends.id, externalId: microtrends.externalId })
      .from(microtrends)
      .where(inArray(microtrends.externalId, ids.slice(i, i + 1000)))
    for (const f of found) existing.set(f.externalId!, f.id)
  }
  for (const { value } of accepted) {
    ;(existing.has(value.external_id) ? report.updated : report.created).push(value.external_id)
  }
  if (input.dry_run || accepted.length === 0) return report

  await db.transaction(async (tx) => {
    const t = tx as unknown as Database
    for (const { value } of accepted) {
      const id = existing.get(value.external_id)
      if (id) {
        await t
          .update(microtrends)
          .set({ ...microtrendValues(value), updatedAt: new Date() })
          .where(eq(microtrends.id, id))
        await writeLinks(t, id, value)
      } else {
        const [row] = await t
          .insert(microtrends)
          .values(microtrendValues(value))
          .returning({ id: microtrends.id })
        await writeLinks(t, row!.id, value)
      }
    }
  })
  return report
}

function externalIdOf(item: unknown): string | null {
  const value = (item as { external_id?: unknown } | null)?.external_id
  return typeof value === 'string' && value.trim() ? value.trim() : null
}

function jsonRows(content: string): unknown[] {
  let value: unknown
  try {
    value = JSON.parse(content)
  } catch {
    throw contentError()
  }
  const items = Array.isArray(value) ? value : (value as { results?: unknown })?.results
  if (!Array.isArray(items)) throw contentError()
  return items
}

/**
 * CSV columns: external_id, created_at_external, title_<locale> and summary_<locale> per locale,
 * pictures, preview_picture_url, macrotrend_ids, industry_ids, innovation_ids (lists split by `;`).
 */
function csvRows(content: string): unknown[] {
  const parsed = Papa.parse<Record<string, string>>(content.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transform: (value) => value.trim(),
  })
  if (!parsed.meta.fields?.includes('external_id')) throw contentError()
  const records = parsed.data
  const list = (text: string | undefined) =>
    text
      ? text
          .split(';')
          .map((s) => s.trim())
          .filter(Boolean)
      : []
  return records.map((r) => {
    const translations: Record<string, { title: string; summary: string }> = {}
    for (const locale of LOCALES) {
      const title = r[`title_${locale}`]
      if (title) translations[locale] = { title, summary: r[`summary_${locale}`] ?? '' }
    }
    return {
      external_id: r.external_id || null,
      translations,
      pictures: list(r.pictures),
      preview_picture_url: r.preview_picture_url || null,
      created_at_external: r.created_at_external || null,
      macrotrend_ids: list(r.macrotrend_ids),
      industry_ids: list(r.industry_ids),
      innovation_ids: list(r.innovation_ids),
    }
  })
}

const contentError = () =>
  new AppError(400, 'api.errors.validation', { fields: { content: [{ key: 'api.fields.import_content' }] } })
