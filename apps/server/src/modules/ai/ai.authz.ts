import {
  isManager,
  isSignedIn,
  isStaffPersona,
  type MatrixRows,
  type Persona,
} from '../../test/authorization.ts'
import { aiChatSessions } from './ai.tables.ts'

/**
 * The matrix app has a provider nobody answers at (the chat stores a failed answer) and the flag on.
 * Sessions are their user's alone: a Globex user's session is a 404 for everyone else, staff included.
 */
export const aiRows: MatrixRows = ({ t, ids, fixture }) => {
  const globexSession = (key: string) =>
    fixture(`globex ai session ${key}`, async () => {
      const [row] = await t.db
        .insert(aiChatSessions)
        .values({ companyId: ids.globex, userId: ids.globexUser, title: 'Gina’s chat' })
        .returning()
      return row!
    })
  const ownOnly = (ok: number) => (p: Persona) => (!isSignedIn(p) ? 401 : p === 'otherUser' ? ok : 404)
  return {
    'GET /api/v1/ai/chat-sessions/': {
      call: (a) => a.get('/api/v1/ai/chat-sessions/'),
      expect: (p) => (isSignedIn(p) ? 200 : 401),
    },
    'POST /api/v1/ai/chat-sessions/': {
      call: (a) => a.post('/api/v1/ai/chat-sessions/', { title: 'Matrix' }),
      expect: (p) => (isSignedIn(p) ? 201 : 401),
    },
    'GET /api/v1/ai/chat-sessions/:id/': {
      call: async (a) => a.get(`/api/v1/ai/chat-sessions/${(await globexSession('read')).id}/`),
      expect: ownOnly(200),
    },
    'PUT /api/v1/ai/chat-sessions/:id/': {
      call: async (a) =>
        a.request('PUT', `/api/v1/ai/chat-sessions/${(await globexSession('read')).id}/`, {
          title: 'Renamed',
        }),
      expect: ownOnly(200),
    },
    'DELETE /api/v1/ai/chat-sessions/:id/': {
      call: async (a, p) =>
        a.request('DELETE', `/api/v1/ai/chat-sessions/${(await globexSession(`delete ${p}`)).id}/`),
      expect: ownOnly(204),
    },
    'GET /api/v1/ai/chat/': {
      call: async (a) => a.get(`/api/v1/ai/chat/?session_id=${(await globexSession('read')).id}`),
      expect: ownOnly(200),
    },
    'POST /api/v1/ai/chat/': {
      call: (a) => a.post('/api/v1/ai/chat/', { query: 'How are our objectives doing?' }),
      expect: (p) => (isSignedIn(p) ? 200 : 401),
    },
    'GET /api/v1/ai/users/:id/chats/': {
      call: (a) => a.get(`/api/v1/ai/users/${ids.acmeUser}/chats/`),
      expect: (p) => (!isSignedIn(p) ? 401 : isStaffPersona(p) || p === 'companyAdmin' ? 200 : 403),
    },
    // ACME's assistant settings: staff and ACME's company admin; a member 403, Globex's user 403 (the
    // rule: not a manager). Another company's settings are a 404 to ACME's admin.
    'GET /api/v1/ai/companies/:id/settings/': {
      call: (a) => a.get(`/api/v1/ai/companies/${ids.acme}/settings/`),
      expect: (p) => (!isSignedIn(p) ? 401 : isManager(p) ? 200 : 403),
    },
    'PUT /api/v1/ai/companies/:id/settings/': {
      call: (a, p) =>
        a.request('PUT', `/api/v1/ai/companies/${p === 'companyAdmin' ? ids.globex : ids.acme}/settings/`, {
          disabled_modules: [],
        }),
      expect: (p) => (!isSignedIn(p) ? 401 : isStaffPersona(p) ? 200 : p === 'companyAdmin' ? 404 : 403),
    },
  }
}
