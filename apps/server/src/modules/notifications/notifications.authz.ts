import { isSignedIn, isStaffPersona, type MatrixRows, type Persona } from '../../test/authorization.ts'
import {
  globalNotificationCompanies,
  globalNotifications,
  userNotifications,
} from './notifications.tables.ts'

/**
 * Callers act from ACME; the foreign notification is one of Globex's user, the foreign announcement is
 * addressed to Globex only.
 */
export const notificationsRows: MatrixRows = ({ t, ids, fixture }) => {
  const signedIn = (ok: number) => (p: Persona) => (isSignedIn(p) ? ok : 401)
  const staffOnly = (ok: number) => (p: Persona) => (!isSignedIn(p) ? 401 : isStaffPersona(p) ? ok : 403)
  const globexNotification = () =>
    fixture('globex notification', async () => {
      const [row] = await t.db
        .insert(userNotifications)
        .values({
          userId: ids.globexUser,
          companyId: ids.globex,
          kind: 'task_assigned',
          params: { title: 'Globex task', actor: 'Gina' },
          link: '/client/okr',
        })
        .returning()
      return row!
    })
  const globexAnnouncement = () =>
    fixture('globex announcement', async () => {
      const [row] = await t.db
        .insert(globalNotifications)
        .values({
          title: { 'en-US': 'For Globex' },
          body: { 'en-US': 'Only Globex reads this.' },
          severity: 'info',
          audience: 'companies',
          startsAt: new Date(Date.now() - 60_000),
        })
        .returning()
      await t.db
        .insert(globalNotificationCompanies)
        .values({ notificationId: row!.id, companyId: ids.globex })
      return row!
    })
  const input = {
    title: { 'en-US': 'Matrix' },
    body: { 'en-US': 'Matrix' },
    severity: 'info',
    audience: 'everyone',
    starts_at: new Date(Date.now() + 86_400_000).toISOString(),
  }
  const onlyGina = (ok: number) => (p: Persona) => (!isSignedIn(p) ? 401 : p === 'otherUser' ? ok : 404)
  const U = '/api/v1/notifications/user/'
  const G = '/api/v1/notifications/global/'
  return {
    'GET /api/v1/notifications/user/': { call: (a) => a.get(U), expect: signedIn(200) },
    'GET /api/v1/notifications/user/:id/': {
      call: async (a) => a.get(`${U}${(await globexNotification()).id}/`),
      expect: onlyGina(200),
    },
    'POST /api/v1/notifications/user/mark-as-read/': {
      call: async (a) => a.post(`${U}mark-as-read/`, { id: (await globexNotification()).id }),
      expect: onlyGina(200),
    },
    'POST /api/v1/notifications/user/mark-all-as-read/': {
      call: (a) => a.post(`${U}mark-all-as-read/`),
      expect: signedIn(200),
    },
    'GET /api/v1/notifications/user/unread-count/': {
      call: (a) => a.get(`${U}unread-count/`),
      expect: signedIn(200),
    },
    'GET /api/v1/notifications/preferences/': {
      call: (a) => a.get('/api/v1/notifications/preferences/'),
      expect: signedIn(200),
    },
    'PUT /api/v1/notifications/preferences/': {
      call: (a) =>
        a.request('PUT', '/api/v1/notifications/preferences/', {
          preferences: [{ kind: 'announcement', channel: 'portal' }],
        }),
      expect: signedIn(200),
    },
    // The matrix's app ends each stream after a few milliseconds, so the answer completes.
    'GET /api/v1/notifications/stream/': {
      call: (a) => a.get('/api/v1/notifications/stream/'),
      expect: signedIn(200),
    },
    'GET /api/v1/notifications/global/': { call: (a) => a.get(G), expect: staffOnly(200) },
    'POST /api/v1/notifications/global/': { call: (a) => a.post(G, input), expect: staffOnly(201) },
    'GET /api/v1/notifications/global/current/': {
      call: (a) => a.get(`${G}current/`),
      expect: signedIn(200),
    },
    'GET /api/v1/notifications/global/:id/': {
      call: async (a) => a.get(`${G}${(await globexAnnouncement()).id}/`),
      expect: staffOnly(200),
    },
    'PUT /api/v1/notifications/global/:id/': {
      call: async (a) =>
        a.request('PUT', `${G}${(await globexAnnouncement()).id}/`, {
          ...input,
          audience: 'companies',
          company_ids: [ids.globex],
        }),
      expect: staffOnly(200),
    },
    'DELETE /api/v1/notifications/global/:id/': {
      call: async (a) => {
        const [victim] = await t.db
          .insert(globalNotifications)
          .values({
            title: { 'en-US': 'x' },
            body: {},
            severity: 'info',
            audience: 'everyone',
            startsAt: new Date(),
          })
          .returning()
        return a.request('DELETE', `${G}${victim!.id}/`)
      },
      expect: staffOnly(204),
    },
    'POST /api/v1/notifications/global/:id/dismiss/': {
      call: async (a) => a.post(`${G}${(await globexAnnouncement()).id}/dismiss/`),
      expect: onlyGina(204),
    },
    'GET /api/v1/home/queue/': { call: (a) => a.get('/api/v1/home/queue/'), expect: signedIn(200) },
  }
}
