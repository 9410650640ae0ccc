import { expect } from 'vitest'
import { idsIn, isSignedIn, isStaffPersona, type MatrixRows, type Persona } from '../../test/authorization.ts'
import { pictureDataUrl } from './test-pictures.ts'
import { hubs, hubTrends } from './trends.tables.ts'

const signedIn = (ok: number) => (p: Persona) => (isSignedIn(p) ? ok : 401)
const staffOnly = (ok: number) => (p: Persona) => (!isSignedIn(p) ? 401 : isStaffPersona(p) ? ok : 403)
/** An ACME hub: its members (Lena, Ada and so her impersonator) and staff acting in ACME; Globex's user cannot find it. */
const acmeHub = (ok: number) => (p: Persona) => (!isSignedIn(p) ? 401 : p === 'otherUser' ? 404 : ok)
const T = '/api/v1/trend_managment'

/** Callers act in ACME (Globex's user in Globex). The library is shared; hubs and favourites are not. */
export const trendsRows: MatrixRows = ({ t, ids }) => {
  const world = t.world.trends
  const future = world.hubs.future.id
  const copilots = world.microtrends['AI copilots at work']!
  const fourDay = world.microtrends['Four-day week']!
  const macro = world.macrotrends.ai!
  const mega = world.megatrends.digital!
  const input = (external: string | null) => ({
    external_id: external,
    translations: { 'en-US': { title: 'Matrix trend', summary: '' } },
    macrotrend_ids: [macro],
  })
  /** A new microtrend with one picture, made by staff: their ids. */
  const storedPicture = async () => {
    const staff = await t.sessionAs('super@example.com')
    const made = await staff.post(`${T}/microtrends/`, {
      ...input(null),
      pictures: [await pictureDataUrl('#cc5500')],
    })
    const trend = made.json() as { id: string; pictures: string[] }
    return { trend: trend.id, picture: trend.pictures[0]!.split('/').at(-2)! }
  }
  /** An ACME hub nobody is a member of: only ACME's managers may delete it. */
  const memberlessHub = async () => {
    const [row] = await t.db
      .insert(hubs)
      .values({ companyId: ids.acme, name: `Matrix ${crypto.randomUUID()}` })
      .returning({ id: hubs.id })
    return row!.id
  }
  return {
    [`GET ${T}/microtrends/`]: {
      call: (a) => a.get(`${T}/microtrends/?search=copilot`),
      expect: signedIn(200),
      check: (body) => expect(idsIn(body)).toContain(copilots),
    },
    [`GET ${T}/microtrends/:id/`]: {
      call: (a) => a.get(`${T}/microtrends/${copilots}/`),
      expect: signedIn(200),
    },
    [`GET ${T}/microtrends/:id/macrotrends/`]: {
      call: (a) => a.get(`${T}/microtrends/${copilots}/macrotrends/`),
      expect: signedIn(200),
    },
    [`POST ${T}/microtrends/`]: {
      call: (a) => a.post(`${T}/microtrends/`, input(null)),
      expect: staffOnly(201),
    },
    [`PUT ${T}/microtrends/:id/`]: {
      call: (a) =>
        a.request('PUT', `${T}/microtrends/${fourDay}/`, {
          ...input('demo-036'),
          translations: { 'en-US': { title: 'Four-day week', summary: 'Companies test 32-hour weeks.' } },
          macrotrend_ids: [world.macrotrends.work!],
        }),
      expect: staffOnly(200),
    },
    [`DELETE ${T}/microtrends/:id/`]: {
      call: async (a) => {
        const staff = await t.sessionAs('super@example.com')
        const created = (await staff.post(`${T}/microtrends/`, input(null))).json()
        return a.request('DELETE', `${T}/microtrends/${created.id}/`)
      },
      expect: staffOnly(204),
    },
    [`POST ${T}/microtrends/import/`]: {
      call: (a) =>
        a.post(`${T}/microtrends/import/`, {
          format: 'json',
          content: JSON.stringify([input('matrix-import')]),
          dry_run: true,
        }),
      expect: staffOnly(200),
    },
    [`POST ${T}/microtrends/:id/pictures/`]: {
      call: async (a) =>
        a.post(`${T}/microtrends/${fourDay}/pictures/`, { data_url: await pictureDataUrl('#00484d') }),
      expect: staffOnly(201),
      check: (body) => expect((body as { pictures: string[] }).pictures.length).toBeGreaterThan(0),
    },
    [`DELETE ${T}/microtrends/:id/pictures/:picture_id/`]: {
      call: async (a) => {
        const { trend, picture } = await storedPicture()
        return a.request('DELETE', `${T}/microtrends/${trend}/pictures/${picture}/`)
      },
      expect: staffOnly(200),
    },
    [`GET ${T}/pictures/:id/`]: {
      call: async (a) => a.get(`${T}/pictures/${(await storedPicture()).picture}/`),
      expect: signedIn(200),
    },
    [`GET ${T}/pictures/:id/preview/`]: {
      call: async (a) => a.get(`${T}/pictures/${(await storedPicture()).picture}/preview/`),
      expect: signedIn(200),
    },
    [`GET ${T}/industries/`]: { call: (a) => a.get(`${T}/industries/`), expect: signedIn(200) },
    [`GET ${T}/innovations/`]: { call: (a) => a.get(`${T}/innovations/`), expect: signedIn(200) },
    [`GET ${T}/megatrends/`]: { call: (a) => a.get(`${T}/megatrends/`), expect: signedIn(200) },
    [`GET ${T}/megatrends/:id/`]: { call: (a) => a.get(`${T}/megatrends/${mega}/`), expect: signedIn(200) },
    [`PUT ${T}/megatrends/:id/`]: {
      call: (a) =>
        a.request('PUT', `${T}/megatrends/${mega}/`, {
          names: { 'en-US': 'Digitalisation', 'de-DE': 'Digitalisierung' },
          color: '#00484D',
        }),
      expect: staffOnly(200),
    },
    [`POST ${T}/megatrends/`]: {
      call: (a) => a.post(`${T}/megatrends/`, { names: { 'en-US': 'Matrix megatrend' }, color: '#00484D' }),
      expect: staffOnly(201),
    },
    [`PUT ${T}/megatrends/order/`]: {
      call: async (a) => {
        const order = (await a.get(`${T}/megatrends/`)).json() as { id: string }[] | undefined
        const ids = Array.isArray(order) ? order.map((m) => m.id) : [mega]
        return a.request('PUT', `${T}/megatrends/order/`, { megatrend_ids: ids })
      },
      expect: staffOnly(200),
    },
    [`DELETE ${T}/megatrends/:id/`]: {
      call: async (a) => {
        const staff = await t.sessionAs('super@example.com')
        const made = (
          await staff.post(`${T}/megatrends/`, { names: { 'en-US': 'Matrix empty' }, color: '#00484D' })
        ).json()
        return a.request('DELETE', `${T}/megatrends/${made.id}/`)
      },
      expect: staffOnly(204),
    },
    [`POST ${T}/macrotrends/`]: {
      call: (a) =>
        a.post(`${T}/macrotrends/`, { megatrend_id: mega, names: { 'en-US': 'Matrix macrotrend' } }),
      expect: staffOnly(201),
    },
    [`DELETE ${T}/macrotrends/:id/`]: {
      // A macrotrend with a microtrend, which moves to the AI macrotrend.
      call: async (a) => {
        const staff = await t.sessionAs('super@example.com')
        const made = (
          await staff.post(`${T}/macrotrends/`, { megatrend_id: mega, names: { 'en-US': 'Matrix leaving' } })
        ).json()
        await staff.post(`${T}/microtrends/`, {
          ...input(null),
          macrotrend_ids: [made.id],
        })
        return a.request('DELETE', `${T}/macrotrends/${made.id}/?move_to=${macro}`)
      },
      expect: staffOnly(204),
    },
    [`PUT ${T}/macrotrends/:id/`]: {
      call: (a) =>
        a.request('PUT', `${T}/macrotrends/${macro}/`, {
          megatrend_id: mega,
          names: { 'en-US': 'Artificial Intelligence', 'de-DE': 'Künstliche Intelligenz' },
        }),
      expect: staffOnly(200),
    },
    [`GET ${T}/macrotrends/`]: {
      call: (a) => a.get(`${T}/macrotrends/?megatrend=${mega}`),
      expect: signedIn(200),
    },
    [`GET ${T}/macrotrends/:id/`]: {
      call: (a) => a.get(`${T}/macrotrends/${macro}/`),
      expect: signedIn(200),
    },
    [`GET ${T}/macrotrends/:id/megatrend/`]: {
      call: (a) => a.get(`${T}/macrotrends/${macro}/megatrend/`),
      expect: signedIn(200),
    },
    [`GET ${T}/hubs/`]: {
      call: (a) => a.get(`${T}/hubs/`),
      expect: signedIn(200),
      check: (body, p) => {
        expect(idsIn(body).includes(future)).toBe(p !== 'otherUser')
        expect(idsIn(body).includes(world.hubs.globex.id)).toBe(p === 'otherUser')
      },
    },
    [`GET ${T}/hubs/:id/`]: { call: (a) => a.get(`${T}/hubs/${future}/`), expect: acmeHub(200) },
    [`POST ${T}/hubs/`]: {
      call: (a) => a.post(`${T}/hubs/`, { name: `Matrix ${crypto.randomUUID()}` }),
      expect: signedIn(201),
    },
    [`PATCH ${T}/hubs/:id/`]: {
      call: (a) => a.request('PATCH', `${T}/hubs/${future}/`, { description: 'Our people, five years on.' }),
      expect: acmeHub(200),
    },
    [`DELETE ${T}/hubs/:id/`]: {
      call: async (a) => a.request('DELETE', `${T}/hubs/${await memberlessHub()}/`),
      // Ada is no member of it and no manager: 403; Globex's user cannot find it.
      expect: (p) =>
        !isSignedIn(p)
          ? 401
          : p === 'otherUser'
            ? 404
            : p === 'companyAdmin' || isStaffPersona(p)
              ? 204
              : 403,
    },
    [`POST ${T}/hubs/:id/add-trend/`]: {
      call: (a) => a.post(`${T}/hubs/${future}/add-trend/`, { microtrend_id: fourDay, notes: 'Matrix note' }),
      expect: acmeHub(200),
    },
    [`POST ${T}/hubs/:id/remove-trend/`]: {
      call: async (a) => {
        const robotaxis = world.microtrends.Robotaxis!
        await t.db
          .insert(hubTrends)
          .values({ companyId: ids.acme, hubId: future, microtrendId: robotaxis })
          .onConflictDoNothing()
        return a.post(`${T}/hubs/${future}/remove-trend/`, { microtrend_id: robotaxis })
      },
      expect: acmeHub(200),
    },
    [`PUT ${T}/hubs/:id/ratings/`]: {
      call: (a) =>
        a.request('PUT', `${T}/hubs/${future}/ratings/`, {
          microtrend_id: copilots,
          impact: 4,
          time_horizon: 'short',
          relevance: 4,
        }),
      expect: acmeHub(200),
    },
    [`PUT ${T}/hubs/:id/objectives/`]: {
      call: (a) =>
        a.request('PUT', `${T}/hubs/${future}/objectives/`, {
          microtrend_id: copilots,
          objective_ids: [t.world.okr.acme.objectives.people!.id],
        }),
      expect: acmeHub(200),
    },
    [`PUT ${T}/hubs/:id/measures/`]: {
      call: (a) =>
        a.request('PUT', `${T}/hubs/${future}/measures/`, {
          microtrend_id: copilots,
          measure_ids: [t.world.ppm.acme.measuresByTitle['Self-service quotes']!],
        }),
      expect: acmeHub(200),
    },
    [`GET ${T}/microtrends/:id/goals/`]: {
      call: (a) => a.get(`${T}/microtrends/${copilots}/goals/`),
      expect: signedIn(200),
      // ACME's hub links the trend to its goals; Globex's user sees none of them.
      check: (body, p) => {
        const { objectives, measures } = body as { objectives: unknown[]; measures: unknown[] }
        expect(objectives.length + measures.length > 0).toBe(p !== 'otherUser')
      },
    },
    [`GET ${T}/hubs/favorites/`]: {
      call: (a) => a.get(`${T}/hubs/favorites/?microtrend=${copilots}`),
      expect: signedIn(200),
    },
    [`POST ${T}/hubs/favorites/`]: {
      call: (a) => a.post(`${T}/hubs/favorites/`, { microtrend_id: copilots }),
      expect: signedIn(201),
    },
    [`DELETE ${T}/hubs/favorites/:id/`]: {
      call: async (a) => {
        const made = await a.post(`${T}/hubs/favorites/`, {
          microtrend_id: world.microtrends['Balcony solar']!,
        })
        const id = made.statusCode === 201 ? made.json().id : crypto.randomUUID()
        return a.request('DELETE', `${T}/hubs/favorites/${id}/`)
      },
      expect: signedIn(204),
    },
  }
}
