import { expect } from 'vitest'
import { idsIn, isManager, isSignedIn, type MatrixRows, type Persona } from '../../test/authorization.ts'
import { competitors, signals } from './market-intelligence.tables.ts'

const M = '/api/v1/market_intelligence'
const signedIn = (ok: number) => (p: Persona) => (isSignedIn(p) ? ok : 401)
/** Writes: ACME's admin and staff acting in ACME; Ada (and her impersonator) and Globex's user are refused by the rule. */
const managers = (ok: number) => (p: Persona) => (!isSignedIn(p) ? 401 : isManager(p) ? ok : 403)

/** Callers act in ACME (Globex's user in Globex): nobody reaches another company's competitors or signals. */
export const marketIntelligenceRows: MatrixRows = ({ t, ids }) => {
  const own = t.world.marketIntelligence.acme
  const competitor = async () => {
    const [row] = await t.db
      .insert(competitors)
      .values({ companyId: ids.acme, name: `Matrix ${crypto.randomUUID()}` })
      .returning({ id: competitors.id })
    return row!.id
  }
  const signal = async () => {
    const [row] = await t.db
      .insert(signals)
      .values({
        companyId: ids.acme,
        kind: 'note',
        title: 'Matrix',
        source: 'Matrix',
        occurredOn: '2026-11-01',
      })
      .returning({ id: signals.id })
    return row!.id
  }
  return {
    [`GET ${M}/competitors/`]: {
      call: (a) => a.get(`${M}/competitors/`),
      expect: signedIn(200),
      check: (body, p) => {
        const names = (body as { id: string }[]).map((c) => c.id)
        expect(names.includes(own.initech)).toBe(p !== 'otherUser')
      },
    },
    [`POST ${M}/competitors/`]: {
      call: (a) => a.post(`${M}/competitors/`, { name: `Matrix ${crypto.randomUUID()}` }),
      expect: managers(201),
    },
    [`PUT ${M}/competitors/:id/`]: {
      call: async (a) =>
        a.request('PUT', `${M}/competitors/${await competitor()}/`, {
          name: `Matrix ${crypto.randomUUID()}`,
        }),
      expect: managers(200),
    },
    [`DELETE ${M}/competitors/:id/`]: {
      call: async (a) => a.request('DELETE', `${M}/competitors/${await competitor()}/`),
      expect: managers(204),
    },
    [`GET ${M}/signals/`]: {
      call: (a) => a.get(`${M}/signals/?page_size=100`),
      expect: signedIn(200),
      check: (body, p) => expect(idsIn(body).length > 1).toBe(p !== 'otherUser'),
    },
    [`GET ${M}/signals/stats/`]: { call: (a) => a.get(`${M}/signals/stats/`), expect: signedIn(200) },
    [`POST ${M}/signals/`]: {
      call: (a) =>
        a.post(`${M}/signals/`, {
          kind: 'note',
          title: 'Matrix',
          source: 'Matrix',
          occurred_on: '2026-11-01',
          competitor_id: own.hooli,
        }),
      expect: managers(201),
    },
    [`DELETE ${M}/signals/:id/`]: {
      call: async (a) => a.request('DELETE', `${M}/signals/${await signal()}/`),
      expect: managers(204),
    },
  }
}
