import { expect } from 'vitest'
import { idsIn, isManager, isSignedIn, type MatrixRows, type Persona } from '../../test/authorization.ts'
import { recordChangesAs } from './changelog.ts'
import { createKeyResult, createObjective, createProject, createTask } from './okr.seed.ts'
import { currentPeriod } from './okr-fixtures.ts'
import { okrSavedViews } from './saved-views.tables.ts'

/**
 * Callers act in ACME. Reads by id use Globex's items (the foreign ones: ACME callers get 404,
 * Globex's user 200). Writes use ACME items owned by the company admin: users (and an admin acting
 * as one) are refused (403), the company admin and staff may (object rules), Globex's user never
 * finds them (404). Creating for ACME's user Ada: a Globex caller may not create for someone else
 * (403); creating inside an ACME item: a Globex caller names an unknown one (400).
 */
export const okrRows: MatrixRows = (context) => ({
  ...itemRows(context),
  ...workRows(context),
  ...viewRows(context),
})

const API = '/api/v1/okr'
const signedIn = (ok: number, foreign: number) => (p: Persona) =>
  !isSignedIn(p) ? 401 : p === 'otherUser' ? foreign : ok
/** ACME items owned by the company admin: managers change them, users may not. */
const ownedByAdmin = (ok: number) => (p: Persona) =>
  !isSignedIn(p) ? 401 : p === 'otherUser' ? 404 : isManager(p) ? ok : 403
/** Creating in something owned by ACME's admin: the Globex caller names an unknown item (400). */
const createIn = (p: Persona) => (!isSignedIn(p) ? 401 : p === 'otherUser' ? 400 : isManager(p) ? 201 : 403)
const readAll = (p: Persona) => (isSignedIn(p) ? 200 : 401)

const itemRows: MatrixRows = ({ t, ids, fixture }) => {
  const lena = t.world.users['lead@acme.example']!.id
  const globex = t.world.okr.globex
  const period = currentPeriod().key
  const objective = () =>
    createObjective(t.db, { companyId: ids.acme, title: 'Matrix', ownerId: lena, period })
  const keyResult = async () =>
    createKeyResult(t.db, {
      companyId: ids.acme,
      objectiveId: (await objective()).id,
      title: 'Matrix KR',
      metric: 'number',
    })
  const shared = {
    objective: () => fixture('objective', objective),
    keyResult: () => fixture('keyResult', keyResult),
  }
  const objectiveBody = (ownerId: string) => ({
    title: `Matrix ${crypto.randomUUID()}`,
    owner_id: ownerId,
    period_start: currentPeriod().start,
    period_end: currentPeriod().end,
  })
  return {
    'GET /api/v1/okr/objectives/': {
      call: (a) => a.get(`${API}/objectives/?page_size=100`),
      expect: readAll,
      check: (body, p) => {
        if (p !== 'otherUser') expect(idsIn(body)).toContain(t.world.okr.acme.objectives.growth!.id)
      },
    },
    'POST /api/v1/okr/objectives/filter_by_team/': {
      call: (a) => a.post(`${API}/objectives/filter_by_team/`, { team_id: t.world.teams.engineering.id }),
      expect: signedIn(404, 200),
    },
    'GET /api/v1/okr/objectives/:id/': {
      call: (a) => a.get(`${API}/objectives/${globex.objectives.mobile!.id}/`),
      expect: signedIn(404, 200),
    },
    'POST /api/v1/okr/objectives/': {
      call: (a) => a.post(`${API}/objectives/`, objectiveBody(ids.acmeUser)),
      expect: signedIn(201, 403),
    },
    'PUT /api/v1/okr/objectives/:id/': {
      call: async (a) =>
        a.request('PUT', `${API}/objectives/${(await shared.objective()).id}/`, objectiveBody(lena)),
      expect: ownedByAdmin(200),
    },
    'DELETE /api/v1/okr/objectives/:id/': {
      call: async (a) => a.request('DELETE', `${API}/objectives/${(await objective()).id}/`),
      expect: ownedByAdmin(204),
    },
    'GET /api/v1/okr/key-results/': { call: (a) => a.get(`${API}/key-results/`), expect: readAll },
    'GET /api/v1/okr/key-results/:id/': {
      call: (a) => a.get(`${API}/key-results/${globex.keyResults.rating!.id}/`),
      expect: signedIn(404, 200),
    },
    'POST /api/v1/okr/key-results/': {
      call: async (a) =>
        a.post(`${API}/key-results/`, {
          objective_id: (await shared.objective()).id,
          title: 'Matrix KR',
          metric: 'yes_no',
        }),
      expect: createIn,
    },
    'PUT /api/v1/okr/key-results/:id/': {
      call: async (a) => {
        const kr = await shared.keyResult()
        return a.request('PUT', `${API}/key-results/${kr.id}/`, {
          objective_id: kr.objectiveId,
          title: 'Matrix KR',
          metric: 'number',
          target_value: 5,
        })
      },
      expect: ownedByAdmin(200),
    },
    'DELETE /api/v1/okr/key-results/:id/': {
      call: async (a) => a.request('DELETE', `${API}/key-results/${(await keyResult()).id}/`),
      expect: ownedByAdmin(204),
    },
    'GET /api/v1/okr/key-results/:id/check-ins/': {
      call: (a) => a.get(`${API}/key-results/${globex.keyResults.rating!.id}/check-ins/`),
      expect: signedIn(404, 200),
    },
    'POST /api/v1/okr/key-results/:id/check-ins/': {
      call: async (a) =>
        a.post(`${API}/key-results/${(await shared.keyResult()).id}/check-ins/`, { value: 3 }),
      expect: ownedByAdmin(201),
    },
    'GET /api/v1/okr/key-results/:id/value-source/': {
      call: (a) => a.get(`${API}/key-results/${globex.keyResults.rating!.id}/value-source/`),
      expect: signedIn(404, 200),
    },
    'PUT /api/v1/okr/key-results/:id/value-source/': {
      call: async (a) =>
        a.request('PUT', `${API}/key-results/${(await shared.keyResult()).id}/value-source/`, {
          from_integrations: true,
        }),
      expect: ownedByAdmin(200),
    },
    'POST /api/v1/okr/key-results/:id/values/': {
      // Only a service account's token pushes values (modules/tokens/tokens.test.ts); no session may.
      call: async (a) => a.post(`${API}/key-results/${(await shared.keyResult()).id}/values/`, { value: 3 }),
      expect: (p) => (isSignedIn(p) ? 403 : 401),
    },
  }
}

const workRows: MatrixRows = ({ t, ids, fixture }) => {
  const lena = t.world.users['lead@acme.example']!.id
  const globex = t.world.okr.globex
  const project = () => createProject(t.db, { companyId: ids.acme, title: 'Matrix project', ownerId: lena })
  const task = async () =>
    createTask(t.db, {
      companyId: ids.acme,
      projectId: (await fixture('project', project)).id,
      title: 'Matrix task',
    })
  const sharedTask = () => fixture('task', task)
  return {
    'GET /api/v1/okr/projects/': { call: (a) => a.get(`${API}/projects/`), expect: readAll },
    'POST /api/v1/okr/projects/filter_by_team/': {
      call: (a) => a.post(`${API}/projects/filter_by_team/`, { team_id: t.world.teams.engineering.id }),
      expect: signedIn(404, 200),
    },
    'GET /api/v1/okr/projects/:id/': {
      call: (a) => a.get(`${API}/projects/${globex.projects.release!.id}/`),
      expect: signedIn(404, 200),
    },
    'GET /api/v1/okr/projects/:id/key_results/': {
      call: (a) => a.get(`${API}/projects/${globex.projects.release!.id}/key_results/`),
      expect: signedIn(404, 200),
    },
    'POST /api/v1/okr/projects/': {
      call: (a) => a.post(`${API}/projects/`, { title: 'Matrix project', owner_id: ids.acmeUser }),
      expect: signedIn(201, 403),
    },
    'PUT /api/v1/okr/projects/:id/': {
      call: async (a) =>
        a.request('PUT', `${API}/projects/${(await fixture('project', project)).id}/`, {
          title: 'Matrix project',
          owner_id: lena,
        }),
      expect: ownedByAdmin(200),
    },
    'PATCH /api/v1/okr/projects/:id/': {
      call: async (a) =>
        a.request('PATCH', `${API}/projects/${(await fixture('project', project)).id}/`, {
          status: 'on_hold',
        }),
      expect: ownedByAdmin(200),
    },
    'DELETE /api/v1/okr/projects/:id/': {
      call: async (a) => a.request('DELETE', `${API}/projects/${(await project()).id}/`),
      expect: ownedByAdmin(204),
    },
    'GET /api/v1/okr/tasks/': { call: (a) => a.get(`${API}/tasks/`), expect: readAll },
    'GET /api/v1/okr/tasks/:id/': {
      call: (a) => a.get(`${API}/tasks/${globex.tasks.crashes!.id}/`),
      expect: signedIn(404, 200),
    },
    'POST /api/v1/okr/tasks/': {
      call: async (a) =>
        a.post(`${API}/tasks/`, { project_id: (await fixture('project', project)).id, title: 'Matrix' }),
      expect: createIn,
    },
    'PUT /api/v1/okr/tasks/:id/': {
      call: async (a) => {
        const current = await sharedTask()
        return a.request('PUT', `${API}/tasks/${current.id}/`, {
          project_id: current.projectId,
          title: 'Matrix task',
        })
      },
      expect: ownedByAdmin(200),
    },
    'POST /api/v1/okr/tasks/:id/toggle_complete/': {
      call: async (a) => a.post(`${API}/tasks/${(await sharedTask()).id}/toggle_complete/`),
      expect: ownedByAdmin(200),
    },
    'DELETE /api/v1/okr/tasks/:id/': {
      call: async (a) => a.request('DELETE', `${API}/tasks/${(await task()).id}/`),
      expect: ownedByAdmin(204),
    },
  }
}

const viewRows: MatrixRows = ({ t, ids, fixture }) => {
  const lena = t.world.users['lead@acme.example']!.id
  const gina = t.world.users['user@globex.example']!.id
  const globex = t.world.okr.globex
  const view = (companyId: string, ownerId: string) => async () => {
    const [row] = await t.db
      .insert(okrSavedViews)
      .values({
        companyId,
        ownerId,
        name: `Matrix ${crypto.randomUUID()}`,
        viewType: 'table',
        isShared: true,
      })
      .returning()
    return row!
  }
  const changelogRows = Object.fromEntries(
    (
      [
        ['objectives', globex.objectives.mobile!.id],
        ['key-results', globex.keyResults.rating!.id],
        ['projects', globex.projects.release!.id],
        ['tasks', globex.tasks.crashes!.id],
      ] as const
    ).map(([items, id]) => [
      `GET /api/v1/okr/${items}/:id/changelog/`,
      {
        call: (a: Parameters<ReturnType<MatrixRows>[string]['call']>[0]) =>
          a.get(`${API}/${items}/${id}/changelog/`),
        // A Globex item's history is not found for an ACME caller, like the item itself (issue 11).
        expect: signedIn(404, 200),
      },
    ]),
  )
  return {
    ...changelogRows,
    'DELETE /api/v1/okr/changelogs/:id/': {
      call: async (a) => {
        const item = crypto.randomUUID()
        const actor = { userId: lena, email: 'lead@acme.example', impersonatorId: null }
        await recordChangesAs(t.db, ids.acme, actor, [
          { type: 'task', id: item, before: null, after: { title: 'x' } },
        ])
        const entry = await a.get(`${API}/tasks/${item}/changelog/`)
        const entryId = entry.statusCode === 200 ? entry.json().results[0]?.id : undefined
        return a.request('DELETE', `${API}/changelogs/${entryId ?? crypto.randomUUID()}/`)
      },
      expect: (p) => (!isSignedIn(p) ? 401 : p === 'admin' || p === 'superuser' ? 204 : 403),
    },
    'POST /api/v1/okr/table/': {
      call: (a) => a.post(`${API}/table/`, { group_by: 'team' }),
      expect: readAll,
    },
    'POST /api/v1/okr/diagram/': {
      call: (a) => a.post(`${API}/diagram/`, { include_key_results: true }),
      expect: readAll,
    },
    'GET /api/v1/okr/saved-views/': { call: (a) => a.get(`${API}/saved-views/`), expect: readAll },
    'POST /api/v1/okr/saved-views/': {
      call: (a) =>
        a.post(`${API}/saved-views/`, { name: `Matrix ${crypto.randomUUID()}`, view_type: 'diagram' }),
      expect: (p) => (isSignedIn(p) ? 201 : 401),
    },
    'PATCH /api/v1/okr/saved-views/:id/': {
      call: async (a) =>
        a.request(
          'PATCH',
          `${API}/saved-views/${(await fixture('globexView', view(ids.globex, gina))).id}/`,
          {
            group_by: 'team',
          },
        ),
      expect: signedIn(404, 200),
    },
    'DELETE /api/v1/okr/saved-views/:id/': {
      // A view Lena shared: she and staff may remove it; a user sees it but may not.
      call: async (a) => a.request('DELETE', `${API}/saved-views/${(await view(ids.acme, lena)()).id}/`),
      expect: ownedByAdmin(204),
    },
    'GET /api/v1/okr/responsible-people/': {
      call: (a) => a.get(`${API}/responsible-people/?page_size=100`),
      expect: readAll,
      check: (body, p) => {
        if (p !== 'otherUser') expect(idsIn(body)).toContain(ids.acmeUser)
      },
    },
    'GET /api/v1/okr/dashboard/': { call: (a) => a.get(`${API}/dashboard/`), expect: readAll },
  }
}
