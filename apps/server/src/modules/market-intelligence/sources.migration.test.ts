import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MIGRATIONS, migrationsBefore, openTarget, type Target } from '../../test/migrations.ts'

// The migration that made sources records of their own (ADR 40) must keep every signal and what it said
// about its source: each company's free-text sources become that company's source records, and each
// signal refers to the one of its text.

let target: Target
let before: ReturnType<typeof migrationsBefore>
const acme = '00000000-0000-4000-8000-000000000001'
const globex = '00000000-0000-4000-8000-000000000002'
const signal = (n: number) => `00000000-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`
const OLD_SIGNALS: [id: string, company: string, title: string, source: string][] = [
  [signal(1), acme, 'Initech opens an office', 'Reuters'],
  [signal(2), acme, 'Initech hires', 'reuters'],
  [signal(3), acme, 'Price cut', 'Reuters'],
  [signal(4), acme, 'Fair talk', 'Trade fair visit'],
  [signal(5), globex, 'Acme ships', 'Reuters'],
]

beforeAll(async () => {
  target = await openTarget()
  before = migrationsBefore(/_mi_links$/)
  await target.migrate(before.folder)
  await target.query(`insert into companies (id, name) values ('${acme}', 'ACME'), ('${globex}', 'Globex')`)
  for (const [id, company, title, source] of OLD_SIGNALS) {
    await target.query(
      `insert into mi_signals (id, company_id, kind, title, summary, source, url, occurred_on, tags)
       values ($1, $2, 'news', $3, 'kept as it was', $4, 'https://news.example.com/', '2026-10-01', '["x"]')`,
      [id, company, title, source],
    )
  }
  await target.migrate(MIGRATIONS)
})

afterAll(async () => {
  await target?.close()
  before?.remove()
})

describe('the sources migration', () => {
  it('makes each company’s sources records and points every signal at its own, nothing else changed', async () => {
    const sources = await target.query<{ company_id: string; name: string; kind: string }>(
      `select company_id, name, kind from mi_sources order by company_id, name`,
    )
    // Spellings that differ only in case are one source, named as most signals spelt it.
    expect(sources).toEqual([
      { company_id: acme, name: 'Reuters', kind: 'other' },
      { company_id: acme, name: 'Trade fair visit', kind: 'other' },
      { company_id: globex, name: 'Reuters', kind: 'other' },
    ])
    const signals = await target.query<Record<string, unknown>>(
      `select s.id, s.company_id, s.title, s.summary, s.url, s.occurred_on::text as day, s.tags, src.name as source,
              src.company_id as source_company
       from mi_signals s join mi_sources src on src.id = s.source_id order by s.id`,
    )
    expect(signals).toHaveLength(OLD_SIGNALS.length)
    for (const [i, [id, company, title, source]] of OLD_SIGNALS.entries()) {
      expect(signals[i]).toEqual({
        id,
        company_id: company,
        title,
        summary: 'kept as it was',
        url: 'https://news.example.com/',
        day: '2026-10-01',
        tags: ['x'],
        source: source.toLowerCase() === 'reuters' ? 'Reuters' : source,
        source_company: company,
      })
    }
  })
})
