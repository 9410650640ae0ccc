import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailOutbox } from '../../core/mail.tables.ts'
import { startTestApp, type TestApp } from '../../test/test-app.ts'
import { createOffer } from './coaching.seed.ts'
import { coachingRequests } from './coaching.tables.ts'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ publicUrl: 'https://portal.example' })
})
afterAll(() => t.close())

const OFFERS = '/api/v1/coaching/offers/'
const REQUESTS = '/api/v1/coaching/requests/'
const titles = (body: { results: { title: { 'en-US': string } }[] }) =>
  body.results.map((o) => o.title['en-US'])
const topics = (body: { results: { topic: string }[] }) => body.results.map((r) => r.topic)
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

const offerInput = {
  title: { 'en-US': 'Presenting with confidence', 'de-DE': 'Sicher präsentieren' },
  description: { 'en-US': 'Two hours on stage.', 'de-DE': 'Zwei Stunden auf der Bühne.' },
  coach_name: 'Clara Jansen',
  duration_minutes: 120,
  format: 'on_site',
}

describe('coaching offers', () => {
  it('shows everyone the active offers and staff the switched-off ones too', async () => {
    const ada = await t.signIn('user@acme.example')
    const active = ['Leading hybrid teams', 'OKR kick-off workshop', 'Giving and receiving feedback']
    expect(titles((await ada.get(OFFERS)).json())).toEqual(active)
    expect(titles((await ada.get(`${OFFERS}?all=1`)).json())).toEqual(active)
    const retired = `${OFFERS}${t.world.coaching.offers.retired.id}/`
    expect((await ada.get(retired)).statusCode).toBe(404)
    const staff = await t.signIn('admin@example.com')
    expect(titles((await staff.get(`${OFFERS}?all=1`)).json())).toEqual([...active, 'Time management basics'])
    expect((await staff.get(retired)).json()).toMatchObject({ is_active: false, coach_name: 'Markus Feld' })
  })

  it('lets staff create, change and delete offers in both languages', async () => {
    const staff = await t.signIn('super@example.com')
    const created = await staff.post(OFFERS, offerInput)
    expect(created.statusCode).toBe(201)
    expect(created.json()).toMatchObject({ ...offerInput, is_active: true })
    const url = `${OFFERS}${created.json().id}/`
    const changed = await staff.request('PUT', url, { ...offerInput, duration_minutes: 90, is_active: false })
    expect(changed.json()).toMatchObject({ duration_minutes: 90, is_active: false })
    expect((await staff.request('DELETE', url)).statusCode).toBe(204)
    expect((await staff.get(url)).statusCode).toBe(404)
  })

  it('refuses offers without both titles or with an impossible duration, and users altogether', async () => {
    const staff = await t.signIn('admin@example.com')
    const bad = await staff.post(OFFERS, {
      ...offerInput,
      title: { 'en-US': 'Only English' },
      duration_minutes: 5,
    })
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(bad.json().errors).sort()).toEqual(['duration_minutes', 'title.de-DE'])
    const lena = await t.signIn('lead@acme.example')
    expect((await lena.post(OFFERS, offerInput)).statusCode).toBe(403)
  })
})

describe('coaching requests', () => {
  it('creates a request for an active offer with dates to come, sorted and without repeats', async () => {
    const mia = await t.signIn('mia.chen@acme.example')
    const created = await mia.post(REQUESTS, {
      offer_id: t.world.coaching.offers.hybridTeams.id,
      topic: 'Remote onboarding',
      preferred_dates: [inDays(9), inDays(3), inDays(9)],
      message: 'Two new colleagues start remotely next month.',
    })
    expect(created.statusCode).toBe(201)
    expect(created.json()).toMatchObject({
      status: 'open',
      topic: 'Remote onboarding',
      preferred_dates: [inDays(3), inDays(9)],
      scheduled_at: null,
      company: { name: 'ACME' },
      author: { email: 'mia.chen@acme.example' },
      offer: { id: t.world.coaching.offers.hybridTeams.id, title: { 'en-US': 'Leading hybrid teams' } },
      messages: [{ from_coaching_team: false, body: 'Two new colleagues start remotely next month.' }],
    })
    expect(topics((await mia.get(REQUESTS)).json())).toEqual([
      'Remote onboarding',
      'Preparing annual reviews',
    ])
  })

  it('refuses past dates and switched-off offers on their fields', async () => {
    const mia = await t.signIn('mia.chen@acme.example')
    const base = { topic: 'Too late', message: 'Hello', preferred_dates: [inDays(5)] }
    const past = await mia.post(REQUESTS, {
      ...base,
      offer_id: t.world.coaching.offers.feedback.id,
      preferred_dates: [inDays(-3)],
    })
    expect(past.statusCode).toBe(400)
    expect(past.json().errors).toEqual({ preferred_dates: ['Choose dates from today on.'] })
    const retired = await mia.post(REQUESTS, { ...base, offer_id: t.world.coaching.offers.retired.id })
    expect(retired.json().errors).toEqual({ offer_id: ['This coaching offer is not available.'] })
    const tooMany = await mia.post(REQUESTS, {
      ...base,
      offer_id: t.world.coaching.offers.feedback.id,
      preferred_dates: [1, 2, 3, 4].map(inDays),
    })
    expect(Object.keys(tooMany.json().errors)).toEqual(['preferred_dates'])
  })

  it('shows the requester theirs, the company admin the company’s and staff every company’s', async () => {
    const ada = (await (await t.signIn('user@acme.example')).get(REQUESTS)).json()
    expect(topics(ada)).toEqual(['OKRs for the product team'])
    const lena = (await (await t.signIn('lead@acme.example')).get(`${REQUESTS}?page_size=50`)).json()
    expect(topics(lena)).toEqual(
      expect.arrayContaining(['OKRs for the product team', 'Preparing annual reviews']),
    )
    expect(topics(lena)).not.toContain('OKRs for engineering')
    expect(topics((await (await t.signIn('lead@acme.example')).get(`${REQUESTS}?mine=1`)).json())).toEqual([
      'Weekly rituals for a remote team',
    ])
    const staff = await t.signIn('admin@example.com')
    expect(topics((await staff.get(`${REQUESTS}?page_size=50`)).json())).toContain('OKRs for engineering')
    expect(topics((await staff.get(`${REQUESTS}?company=${t.world.globex.id}`)).json())).toEqual([
      'OKRs for engineering',
    ])
    expect(topics((await staff.get(`${REQUESTS}?status=scheduled`)).json())).toEqual([
      'Weekly rituals for a remote team',
    ])
    const foreign = `${REQUESTS}${t.world.coaching.requests.globex.id}/`
    expect((await (await t.signIn('lead@acme.example')).get(foreign)).statusCode).toBe(404)
    expect((await (await t.signIn('user@globex.example')).get(foreign)).json().topic).toBe(
      'OKRs for engineering',
    )
  })

  it('goes answered → scheduled by the coaching team, open on the requester’s reply, then closed', async () => {
    const url = `${REQUESTS}${t.world.coaching.requests.conversations.id}/`
    const staff = await t.signIn('admin@example.com')
    const answered = await staff.post(`${url}messages/`, { message: 'Clara has time on both dates.' })
    expect(answered.statusCode).toBe(201)
    expect(answered.json()).toMatchObject({ status: 'answered', scheduled_at: null })
    expect(answered.json().messages.at(-1)).toMatchObject({
      from_coaching_team: true,
      author: { first_name: 'Alex' },
    })
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.recipient, 'mia.chen@acme.example'), eq(mailOutbox.template, 'coaching_answer')),
      )
    expect(mail!.subject).toBe('Answer to your coaching request: Preparing annual reviews')
    expect(mail!.body).toContain('Clara has time on both dates.')
    expect(mail!.body).toContain(
      `https://portal.example/en-US/client/coaching?request=${t.world.coaching.requests.conversations.id}`,
    )

    const when = `${inDays(14)}T09:00:00.000Z`
    const scheduled = await staff.post(`${url}messages/`, { message: 'See you then.', scheduled_at: when })
    expect(scheduled.json()).toMatchObject({ status: 'scheduled', scheduled_at: when })

    const mia = await t.signIn('mia.chen@acme.example')
    const moved = await mia.post(`${url}messages/`, { message: 'Could we start at ten?', scheduled_at: when })
    expect(moved.statusCode).toBe(403)
    const reply = await mia.post(`${url}messages/`, { message: 'Could we start at ten?' })
    expect(reply.json()).toMatchObject({ status: 'open', scheduled_at: when })
    expect(reply.json().messages).toHaveLength(4)
    expect((await mia.post(`${url}close/`)).json().status).toBe('closed')
  })

  it('keeps a request and its thread when its offer is deleted', async () => {
    const offer = await createOffer(t.db, { title: { 'en-US': 'Short-lived', 'de-DE': 'Kurzlebig' } })
    const ada = await t.signIn('user@acme.example')
    const created = (
      await ada.post(REQUESTS, {
        offer_id: offer.id,
        topic: 'Before it goes',
        preferred_dates: [inDays(2)],
        message: 'Quick question.',
      })
    ).json()
    expect(
      (await (await t.signIn('admin@example.com')).request('DELETE', `${OFFERS}${offer.id}/`)).statusCode,
    ).toBe(204)
    const kept = (await ada.get(`${REQUESTS}${created.id}/`)).json()
    expect(kept).toMatchObject({
      offer: null,
      topic: 'Before it goes',
      messages: [{ body: 'Quick question.' }],
    })
    const [row] = await t.db.select().from(coachingRequests).where(eq(coachingRequests.id, created.id))
    expect(row!.offerId).toBeNull()
  })
})
