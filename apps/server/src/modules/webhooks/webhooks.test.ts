import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fields as deFields } from '@portal/i18n/de-DE/fields'
import { webhooksApiTexts as deWebhooks } from '@portal/i18n/de-DE/webhooks'
import { eq } from 'drizzle-orm'
import { Webhook } from 'standardwebhooks'
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { secretBox } from '../../core/secret-box.ts'
import { type Agent, startTestApp } from '../../test/test-app.ts'
import { userNotifications } from '../notifications/notifications.tables.ts'
import { addressAllowed, targetUrlReason } from './send.ts'
import { deliverDue, enqueue, retryDelayMs, type WebhookDeps } from './webhooks.service.ts'
import { webhookDeliveries, webhooks } from './webhooks.tables.ts'

/** A real HTTP receiver on loopback: records what it gets and answers with the statuses it is given. */
async function startReceiver(otherwise = 200) {
  const received: { headers: IncomingHttpHeaders; body: string }[] = []
  const answers: number[] = []
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') })
      response.statusCode = answers.shift() ?? otherwise
      response.end('ok')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    port,
    received,
    /** The statuses of the next answers, in order (`otherwise` after them). */
    answer: (...statuses: number[]) => answers.push(...statuses),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

let offsetMs = 0
const clock = () => new Date(Date.now() + offsetMs)
let t: Awaited<ReturnType<typeof startTestApp>>
let receiver: Awaited<ReturnType<typeof startReceiver>>
let lead: Agent
let hank: Agent

const runJob = async (name: string) => {
  const job = t.app.jobs.find((j) => j.name === name)
  if (!job) throw new Error(`no job ${name}`)
  await job.run()
}

beforeAll(async () => {
  t = await startTestApp({ webhooks: { allowLoopback: true } }, { clock })
  receiver = await startReceiver()
  lead = await t.sessionAs('lead@acme.example')
  hank = await t.sessionAs('hank.scorpio@globex.example')
})
afterAll(async () => {
  await receiver?.close()
  await t?.close()
})

const create = (agent: Agent, body: object) => agent.post('/api/v1/okr/webhooks/', body)

describe('webhooks', () => {
  it('shows the secret once, stores it sealed, and refuses private addresses in the user’s words', async () => {
    const created = await create(lead, {
      url: receiver.url,
      description: 'BI',
      events: ['okr.check_in.created'],
    })
    expect(created.statusCode, created.body).toBe(201)
    const hook = created.json()
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/)
    expect(hook.secret_hint).toBe(`${hook.secret.slice(0, 10)}…`)
    const listed = await lead.get('/api/v1/okr/webhooks/')
    expect(listed.json().results).toHaveLength(1)
    expect(listed.body).not.toContain(hook.secret)
    const [row] = await t.db.select().from(webhooks).where(eq(webhooks.id, hook.id))
    expect(row?.secretSealed).not.toContain(hook.secret.slice(6))

    for (const url of [
      'https://10.0.0.5/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://[fe80::1]/x',
      'https://printer.local/x',
      'http://example.com/x',
      'https://user:pw@example.com/x',
    ]) {
      const refused = await create(lead, { url, events: ['user.joined'] })
      expect(refused.statusCode, url).toBe(400)
      expect(refused.json().errors.url, url).toHaveLength(1)
    }
    // In the caller's language (ACME's lead reads German).
    const german = await create(lead, { url: 'https://10.0.0.5/', events: ['user.joined'] })
    expect(german.json().errors.url).toEqual([deFields.url_private_host])
    expect(await t.db.select().from(webhooks)).toHaveLength(1)
  })

  it('changes only the fields sent, and a bad change changes nothing', async () => {
    const hook = (await create(lead, { url: receiver.url, events: ['user.joined'], is_active: false })).json()
    const path = `/api/v1/okr/webhooks/${hook.id}/`
    const renamed = await lead.request('PATCH', path, { description: 'Renamed' })
    expect(renamed.json()).toMatchObject({
      description: 'Renamed',
      is_active: false,
      events: ['user.joined'],
    })
    for (const body of [
      { url: 'https://192.168.0.10/' },
      { events: [] },
      { events: ['nope'] },
      { colour: 'red' },
    ]) {
      const refused = await lead.request('PATCH', path, body)
      expect(refused.statusCode, JSON.stringify(body)).toBe(400)
    }
    const [row] = await t.db.select().from(webhooks).where(eq(webhooks.id, hook.id))
    expect(row).toMatchObject({
      url: receiver.url,
      description: 'Renamed',
      isActive: false,
      events: ['user.joined'],
    })
    expect((await lead.request('DELETE', path)).statusCode).toBe(204)
    expect((await lead.request('DELETE', path)).statusCode).toBe(404)
  })

  it('signs each delivery per Standard Webhooks: the standardwebhooks library verifies it', async () => {
    const created = (await create(lead, { url: receiver.url, events: ['user.joined'] })).json()
    const sent = await lead.post(`/api/v1/okr/webhooks/${created.id}/test/`)
    expect(sent.statusCode, sent.body).toBe(201)
    expect(sent.json()).toMatchObject({ status: 'succeeded', attempts: 1, response_status: 200, error: null })
    const got = receiver.received.at(-1)
    if (!got) throw new Error('nothing received')
    const verified = new Webhook(created.secret).verify(got.body, got.headers as Record<string, string>) as {
      type: string
      company: { id: string }
      data: { link: string; webhook_id: string }
    }
    expect(verified.type).toBe('webhook.test')
    expect(verified.company.id).toBe(t.world.acme.id)
    expect(verified.data.webhook_id).toBe(created.id)
    expect(got.headers['webhook-id']).toBe(sent.json().message_id)
    // A changed body or another secret fails verification.
    expect(() =>
      new Webhook(created.secret).verify(`${got.body} `, got.headers as Record<string, string>),
    ).toThrow()
    const rotated = await lead.post(`/api/v1/okr/webhooks/${created.id}/secret/`)
    expect(rotated.json().secret).not.toBe(created.secret)
    expect(() =>
      new Webhook(rotated.json().secret).verify(got.body, got.headers as Record<string, string>),
    ).toThrow()
    await lead.post(`/api/v1/okr/webhooks/${created.id}/test/`)
    const again = receiver.received.at(-1)
    if (!again) throw new Error('nothing received')
    expect(
      new Webhook(rotated.json().secret).verify(again.body, again.headers as Record<string, string>),
    ).toBeTruthy()
  })

  it('retries a receiver that fails twice, with growing delays, until it answers 2xx', async () => {
    const [hook] = await t.db.select().from(webhooks).where(eq(webhooks.description, 'BI'))
    if (!hook) throw new Error('no webhook')
    const keyResult = Object.values(t.world.okr.acme.keyResults)[0]
    if (!keyResult) throw new Error('no key result')
    const checkIn = await lead.post(`/api/v1/okr/key-results/${keyResult.id}/check-ins/`, { value: 42 })
    expect(checkIn.statusCode, checkIn.body).toBe(201)
    const [queued] = await t.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.webhookId, hook.id))
    expect(queued).toMatchObject({ status: 'pending', attempts: 0, eventType: 'okr.check_in.created' })
    const before = receiver.received.length
    receiver.answer(500, 503)

    await runJob('webhook deliveries')
    let [row] = await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, queued!.id))
    expect(row).toMatchObject({ status: 'pending', attempts: 1, responseStatus: 500 })
    const firstWait = row!.nextAttemptAt!.getTime() - row!.lastAttemptAt!.getTime()
    expect(firstWait).toBeGreaterThanOrEqual(30_000)
    expect(firstWait).toBeLessThanOrEqual(60_000)
    // Not due yet: nothing is sent.
    await runJob('webhook deliveries')
    expect(receiver.received.length).toBe(before + 1)

    offsetMs += 61_000
    await runJob('webhook deliveries')
    ;[row] = await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, queued!.id))
    expect(row).toMatchObject({ status: 'pending', attempts: 2, responseStatus: 503 })
    const secondWait = row!.nextAttemptAt!.getTime() - row!.lastAttemptAt!.getTime()
    expect(secondWait).toBeGreaterThanOrEqual(60_000)
    expect(secondWait).toBeLessThanOrEqual(120_000)

    offsetMs += 121_000
    await runJob('webhook deliveries')
    ;[row] = await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, queued!.id))
    expect(row).toMatchObject({ status: 'succeeded', attempts: 3, responseStatus: 200, error: null })
    // Three attempts of one message: the same webhook-id each time, for the receiver to de-duplicate.
    const attempts = receiver.received.slice(before)
    expect(attempts).toHaveLength(3)
    expect(new Set(attempts.map((a) => a.headers['webhook-id']))).toEqual(new Set([queued!.messageId]))
    const payload = JSON.parse(attempts[2]!.body)
    expect(payload).toMatchObject({
      type: 'okr.check_in.created',
      company: { id: t.world.acme.id },
      data: { key_result_id: keyResult.id, check_in_id: checkIn.json().id, value: 42 },
    })
    expect(payload.data.link).toBe(
      new URL(`/client/okr?open=key_result:${keyResult.id}`, t.config.publicUrl).href,
    )

    const log = await lead.get(`/api/v1/okr/webhooks/${hook.id}/deliveries/`)
    expect(log.json()).toMatchObject({
      count: 1,
      results: [{ status: 'succeeded', attempts: 3, response_status: 200 }],
    })
    expect(log.json().results[0].duration_ms).toBeGreaterThanOrEqual(0)

    // Send again: the same message, once more, now.
    const resent = await lead.post(`/api/v1/okr/webhook-deliveries/${queued!.id}/resend/`)
    expect(resent.statusCode, resent.body).toBe(200)
    expect(resent.json()).toMatchObject({ status: 'succeeded', attempts: 4, message_id: queued!.messageId })
    expect(receiver.received.at(-1)?.headers['webhook-id']).toBe(queued!.messageId)
  })

  it('announces users joining and notifications in the company, to the webhooks subscribed to them', async () => {
    const hook = (
      await create(lead, { url: receiver.url, events: ['user.joined', 'notification.created'] })
    ).json()
    const made = await lead.post('/api/v1/accounts/users/', { email: 'newcomer@acme.example', invite: false })
    expect(made.statusCode, made.body).toBe(201)
    await runJob('webhook joins')
    const rows = await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, hook.id))
    expect(rows.map((r) => [r.eventType, r.payload.data.user_id])).toEqual([['user.joined', made.json().id]])
    expect(rows[0]?.payload.data.link).toBe(
      new URL(`/client/users/${made.json().id}`, t.config.publicUrl).href,
    )
    // Once announced, a membership is not announced again.
    await runJob('webhook joins')
    expect(
      await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, hook.id)),
    ).toHaveLength(rows.length)
  })

  it('turns notifications, PPM gates and reports into events, with ids and links only', async () => {
    const hook = (
      await create(lead, {
        url: receiver.url,
        events: ['notification.created', 'ppm.gate.changed', 'ppm.report.published'],
      })
    ).json()
    const people = (await lead.get('/api/v1/accounts/users/?search=liam.oconnor')).json().results
    const liam = people[0].id as string
    const objective = Object.values(t.world.okr.acme.objectives)[0]
    const kr = await lead.post('/api/v1/okr/key-results/', {
      objective_id: objective!.id,
      title: 'Hooked key result',
      metric: 'number',
      start_value: 0,
      target_value: 10,
      responsible_id: liam,
    })
    expect(kr.statusCode, kr.body).toBe(201)

    const API = '/api/v1/ppm'
    const program = (
      await lead.post(`${API}/programs/`, { title: 'Hooked programme', target_cents: 1000 })
    ).json()
    const project = (
      await lead.post(`${API}/projects/`, { program_id: program.id, title: 'Hooked project' })
    ).json()
    const pkg = (
      await lead.post(`${API}/measure-packages/`, { project_id: project.id, title: 'Hooked package' })
    ).json()
    const measure = (
      await lead.post(`${API}/measures/`, { package_id: pkg.id, title: 'Hooked measure' })
    ).json()
    const requested = await lead.post(`${API}/measures/${measure.id}/phases/`, {
      action: 'request',
      comment: '',
    })
    expect(requested.statusCode, requested.body).toBe(200)
    const draft = (
      await lead.post(`${API}/projects/${project.id}/statuses/`, {
        period_end: '2026-10-31',
        overall: 'green',
        schedule: 'green',
        budget: 'green',
        scope: 'green',
        summary: 'Secret summary text',
      })
    ).json()
    expect((await lead.post(`${API}/statuses/${draft.id}/publish/`)).statusCode).toBe(200)

    const rows = await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, hook.id))
    const byType = Object.fromEntries(rows.map((r) => [r.eventType, r.payload]))
    expect(byType['notification.created']?.data).toMatchObject({
      kind: 'okr_assigned',
      recipient_ids: [liam],
    })
    expect(byType['ppm.gate.changed']?.data).toMatchObject({
      measure_id: measure.id,
      action: 'request',
      gate: 0,
    })
    expect(byType['ppm.report.published']?.data).toMatchObject({ report_id: draft.id, node_id: project.id })
    // Ids and links, never titles or texts.
    expect(JSON.stringify(rows.map((r) => r.payload))).not.toMatch(/Hooked|Secret summary/)
  })

  it('refuses at delivery time a name that resolves to loopback when loopback is not allowed', async () => {
    const hook = (await create(lead, { url: receiver.url, events: ['user.joined'] })).json()
    // The name now points at this machine (as a re-pointed DNS record would): it passed when saved.
    await t.db
      .update(webhooks)
      .set({ url: `http://localhost:${receiver.port}/hooks` })
      .where(eq(webhooks.id, hook.id))
    const strict: WebhookDeps = {
      db: t.db,
      box: secretBox(t.config.sessionSecret, 'webhooks'),
      policy: { allowLoopback: false },
      publicUrl: t.config.publicUrl,
      notifier: { publish: async () => {}, record: async () => {} },
      clock,
    }
    const [queued] = await t.db
      .insert(webhookDeliveries)
      .values({
        companyId: t.world.acme.id,
        webhookId: hook.id,
        messageId: 'msg_rebinding',
        eventType: 'user.joined',
        payload: {
          id: 'msg_rebinding',
          type: 'user.joined',
          timestamp: new Date().toISOString(),
          company: { id: t.world.acme.id, name: 'ACME' },
          data: {},
        },
      })
      .returning()
    const before = receiver.received.length
    const attempted = await deliverDue(strict, clock())
    const mine = attempted.find((row) => row.id === queued!.id)
    expect(mine).toMatchObject({ status: 'pending', attempts: 1, responseStatus: null })
    expect(mine?.error).toBe('api.webhooks.private_address')
    expect(receiver.received.length).toBe(before)
    const log = await lead.get(`/api/v1/okr/webhooks/${hook.id}/deliveries/`)
    expect(log.json().results[0].error).toBe(deWebhooks.private_address)
    // Where loopback is allowed, the same name is resolved, checked and connected to (the pinned lookup).
    offsetMs += 5 * 60_000
    await runJob('webhook deliveries')
    const [sent] = await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, queued!.id))
    expect(sent).toMatchObject({ status: 'succeeded', attempts: 2 })
    expect(receiver.received.some((r) => r.headers['webhook-id'] === 'msg_rebinding')).toBe(true)
    // It stays refused for the rest of this test file's deliveries.
    await t.db.delete(webhooks).where(eq(webhooks.id, hook.id))
  })

  it('gives up an attempt at its timeout and schedules the next', async () => {
    // A receiver that takes the request and never answers.
    const hanging = createServer(() => {})
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve))
    onTestFinished(() => {
      hanging.closeAllConnections()
      return new Promise<void>((resolve) => hanging.close(() => resolve()))
    })
    const { port } = hanging.address() as AddressInfo
    const hook = (await create(lead, { url: `http://127.0.0.1:${port}/`, events: ['user.joined'] })).json()
    const [queued] = await enqueue(
      { db: t.db, publicUrl: t.config.publicUrl },
      { companyId: t.world.acme.id, type: 'user.joined', link: '/client', data: {} },
      { webhookId: hook.id },
    )
    const quick: WebhookDeps = {
      db: t.db,
      box: secretBox(t.config.sessionSecret, 'webhooks'),
      policy: { allowLoopback: true },
      publicUrl: t.config.publicUrl,
      notifier: { publish: async () => {}, record: async () => {} },
      clock,
      timeoutMs: 300,
    }
    const started = Date.now()
    const attempted = await deliverDue(quick, clock())
    expect(Date.now() - started).toBeLessThan(5_000)
    const mine = attempted.find((row) => row.id === queued!.id)
    expect(mine).toMatchObject({
      status: 'pending',
      attempts: 1,
      responseStatus: null,
      error: 'api.webhooks.timeout',
    })
    expect(mine?.durationMs).toBeGreaterThanOrEqual(250)
    await t.db.delete(webhooks).where(eq(webhooks.id, hook.id))
  })

  it('drops finished deliveries after the log’s days, never pending ones', async () => {
    const hook = (await create(lead, { url: receiver.url, events: ['user.joined'] })).json()
    const old = new Date(clock().getTime() - 31 * 86_400_000)
    const row = (status: 'succeeded' | 'failed' | 'pending', messageId: string) => ({
      companyId: t.world.acme.id,
      webhookId: hook.id,
      messageId,
      eventType: 'user.joined',
      status,
      createdAt: old,
      nextAttemptAt: status === 'pending' ? new Date(clock().getTime() + 86_400_000) : null,
      payload: {
        id: messageId,
        type: 'user.joined',
        timestamp: old.toISOString(),
        company: { id: t.world.acme.id, name: 'ACME' },
        data: {},
      },
    })
    await t.db
      .insert(webhookDeliveries)
      .values([row('succeeded', 'msg_old1'), row('failed', 'msg_old2'), row('pending', 'msg_old3')])
    await runJob('webhook log clean-up')
    const left = await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, hook.id))
    expect(left.map((r) => r.messageId)).toEqual(['msg_old3'])
    await t.db.delete(webhooks).where(eq(webhooks.id, hook.id))
  })

  it('keeps each company’s webhooks and deliveries to itself', async () => {
    const acmeHooks = (await lead.get('/api/v1/okr/webhooks/')).json().results as { id: string }[]
    const globex = await create(hank, { url: receiver.url, events: ['user.joined'] })
    expect(globex.statusCode).toBe(201)
    const globexId = globex.json().id
    expect((await hank.get('/api/v1/okr/webhooks/')).json().results.map((h: { id: string }) => h.id)).toEqual(
      [globexId],
    )
    expect((await lead.get('/api/v1/okr/webhooks/')).body).not.toContain(globexId)
    const sent = (await hank.post(`/api/v1/okr/webhooks/${globexId}/test/`)).json()
    expect((await lead.get(`/api/v1/okr/webhooks/${globexId}/deliveries/`)).statusCode).toBe(404)
    expect((await lead.post(`/api/v1/okr/webhook-deliveries/${sent.id}/resend/`)).statusCode).toBe(404)
    expect((await lead.post(`/api/v1/okr/webhooks/${globexId}/test/`)).statusCode).toBe(404)
    expect(
      (await lead.request('PATCH', `/api/v1/okr/webhooks/${globexId}/`, { is_active: false })).statusCode,
    ).toBe(404)
    expect((await lead.request('DELETE', `/api/v1/okr/webhooks/${globexId}/`)).statusCode).toBe(404)
    expect((await hank.get(`/api/v1/okr/webhooks/${acmeHooks[0]!.id}/deliveries/`)).statusCode).toBe(404)
    // A user of the company who is not its admin may not manage its webhooks.
    const user = await t.sessionAs('user@acme.example')
    expect((await user.get('/api/v1/okr/webhooks/')).statusCode).toBe(403)
  })

  it('gives up after the last attempt, and switches off a webhook that fails for a day, telling the admins', async () => {
    // A receiver that always fails (the other tests' receiver keeps answering their deliveries).
    const failing = await startReceiver(500)
    onTestFinished(() => failing.close())
    const hook = (await create(lead, { url: failing.url, events: ['user.joined'] })).json()
    const first = (await lead.post(`/api/v1/okr/webhooks/${hook.id}/test/`)).json()
    expect(first).toMatchObject({ status: 'pending', attempts: 1, response_status: 500 })
    // Seven more attempts, two hours apart (each due by then): the eighth is the last.
    for (let attempt = 2; attempt <= 9; attempt++) {
      offsetMs += 2 * 3_600_000
      await runJob('webhook deliveries')
    }
    const [row] = await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, first.id))
    expect(row).toMatchObject({ status: 'failed', attempts: 8, nextAttemptAt: null })
    let [after] = await t.db.select().from(webhooks).where(eq(webhooks.id, hook.id))
    expect(after).toMatchObject({ isActive: true, disabledReason: null })

    // Still failing a day after the first failure: switched off, and the company's admins are told.
    offsetMs += 9 * 3_600_000
    // (A day on, sessions have ended: the event comes through the outbox's own seam.)
    const [last] = await enqueue(
      { db: t.db, publicUrl: t.config.publicUrl },
      { companyId: t.world.acme.id, type: 'user.joined', link: '/client', data: {} },
      { webhookId: hook.id },
    )
    await runJob('webhook deliveries')
    const [lastRow] = await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, last!.id))
    expect(lastRow).toMatchObject({ status: 'pending', attempts: 1, responseStatus: 500 })
    ;[after] = await t.db.select().from(webhooks).where(eq(webhooks.id, hook.id))
    expect(after).toMatchObject({ isActive: false, disabledReason: 'api.webhooks.disabled_failing' })
    const told = await t.db
      .select()
      .from(userNotifications)
      .where(eq(userNotifications.kind, 'webhook_disabled'))
    expect(told.length).toBeGreaterThan(0)
    expect(told.every((n) => n.companyId === t.world.acme.id && n.params.url === failing.url)).toBe(true)
    // Off: nothing more is sent until an admin switches it on again, which clears the reason.
    const sentBefore = failing.received.length
    offsetMs += 3_600_000
    await runJob('webhook deliveries')
    expect(failing.received.length).toBe(sentBefore)
    offsetMs = 0
    const on = await lead.request('PATCH', `/api/v1/okr/webhooks/${hook.id}/`, { is_active: true })
    expect(on.json()).toMatchObject({ is_active: true, disabled_reason: null })
  })
})

describe('delivery rules', () => {
  it('backs off exponentially with jitter, capped at six hours', () => {
    expect(retryDelayMs(1, () => 0)).toBe(30_000)
    expect(retryDelayMs(1, () => 1)).toBe(60_000)
    expect(retryDelayMs(4, () => 1)).toBe(8 * 60_000)
    expect(retryDelayMs(30, () => 1)).toBe(6 * 3_600_000)
  })

  it('connects only to public addresses, loopback only when allowed', () => {
    const strict = { allowLoopback: false }
    for (const address of [
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '127.0.0.1',
      '::1',
      'fe80::1',
      'fc00::1',
      '100.64.0.1',
      '0.0.0.0',
      '::ffff:127.0.0.1',
    ]) {
      expect(addressAllowed(address, strict), address).toBe(false)
    }
    expect(addressAllowed('93.184.216.34', strict)).toBe(true)
    expect(addressAllowed('127.0.0.1', { allowLoopback: true })).toBe(true)
    expect(addressAllowed('10.1.2.3', { allowLoopback: true })).toBe(false)
    expect(targetUrlReason('http://127.0.0.1:9/x', strict)).toBe('api.fields.url_not_https')
    expect(targetUrlReason('https://localhost/x', strict)).toBe('api.fields.url_private_host')
    expect(targetUrlReason('http://127.0.0.1:9/x', { allowLoopback: true })).toBeNull()
    expect(targetUrlReason('http://10.0.0.1/x', { allowLoopback: true })).toBe('api.fields.url_not_https')
    expect(targetUrlReason('https://hooks.example.com/in', strict)).toBeNull()
  })
})
