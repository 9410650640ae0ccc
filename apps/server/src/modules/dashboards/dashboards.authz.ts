import { isSignedIn, type MatrixRows } from '../../test/authorization.ts'

/** One's own dashboard in one's active company: every signed-in caller, nobody else's. */
export const dashboardsRows: MatrixRows = () => ({
  'GET /api/v1/dashboards/active/': {
    call: (a) => a.get('/api/v1/dashboards/active/'),
    expect: (p) => (isSignedIn(p) ? 200 : 401),
  },
  'PATCH /api/v1/dashboards/active/': {
    call: (a) =>
      a.request('PATCH', '/api/v1/dashboards/active/', {
        cards: [{ key: 'my_teams', width: 1, settings: {} }],
      }),
    expect: (p) => (isSignedIn(p) ? 200 : 401),
  },
})
