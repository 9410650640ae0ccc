import { expect } from 'vitest'
import { isSignedIn, isStaffPersona, type MatrixRows, type Persona } from '../../test/authorization.ts'
import { sampleFiles } from '../../test/files.ts'
import { createTicket } from './support.seed.ts'

/**
 * Callers act in ACME. The foreign ticket is Gina's (Globex), with a file: she and staff reach it, ACME's
 * members get a 404 as if it did not exist.
 */
export const supportRows: MatrixRows = ({ t, ids, fixture }) => {
  const foreign = (ok: number) => (p: Persona) =>
    !isSignedIn(p) ? 401 : p === 'otherUser' || isStaffPersona(p) ? ok : 404
  const globexTicket = () =>
    fixture('support:globex', () =>
      createTicket(t.db, {
        companyId: ids.globex,
        authorId: ids.globexUser,
        subject: 'Matrix request',
        messages: [
          {
            authorId: ids.globexUser,
            body: 'With a file.',
            files: [{ filename: 'matrix.txt', contentType: 'text/plain', content: sampleFiles.text() }],
          },
        ],
      }),
    )
  const url = async () => `/api/v1/support/tickets/${(await globexTicket()).id}/`
  return {
    'GET /api/v1/support/tickets/': {
      call: (a) => a.get('/api/v1/support/tickets/'),
      expect: (p) => (isSignedIn(p) ? 200 : 401),
      check: (body, p) => {
        const companies = (body as { results: { company: { id: string } }[] }).results.map(
          (r) => r.company.id,
        )
        if (p === 'otherUser') expect(new Set(companies)).toEqual(new Set([ids.globex]))
      },
    },
    'POST /api/v1/support/tickets/': {
      call: (a) =>
        a.post('/api/v1/support/tickets/', { category: 'question', subject: 'Matrix', message: 'Hello' }),
      expect: (p) => (isSignedIn(p) ? 201 : 401),
    },
    'GET /api/v1/support/tickets/:id/': { call: async (a) => a.get(await url()), expect: foreign(200) },
    'POST /api/v1/support/tickets/:id/messages/': {
      call: async (a) => a.post(`${await url()}messages/`, { message: 'Matrix reply' }),
      expect: foreign(201),
    },
    'POST /api/v1/support/tickets/:id/close/': {
      call: async (a) => a.post(`${await url()}close/`),
      expect: foreign(200),
    },
    'GET /api/v1/support/attachments/:id/': {
      call: async (a) => a.get(`/api/v1/support/attachments/${(await globexTicket()).attachments[0]!.id}/`),
      expect: foreign(200),
    },
  }
}
