import { expect } from 'vitest'
import { idsIn, isManager, isSignedIn, type MatrixRows, type Persona } from '../../test/authorization.ts'
import { competitors, signals, sources } from './market-intelligence.tables.ts'

const M = '/api/v1/market_intelligence'
const signedIn = (ok: number) => (p: Persona) => (isSignedIn(p) ? ok : 401)
/** Writes: ACME's admin and staff acting in ACME; Ada (and her impersonator) and Globex's user are refused by the rule. */
const managers = (ok: number) => (p: Persona) => (!isSignedIn(p) ? 401 : isManager(p) ? ok : 403)
/** A read of one ACME row: ACME's members and staff acting in ACME; Globex's user cannot find it. */
const acmeRow = (ok: number) => (p: Persona) => (!isSignedIn(p) ? 401 : p === 'otherUser' ? 404 : ok)

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
  const source = async () => {
    const [row] = await t.db
      .insert(sources)
      .values({ companyId: ids.acme, name: `Matrix ${crypto.randomUUID()}` })
      .returning({ id: sources.id })
    return row!.id
  }
  const signal = async () => {
    const [row] = await t.db
      .insert(signals)
      .values({
        companyId: ids.acme,
        kind: 'note',
        title: 'Matrix',
        sourceId: own.sources.sales,
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
          source_id: own.sources.sales,
          occurred_on: '2026-11-01',
          competitor_id: own.hooli,
        }),
      expect: managers(201),
    },
    [`GET ${M}/signals/:id/`]: {
      call: async (a) => a.get(`${M}/signals/${await signal()}/`),
      expect: acmeRow(200),
    },
    [`PUT ${M}/signals/:id/links/`]: {
      call: async (a) =>
        a.request('PUT', `${M}/signals/${await signal()}/links/`, {
          objective_ids: [t.world.okr.acme.objectives.reliability!.id],
          measure_ids: [t.world.ppm.acme.measuresByTitle['Discount guardrails']!],
        }),
      expect: managers(200),
    },
    [`POST ${M}/signals/import/`]: {
      call: (a) =>
        a.post(`${M}/signals/import/`, {
          format: 'csv',
          content: 'external_id,title,source,occurred_on\nmatrix-1,Matrix,Reuters,2026-11-01\n',
          dry_run: true,
        }),
      expect: managers(200),
    },
    [`GET ${M}/sources/`]: {
      call: (a) => a.get(`${M}/sources/`),
      expect: signedIn(200),
      check: (body, p) => {
        const listed = (body as { id: string }[]).map((s) => s.id)
        expect(listed.includes(own.sources.reuters)).toBe(p !== 'otherUser')
      },
    },
    [`POST ${M}/sources/`]: {
      call: (a) => a.post(`${M}/sources/`, { name: `Matrix ${crypto.randomUUID()}`, kind: 'analyst' }),
      expect: managers(201),
    },
    [`PUT ${M}/sources/:id/`]: {
      call: async (a) =>
        a.request('PUT', `${M}/sources/${await source()}/`, { name: `Matrix ${crypto.randomUUID()}` }),
      expect: managers(200),
    },
    [`DELETE ${M}/sources/:id/`]: {
      call: async (a) => a.request('DELETE', `${M}/sources/${await source()}/`),
      expect: managers(204),
    },
    [`DELETE ${M}/signals/:id/`]: {
      call: async (a) => a.request('DELETE', `${M}/signals/${await signal()}/`),
      expect: managers(204),
    },
  }
}
