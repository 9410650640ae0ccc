import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Clock } from '../../core/clock.ts'
import { listen, openStream } from '../../test/event-stream.ts'
import { startSmtpServer } from '../../test/smtp.ts'
import { type Agent, startTestApp, type TestApp } from '../../test/test-app.ts'
import { okrKeyResults } from '../okr/key-results.tables.ts'

let now = new Date()
const clock: Clock = () => new Date(now)
let t: TestApp
let smtp: Awaited<ReturnType<typeof startSmtpServer>>

beforeAll(async () => {
  smtp = await startSmtpServer()
  t = await startTestApp({ mail: { smtpUrl: smtp.url, from: 'Portal <portal@example.com>' } }, { clock })
})
afterAll(async () => {
  await t.close()
  await smtp.close()
})

const INBOX = '/api/v1/notifications/user/'
const STREAM = '/api/v1/notifications/stream/'
const id = (email: string) => t.world.users[email]!.id
const runJob = async (name: string) => {
  const job = t.app.jobs.find((j) => j.name === name)
  if (!job) throw new Error(`no job ${name}`)
  await job.run()
}

/** Lena (company admin of ACME) gives `assignee` a new task in one of ACME's projects. */
async function assignTask(assignee: string, title = `Task ${crypto.randomUUID().slice(0, 8)}`) {
  const lena = await t.sessionAs('lead@acme.example')
  const projects = (await lena.get('/api/v1/okr/projects/?page_size=1')).json()
  const created = await lena.post('/api/v1/okr/tasks/', {
    project_id: projects.results[0].id,
    title,
    assignee_id: id(assignee),
  })
  expect(created.statusCode).toBe(201)
  return { task: created.json(), title }
}

describe('user notifications', () => {
  it('tells a user of a task assigned to them, in their language, with who and where', async () => {
    const ada = await t.sessionAs('user@acme.example')
    const own = (await ada.get('/api/v1/accounts/me/')).json().locale
    await ada.post('/api/v1/accounts/profile/locale/', { locale: 'en-US' })
    const before = (await ada.get('/api/v1/notifications/user/unread-count/')).json().unread
    const { task, title } = await assignTask('user@acme.example')
    const inbox = (await ada.get(`${INBOX}?kind=task_assigned`)).json()
    const [newest] = inbox.results
    expect(newest).toMatchObject({
      kind: 'task_assigned',
      title: `New task for you: ${title}`,
      text: `Lena Lead assigned the task “${title}” to you.`,
      link: `/client/okr?open=task:${task.id}`,
      actor: { email: 'lead@acme.example' },
      company: { id: t.world.acme.id, name: 'ACME' },
      is_read: false,
    })
    expect(inbox.unread).toBe(before + 1)
    // In German for a reader who chose German.
    await ada.post('/api/v1/accounts/profile/locale/', { locale: 'de-DE' })
    const german = (await ada.get(`${INBOX}${newest.id}/`)).json()
    expect(german.title).toBe(`Neue Aufgabe für Sie: ${title}`)
    await ada.post('/api/v1/accounts/profile/locale/', { locale: own })
  })

  it('does not notify people of what they did themselves, nor those already assigned', async () => {
    const lena = await t.sessionAs('lead@acme.example')
    const before = (await lena.get('/api/v1/notifications/user/unread-count/')).json().unread
    const { task } = await assignTask('lead@acme.example')
    expect((await lena.get('/api/v1/notifications/user/unread-count/')).json().unread).toBe(before)
    const ada = await t.sessionAs('user@acme.example')
    const { task: adas } = await assignTask('user@acme.example')
    const count = (await ada.get('/api/v1/notifications/user/unread-count/')).json().unread
    await lena.request('PUT', `/api/v1/okr/tasks/${adas.id}/`, {
      project_id: adas.project.id,
      title: 'Renamed',
      assignee_id: id('user@acme.example'),
    })
    expect((await ada.get('/api/v1/notifications/user/unread-count/')).json().unread).toBe(count)
    expect(task.id).not.toBe(adas.id)
  })

  it('keeps each user’s notifications their own: another cannot read, mark or count them', async () => {
    await assignTask('user@acme.example')
    const ada = await t.sessionAs('user@acme.example')
    const adas = (await ada.get(INBOX)).json().results[0]
    for (const email of ['user@globex.example', 'lead@acme.example', 'admin@example.com']) {
      const other = await t.sessionAs(email)
      expect((await other.get(`${INBOX}${adas.id}/`)).statusCode).toBe(404)
      expect((await other.post(`${INBOX}mark-as-read/`, { id: adas.id })).statusCode).toBe(404)
      const ids = (await other.get(`${INBOX}?page_size=200`)).json().results.map((n: { id: string }) => n.id)
      expect(ids).not.toContain(adas.id)
    }
    expect((await ada.get(`${INBOX}${adas.id}/`)).json().is_read).toBe(false)
  })

  it('marks one as read, filters by read state, and marks all as read', async () => {
    await assignTask('user@acme.example')
    await assignTask('user@acme.example')
    const ada = await t.sessionAs('user@acme.example')
    const unread = (await ada.get(`${INBOX}?is_read=false`)).json()
    expect(unread.results.length).toBeGreaterThanOrEqual(2)
    const marked = await ada.post(`${INBOX}mark-as-read/`, { id: unread.results[0].id })
    expect(marked.json()).toMatchObject({ id: unread.results[0].id, is_read: true })
    const read = (await ada.get(`${INBOX}?is_read=true`)).json().results.map((n: { id: string }) => n.id)
    expect(read).toContain(unread.results[0].id)
    expect((await ada.get('/api/v1/notifications/user/unread-count/')).json().unread).toBe(unread.count - 1)
    expect((await ada.post(`${INBOX}mark-all-as-read/`)).json()).toEqual({ unread: 0 })
    expect((await ada.get(`${INBOX}?is_read=false`)).json().count).toBe(0)
  })

  it('refuses a malformed id with a field message and an unknown one with a 404', async () => {
    const ada = await t.sessionAs('user@acme.example')
    const bad = await ada.post(`${INBOX}mark-as-read/`, { id: 'nope' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errors.id).toBeDefined()
    expect((await ada.post(`${INBOX}mark-as-read/`, { id: crypto.randomUUID() })).statusCode).toBe(404)
  })
})

describe('preferences', () => {
  it('honours off and e-mail only; e-mail goes through the outbox and SMTP', async () => {
    const mia = await t.sessionAs('mia.chen@acme.example')
    expect(
      (
        await mia.request('PUT', '/api/v1/notifications/preferences/', {
          preferences: [{ kind: 'task_assigned', channel: 'off' }],
        })
      ).statusCode,
    ).toBe(200)
    const before = (await mia.get(INBOX)).json().count
    await assignTask('mia.chen@acme.example')
    expect((await mia.get(INBOX)).json().count).toBe(before)

    await mia.request('PUT', '/api/v1/notifications/preferences/', {
      preferences: [{ kind: 'task_assigned', channel: 'email' }],
    })
    const { title } = await assignTask('mia.chen@acme.example', 'Prepare the board deck')
    expect((await mia.get(INBOX)).json().count).toBe(before)
    const [mail] = await smtp.mailsTo('mia.chen@acme.example')
    expect(mail?.subject).toBe(`New task for you: ${title}`)
    expect(mail?.text).toContain('/client/okr?open=task:')

    const preferences = (await mia.get('/api/v1/notifications/preferences/')).json().preferences
    expect(preferences).toContainEqual({ kind: 'task_assigned', channel: 'email' })
    expect(preferences).toContainEqual({ kind: 'okr_assigned', channel: 'portal' })
  })

  it('cannot switch the security notice off; a refused change changes nothing', async () => {
    const mia = await t.sessionAs('mia.chen@acme.example')
    const before = (await mia.get('/api/v1/notifications/preferences/')).json()
    const refused = await mia.request('PUT', '/api/v1/notifications/preferences/', {
      preferences: [
        { kind: 'check_in_due', channel: 'both' },
        { kind: 'impersonation_started', channel: 'off' },
      ],
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().errors['preferences.1.channel']).toEqual([
      'A security notice always shows in the portal: choose the portal, or the portal and e-mail.',
    ])
    expect((await mia.get('/api/v1/notifications/preferences/')).json()).toEqual(before)
  })

  it('sends the impersonation notice with who acted, in the portal and by mail', async () => {
    const admin = await t.signIn('admin@example.com')
    expect(
      (await admin.post(`/api/v1/accounts/impersonate/${id('sofia.rossi@acme.example')}/`)).statusCode,
    ).toBe(200)
    const sofia = await t.sessionAs('sofia.rossi@acme.example')
    const [notice] = (await sofia.get(`${INBOX}?kind=impersonation_started`)).json().results
    expect(notice.text).toMatch(/\(admin@example\.com\) has started acting in the portal as you/)
    const [mail] = await smtp.mailsTo('sofia.rossi@acme.example')
    expect(mail?.subject).toBe('An administrator is acting as you')
  })
})

describe('announcements', () => {
  const announcement = (overrides: Record<string, unknown> = {}) => ({
    title: { 'en-US': 'Maintenance on Saturday', 'de-DE': 'Wartung am Samstag' },
    body: { 'en-US': 'The portal is **offline** from 8 to 10.' },
    severity: 'warning',
    audience: 'everyone',
    starts_at: new Date(now.getTime() - 60_000).toISOString(),
    ...overrides,
  })

  it('shows staff’s announcement to its audience only, in their language, until dismissed', async () => {
    const admin = await t.sessionAs('admin@example.com')
    const created = await admin.post(
      '/api/v1/notifications/global/',
      announcement({ audience: 'companies', company_ids: [t.world.globex.id], severity: 'critical' }),
    )
    expect(created.statusCode, created.body).toBe(201)
    const gina = await t.sessionAs('user@globex.example')
    await gina.post('/api/v1/accounts/profile/locale/', { locale: 'de-DE' })
    const current = (await gina.get('/api/v1/notifications/global/current/')).json().results
    expect(current).toContainEqual(
      expect.objectContaining({ id: created.json().id, title: 'Wartung am Samstag', severity: 'critical' }),
    )
    const [notice] = (await gina.get(`${INBOX}?kind=announcement`)).json().results
    expect(notice.title).toBe('Wartung am Samstag')
    await gina.post('/api/v1/accounts/profile/locale/', { locale: 'en-US' })

    const ada = await t.sessionAs('user@acme.example')
    const adas = (await ada.get('/api/v1/notifications/global/current/')).json().results
    expect(adas.map((a: { id: string }) => a.id)).not.toContain(created.json().id)
    expect((await ada.post(`/api/v1/notifications/global/${created.json().id}/dismiss/`)).statusCode).toBe(
      404,
    )

    expect((await gina.post(`/api/v1/notifications/global/${created.json().id}/dismiss/`)).statusCode).toBe(
      204,
    )
    const after = (await gina.get('/api/v1/notifications/global/current/')).json().results
    expect(after.map((a: { id: string }) => a.id)).not.toContain(created.json().id)
  })

  it('keeps a scheduled one back until it starts, then announces it once; ended ones go', async () => {
    const admin = await t.sessionAs('admin@example.com')
    const start = new Date(now.getTime() + 3_600_000)
    const created = (
      await admin.post(
        '/api/v1/notifications/global/',
        announcement({
          title: { 'en-US': 'New reports next hour' },
          starts_at: start.toISOString(),
          ends_at: new Date(start.getTime() + 3_600_000).toISOString(),
        }),
      )
    ).json()
    const ada = await t.sessionAs('user@acme.example')
    const showing = async () =>
      (await ada.get('/api/v1/notifications/global/current/')).json().results.map((a: { id: string }) => a.id)
    const notices = async () =>
      (await ada.get(`${INBOX}?kind=announcement&page_size=200`))
        .json()
        .results.filter((n: { title: string }) => n.title === 'New reports next hour').length
    expect(await showing()).not.toContain(created.id)
    await runJob('announcements')
    expect(await notices()).toBe(0)
    const scheduled = (await admin.get('/api/v1/notifications/global/?state=scheduled')).json()
    expect(scheduled.results.map((a: { id: string }) => a.id)).toContain(created.id)

    now = new Date(start.getTime() + 60_000)
    expect(await showing()).toContain(created.id)
    await runJob('announcements')
    await runJob('announcements')
    expect(await notices()).toBe(1)

    now = new Date(start.getTime() + 2 * 3_600_000)
    expect(await showing()).not.toContain(created.id)
    now = new Date()
  })

  it('refuses bad input with field messages and writes nothing', async () => {
    const admin = await t.sessionAs('admin@example.com')
    const before = (await admin.get('/api/v1/notifications/global/')).json().count
    const cases = [
      [{ audience: 'companies', company_ids: [] }, 'company_ids'],
      [{ audience: 'companies', company_ids: [crypto.randomUUID()] }, 'company_ids.0'],
      [{ ends_at: new Date(now.getTime() - 3_600_000).toISOString() }, 'ends_at'],
      [{ title: { 'de-DE': 'Nur Deutsch' } }, 'title.en-US'],
      [{ severity: 'urgent' }, 'severity'],
    ] as const
    for (const [change, field] of cases) {
      const answer = await admin.post('/api/v1/notifications/global/', announcement(change))
      expect(answer.statusCode, field).toBe(400)
      expect(Object.keys(answer.json().errors), field).toContain(field)
    }
    expect((await admin.get('/api/v1/notifications/global/')).json().count).toBe(before)
  })

  it('lets staff edit and delete; users may not write', async () => {
    const admin = await t.sessionAs('admin@example.com')
    const created = (await admin.post('/api/v1/notifications/global/', announcement())).json()
    const url = `/api/v1/notifications/global/${created.id}/`
    const updated = await admin.request('PUT', url, announcement({ severity: 'info' }))
    expect(updated.json().severity).toBe('info')
    const lena = await t.sessionAs('lead@acme.example')
    expect((await lena.request('DELETE', url)).statusCode).toBe(403)
    expect((await admin.request('DELETE', url)).statusCode).toBe(204)
    expect((await admin.get(url)).statusCode).toBe(404)
  })
})

describe('check-in reminders and the home queue', () => {
  it('reminds the responsible person once per due date and lists it in their queue', async () => {
    const ada = await t.sessionAs('user@acme.example')
    const lena = await t.sessionAs('lead@acme.example')
    // A key result of Ada's in an objective running for two months, without a check-in for 15 days.
    const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10)
    const objective = await lena.post('/api/v1/okr/objectives/', {
      title: 'Reminder objective',
      owner_id: id('lead@acme.example'),
      period_start: day(-1),
      period_end: day(60),
    })
    expect(objective.statusCode).toBe(201)
    const created = await lena.post('/api/v1/okr/key-results/', {
      objective_id: objective.json().id,
      title: 'Reminder test',
      metric: 'number',
      start_value: 0,
      target_value: 10,
      responsible_id: id('user@acme.example'),
    })
    expect(created.statusCode).toBe(201)
    const keyResult = created.json()
    const fifteenDaysAgo = new Date(now.getTime() - 15 * 86_400_000)
    await t.db
      .update(okrKeyResults)
      .set({ createdAt: fifteenDaysAgo, lastCheckInAt: fifteenDaysAgo })
      .where(eq(okrKeyResults.id, keyResult.id))
    await runJob('check-in reminders')
    await runJob('check-in reminders')
    const reminders = (await ada.get(`${INBOX}?kind=check_in_overdue&page_size=200`))
      .json()
      .results.filter((n: { link: string }) => n.link.endsWith(keyResult.id))
    expect(reminders).toHaveLength(1)
    expect(reminders[0].title).toBe('Check-in überfällig: Reminder test')
    const queue = (await ada.get('/api/v1/home/queue/')).json().results
    expect(queue).toContainEqual(
      expect.objectContaining({ kind: 'check_in', id: keyResult.id, urgency: 'overdue' }),
    )
    // Overdue before due, oldest first.
    const urgencies = queue.map((item: { urgency: string }) => item.urgency)
    expect(urgencies).toEqual([...urgencies].sort((a, b) => (a === b ? 0 : a === 'overdue' ? -1 : 1)))
  })
})

describe('requests waiting for the team', () => {
  it('lists waiting support requests in staff’s queue only; the answer notifies the requester', async () => {
    const admin = await t.sessionAs('admin@example.com')
    type Item = { kind: string; id: string; title: string; context: string; link: string }
    const queueOf = async (agent: Agent) => (await agent.get('/api/v1/home/queue/')).json().results as Item[]
    const invoice = (await queueOf(admin)).find((item) => item.title === 'Invoice for March is missing')
    expect(invoice).toMatchObject({ kind: 'support_request', context: 'ACME' })
    expect(invoice!.link).toBe(`/client/support?ticket=${invoice!.id}`)
    const ada = await t.sessionAs('user@acme.example')
    expect((await queueOf(ada)).filter((item) => item.kind === 'support_request')).toEqual([])

    const reply = await admin.post(`/api/v1/support/tickets/${invoice!.id}/messages/`, {
      message: 'Here it is.',
    })
    expect(reply.statusCode).toBe(201)
    const [notice] = (await ada.get(`${INBOX}?kind=support_answered`)).json().results
    expect(notice).toMatchObject({ link: invoice!.link, actor: { email: 'admin@example.com' } })
    expect((await queueOf(admin)).map((item) => item.id)).not.toContain(invoice!.id)
  })
})

describe('live', () => {
  it('pushes the unread count to an open stream within a second, also from another process', async () => {
    const other = await t.anotherProcess()
    const servers = [await listen(t.app), await listen(other)]
    const ada = await t.sessionAs('user@acme.example')
    for (const server of servers) {
      const stream = await openStream<{ unread: number }>(server.url, ada, STREAM)
      const first = await stream.next('unread')
      const started = Date.now()
      await assignTask('user@acme.example')
      const pushed = await stream.next('unread')
      expect(pushed.unread).toBe(first.unread + 1)
      expect(Date.now() - started).toBeLessThan(1000)
      stream.close()
    }
    for (const server of servers) await server.close()
  })

  it('never sends a user another user’s events', async () => {
    const server = await listen(t.app)
    const gina = await t.sessionAs('user@globex.example')
    const stream = await openStream<{ unread: number }>(server.url, gina, STREAM)
    const { unread } = await stream.next('unread')
    await assignTask('user@acme.example')
    // A marker event of Gina's own, after Ada's: the first event to arrive must be Gina's new count.
    const admin = await t.signIn('admin@example.com')
    await admin.post(`/api/v1/accounts/impersonate/${id('user@globex.example')}/`)
    const events = await stream.until('unread')
    expect(events).toEqual([{ type: 'unread', data: { unread: unread + 1 } }])
    stream.close()
    await server.close()
  })
})
