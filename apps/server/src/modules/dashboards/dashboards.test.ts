import { DEFAULT_DASHBOARD } from '@portal/contracts/dashboards'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../test/test-app.ts'
import { dashboards } from './dashboards.tables.ts'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const ACTIVE = '/api/v1/dashboards/active/'
const mine = {
  cards: [
    { key: 'my_teams', width: 3, settings: {} },
    {
      key: 'quick_links',
      width: 1,
      settings: {
        links: [
          { label: 'Intranet', href: 'https://intranet.acme.example/' },
          { label: null, href: '/client/okr' },
        ],
      },
    },
  ],
}

describe('the active dashboard', () => {
  it('is the default until the user saves their own', async () => {
    const ada = await t.signIn('user@acme.example')
    expect((await ada.get(ACTIVE)).json()).toEqual({
      cards: DEFAULT_DASHBOARD,
      is_default: true,
      updated_at: null,
    })
    // A new user's dashboard starts with the goals: the quarter's progress and their own tasks.
    expect(DEFAULT_DASHBOARD.map((card) => card.key)).toEqual([
      'okr_progress',
      'my_tasks',
      'my_services',
      'quick_links',
      'my_teams',
    ])
  })

  it('takes the OKR cards like any other', async () => {
    const jonas = await t.signIn('jonas.weber@acme.example')
    const cards = [
      { key: 'my_key_results', width: 2, settings: {} },
      { key: 'my_tasks', width: 1, settings: {} },
      { key: 'okr_progress', width: 3, settings: {} },
    ]
    expect((await jonas.request('PATCH', ACTIVE, { cards })).statusCode).toBe(200)
    expect((await jonas.get(ACTIVE)).json().cards).toEqual(cards)
    expect((await jonas.request('PATCH', ACTIVE, { cards: [] })).statusCode).toBe(200)
    const extra = { cards: [{ key: 'my_tasks', width: 1, settings: { overdue_only: true } }] }
    expect((await jonas.request('PATCH', ACTIVE, extra)).statusCode).toBe(400)
  })

  it('keeps the order, widths and settings the user saved, for that user only', async () => {
    const ada = await t.signIn('user@acme.example')
    const saved = await ada.request('PATCH', ACTIVE, mine)
    expect(saved.statusCode).toBe(200)
    expect(saved.json()).toMatchObject({ cards: mine.cards, is_default: false })
    expect((await (await t.signIn('user@acme.example')).get(ACTIVE)).json().cards).toEqual(mine.cards)
    expect((await (await t.signIn('mia.chen@acme.example')).get(ACTIVE)).json().is_default).toBe(true)
  })

  it('is kept per company: switching company shows that company’s dashboard', async () => {
    const admin = await t.signIn('admin@example.com')
    await admin.request('PATCH', ACTIVE, { cards: [{ key: 'my_teams', width: 1, settings: {} }] })
    await admin.post('/api/v1/accounts/active-company/', { id: t.world.globex.id })
    expect((await admin.get(ACTIVE)).json().is_default).toBe(true)
    await admin.post('/api/v1/accounts/active-company/', { id: t.world.acme.id })
    expect((await admin.get(ACTIVE)).json().cards).toEqual([{ key: 'my_teams', width: 1, settings: {} }])
  })

  it('refuses unknown cards, the same card twice, bad widths and unsafe links, and keeps what was saved', async () => {
    const ada = await t.signIn('user@acme.example')
    const bad = [
      { cards: [{ key: 'stock_ticker', width: 1, settings: {} }] },
      { cards: [mine.cards[0], mine.cards[0]] },
      { cards: [{ key: 'my_teams', width: 4, settings: {} }] },
      {
        cards: [
          {
            key: 'quick_links',
            width: 1,
            settings: { links: [{ label: 'x', href: 'javascript:alert(1)' }] },
          },
        ],
      },
      {
        cards: [
          { key: 'quick_links', width: 1, settings: { links: [{ label: 'x', href: '//evil.example' }] } },
        ],
      },
      {
        cards: [
          {
            key: 'quick_links',
            width: 1,
            settings: { links: [{ label: 'x', href: 'http://plain.example' }] },
          },
        ],
      },
    ]
    for (const body of bad) {
      const answer = await ada.request('PATCH', ACTIVE, body)
      expect(answer.statusCode, JSON.stringify(body)).toBe(400)
      expect(Object.keys(answer.json().errors).length).toBeGreaterThan(0)
    }
    expect((await ada.get(ACTIVE)).json().cards).toEqual(mine.cards)
  })

  it('leaves out a stored card that no longer exists instead of failing', async () => {
    const gina = await t.signIn('user@globex.example')
    await t.db.insert(dashboards).values({
      companyId: t.world.globex.id,
      userId: t.world.users['user@globex.example']!.id,
      cards: [
        { key: 'retired_card', width: 1, settings: {} } as never,
        { key: 'my_teams', width: 2, settings: {} },
      ],
    })
    expect((await gina.get(ACTIVE)).json().cards).toEqual([{ key: 'my_teams', width: 2, settings: {} }])
  })
})
