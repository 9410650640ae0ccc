import { isSignedIn, isStaffPersona, type MatrixRows, type Persona } from '../../test/authorization.ts'
import { createOffer } from './coaching.seed.ts'

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/** Offers are staff's to manage; the foreign request is Globex's, which ACME's members never reach. */
export const coachingRows: MatrixRows = ({ t }) => {
  const staffOnly = (ok: number) => (p: Persona) => (!isSignedIn(p) ? 401 : isStaffPersona(p) ? ok : 403)
  const foreign = (ok: number) => (p: Persona) =>
    !isSignedIn(p) ? 401 : p === 'otherUser' || isStaffPersona(p) ? ok : 404
  const { offers, requests } = t.world.coaching
  const offerInput = {
    title: { 'en-US': 'Matrix', 'de-DE': 'Matrix' },
    description: { 'en-US': '', 'de-DE': '' },
    coach_name: 'Matrix Coach',
    duration_minutes: 60,
    format: 'online',
  }
  const globex = `/api/v1/coaching/requests/${requests.globex.id}/`
  return {
    'GET /api/v1/coaching/offers/': {
      call: (a) => a.get('/api/v1/coaching/offers/'),
      expect: (p) => (isSignedIn(p) ? 200 : 401),
    },
    'GET /api/v1/coaching/offers/:id/': {
      // Switched off: only staff see it.
      call: (a) => a.get(`/api/v1/coaching/offers/${offers.retired.id}/`),
      expect: (p) => (!isSignedIn(p) ? 401 : isStaffPersona(p) ? 200 : 404),
    },
    'POST /api/v1/coaching/offers/': {
      call: (a) => a.post('/api/v1/coaching/offers/', offerInput),
      expect: staffOnly(201),
    },
    'PUT /api/v1/coaching/offers/:id/': {
      call: (a) =>
        a.request('PUT', `/api/v1/coaching/offers/${offers.retired.id}/`, {
          ...offerInput,
          is_active: false,
        }),
      expect: staffOnly(200),
    },
    'DELETE /api/v1/coaching/offers/:id/': {
      call: async (a) => {
        const victim = await createOffer(t.db, { title: { 'en-US': 'Victim', 'de-DE': 'Opfer' } })
        return a.request('DELETE', `/api/v1/coaching/offers/${victim.id}/`)
      },
      expect: staffOnly(204),
    },
    'GET /api/v1/coaching/requests/': {
      call: (a) => a.get('/api/v1/coaching/requests/'),
      expect: (p) => (isSignedIn(p) ? 200 : 401),
    },
    'POST /api/v1/coaching/requests/': {
      call: (a) =>
        a.post('/api/v1/coaching/requests/', {
          offer_id: offers.feedback.id,
          topic: 'Matrix',
          preferred_dates: [inDays(3)],
          message: 'Hello',
        }),
      expect: (p) => (isSignedIn(p) ? 201 : 401),
    },
    'GET /api/v1/coaching/requests/:id/': { call: (a) => a.get(globex), expect: foreign(200) },
    'POST /api/v1/coaching/requests/:id/messages/': {
      call: (a) => a.post(`${globex}messages/`, { message: 'Matrix reply' }),
      expect: foreign(201),
    },
    'POST /api/v1/coaching/requests/:id/close/': {
      call: (a) => a.post(`${globex}close/`),
      expect: foreign(200),
    },
  }
}
