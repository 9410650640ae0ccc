import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MIGRATIONS, migrationsBefore, openTarget, type Target } from '../test/migrations.ts'

// The migration that moved support and coaching threads into one set of tables (ADR 20) must carry
// every ticket, request, message and file over: a database is migrated up to the one before it, filled
// with rows of the old shape, then migrated to the end. In memory on PGlite, or in a database of its own
// with DATABASE_URL (the CI's PostgreSQL pass).

const TAG = /_threads_and_member_sets$/

let target: Target
let before: ReturnType<typeof migrationsBefore>
const ids = {
  company: '00000000-0000-4000-8000-000000000001',
  ada: '00000000-0000-4000-8000-000000000002',
  alex: '00000000-0000-4000-8000-000000000003',
  ticket: '00000000-0000-4000-8000-000000000010',
  question: '00000000-0000-4000-8000-000000000011',
  answer: '00000000-0000-4000-8000-000000000012',
  file: '00000000-0000-4000-8000-000000000013',
  offer: '00000000-0000-4000-8000-000000000020',
  request: '00000000-0000-4000-8000-000000000021',
  closedRequest: '00000000-0000-4000-8000-000000000022',
  coachingQuestion: '00000000-0000-4000-8000-000000000023',
  coachingAnswer: '00000000-0000-4000-8000-000000000024',
}
const FILE = Buffer.from('2026-03-02 export failed\n')

beforeAll(async () => {
  target = await openTarget()
  before = migrationsBefore(TAG)
  await target.migrate(before.folder)
  // One statement per call: PostgreSQL's extended protocol takes no more.
  const statements = `
    insert into companies (id, name) values ('${ids.company}', 'ACME');
    insert into users (id, email, first_name) values
      ('${ids.ada}', 'ada@acme.example', 'Ada'), ('${ids.alex}', 'alex@example.com', 'Alex');
    insert into support_tickets (id, company_id, author_id, category, subject, status, created_at, updated_at, last_message_at)
      values ('${ids.ticket}', '${ids.company}', '${ids.ada}', 'technical', 'Export stops', 'answered',
              '2026-03-02T09:00:00Z', '2026-03-03T10:00:00Z', '2026-03-03T10:00:00Z');
    insert into support_messages (id, ticket_id, company_id, author_id, from_support, body, created_at) values
      ('${ids.question}', '${ids.ticket}', '${ids.company}', '${ids.ada}', false, 'It stops halfway.', '2026-03-02T09:00:00Z'),
      ('${ids.answer}', '${ids.ticket}', '${ids.company}', '${ids.alex}', true, 'Fixed, try again.', '2026-03-03T10:00:00Z');
    insert into coaching_offers (id, title, description, coach_name, duration_minutes, format)
      values ('${ids.offer}', '{"en-US":"Feedback","de-DE":"Feedback"}', '{"en-US":"","de-DE":""}', 'Clara', 60, 'online');
    insert into coaching_requests (id, company_id, author_id, offer_id, topic, preferred_dates, status, scheduled_at, created_at, updated_at, last_message_at)
      values ('${ids.request}', '${ids.company}', '${ids.ada}', '${ids.offer}', 'Reviews', '{2026-04-01,2026-04-02}', 'scheduled',
              '2026-04-01T09:00:00Z', '2026-03-05T08:00:00Z', '2026-03-06T08:00:00Z', '2026-03-06T08:00:00Z'),
             ('${ids.closedRequest}', '${ids.company}', null, null, 'Withdrawn', '{2026-04-03}', 'closed',
              null, '2026-03-01T08:00:00Z', '2026-03-02T08:00:00Z', '2026-03-01T08:00:00Z');
    insert into coaching_messages (id, request_id, company_id, author_id, from_coaching_team, body, created_at) values
      ('${ids.coachingQuestion}', '${ids.request}', '${ids.company}', '${ids.ada}', false, 'Mornings, please.', '2026-03-05T08:00:00Z'),
      ('${ids.coachingAnswer}', '${ids.request}', '${ids.company}', '${ids.alex}', true, 'See you at nine.', '2026-03-06T08:00:00Z');
  `
  for (const statement of statements.split(';').filter((text) => text.trim())) await target.query(statement)
  await target.query(
    `insert into support_attachments (id, message_id, company_id, filename, content_type, size, position, content)
     values ($1, $2, $3, 'export-log.txt', 'text/plain', $4, 0, $5)`,
    [ids.file, ids.question, ids.company, FILE.length, FILE],
  )
  await target.migrate(MIGRATIONS)
})

afterAll(async () => {
  await target?.close()
  before?.remove()
})

const rows = <T = Record<string, unknown>>(query: string) => target.query<T>(query)

describe('the threads migration', () => {
  it('keeps every ticket and request as a thread with its author, state and times', async () => {
    const threads = await rows<Record<string, unknown>>(
      `select id, kind, author_id, status, created_at, last_message_at, closed_at from threads order by created_at`,
    )
    expect(threads).toEqual([
      {
        id: ids.closedRequest,
        kind: 'coaching',
        author_id: null,
        status: 'closed',
        created_at: new Date('2026-03-01T08:00:00Z'),
        last_message_at: new Date('2026-03-01T08:00:00Z'),
        closed_at: new Date('2026-03-02T08:00:00Z'),
      },
      {
        id: ids.ticket,
        kind: 'support',
        author_id: ids.ada,
        status: 'answered',
        created_at: new Date('2026-03-02T09:00:00Z'),
        last_message_at: new Date('2026-03-03T10:00:00Z'),
        closed_at: null,
      },
      {
        id: ids.request,
        kind: 'coaching',
        author_id: ids.ada,
        status: 'scheduled',
        created_at: new Date('2026-03-05T08:00:00Z'),
        last_message_at: new Date('2026-03-06T08:00:00Z'),
        closed_at: null,
      },
    ])
    expect(await rows('select id, category, subject from support_tickets')).toEqual([
      { id: ids.ticket, category: 'technical', subject: 'Export stops' },
    ])
    expect(
      await rows('select id, offer_id, topic, scheduled_at from coaching_requests order by topic'),
    ).toEqual([
      {
        id: ids.request,
        offer_id: ids.offer,
        topic: 'Reviews',
        scheduled_at: new Date('2026-04-01T09:00:00Z'),
      },
      { id: ids.closedRequest, offer_id: null, topic: 'Withdrawn', scheduled_at: null },
    ])
  })

  it('keeps every message in its thread, with who wrote it and whether the team did', async () => {
    expect(
      await rows('select id, thread_id, author_id, from_team, body from thread_messages order by created_at'),
    ).toEqual([
      {
        id: ids.question,
        thread_id: ids.ticket,
        author_id: ids.ada,
        from_team: false,
        body: 'It stops halfway.',
      },
      {
        id: ids.answer,
        thread_id: ids.ticket,
        author_id: ids.alex,
        from_team: true,
        body: 'Fixed, try again.',
      },
      {
        id: ids.coachingQuestion,
        thread_id: ids.request,
        author_id: ids.ada,
        from_team: false,
        body: 'Mornings, please.',
      },
      {
        id: ids.coachingAnswer,
        thread_id: ids.request,
        author_id: ids.alex,
        from_team: true,
        body: 'See you at nine.',
      },
    ])
  })

  it('keeps every file with its id and bytes, and drops the old tables', async () => {
    const [file] = await rows<{ id: string; message_id: string; filename: string; content: Uint8Array }>(
      'select id, message_id, filename, content from thread_attachments',
    )
    expect(file).toMatchObject({ id: ids.file, message_id: ids.question, filename: 'export-log.txt' })
    expect(Buffer.from(file!.content).equals(FILE)).toBe(true)
    const old = await rows<{ name: string }>(
      `select table_name as name from information_schema.tables
       where table_name in ('support_messages', 'support_attachments', 'coaching_messages')`,
    )
    expect(old).toEqual([])
  })

  it('keeps a thread and its module’s row together: deleting the company removes both', async () => {
    await target.query(`delete from companies where id = '${ids.company}'`)
    for (const table of [
      'threads',
      'thread_messages',
      'thread_attachments',
      'support_tickets',
      'coaching_requests',
    ]) {
      expect(await rows(`select 1 from ${table}`)).toEqual([])
    }
  })
})
