import { z } from 'zod'
import { endpoints } from './endpoint.ts'
import { memberSet, memberSetInput, memberSetListQuery } from './member-sets.ts'
import { paginated } from './pagination.ts'
import { person } from './people.ts'

/** A team of a company: what OKR items are filtered and grouped by. */
export const team = memberSet.extend({ lead: person.nullable() })
export type Team = z.infer<typeof team>

/** Create or replace a team; the lead is always one of its members. */
export const teamInput = memberSetInput.extend({ lead_id: z.uuid().nullable().default(null) })
export type TeamInput = z.infer<typeof teamInput>

export const teamListQuery = memberSetListQuery.extend({
  /** Only teams this user (`me`: the caller) belongs to. */
  member: z.union([z.uuid(), z.literal('me')]).optional(),
})
export type TeamListQuery = z.infer<typeof teamListQuery>

const idParams = z.object({ id: z.uuid() })
const teamPage = paginated(team)
const ACTIVE_TEAMS = 'the active company’s teams'

/** The teams API (SPEC §7: the generic resource `/okr/teams/`, `active-teams`, a company’s teams). */
export const teamsApi = endpoints('teams', {
  list: {
    method: 'GET',
    path: '/v1/okr/teams/',
    access: 'authenticated',
    summary: 'List the teams of the active company',
    narrowing: ACTIVE_TEAMS,
    query: teamListQuery,
    responses: { 200: teamPage },
  },
  listActive: {
    method: 'GET',
    path: '/v1/okr/active-teams/',
    access: 'authenticated',
    summary: 'List the teams of the active company (SPEC §7 name of the same list)',
    narrowing: ACTIVE_TEAMS,
    query: teamListQuery,
    responses: { 200: teamPage },
  },
  listOfCompany: {
    method: 'GET',
    path: '/v1/okr/companies/:id/teams/',
    access: 'authenticated',
    summary: 'List the teams of a company',
    narrowing: 'staff: any company; members: their company; others 404',
    params: idParams,
    query: teamListQuery,
    responses: { 200: teamPage },
  },
  get: {
    method: 'GET',
    path: '/v1/okr/teams/:id/',
    access: 'authenticated',
    summary: 'Read a team',
    narrowing: ACTIVE_TEAMS,
    params: idParams,
    responses: { 200: team },
  },
  create: {
    method: 'POST',
    path: '/v1/okr/teams/',
    access: 'manager',
    summary: 'Create a team',
    narrowing: `${ACTIVE_TEAMS}; lead and members must be its members`,
    body: teamInput,
    responses: { 201: team },
  },
  update: {
    method: 'PUT',
    path: '/v1/okr/teams/:id/',
    access: 'manager',
    summary: 'Replace a team',
    narrowing: `${ACTIVE_TEAMS}; lead and members must be its members`,
    params: idParams,
    body: teamInput,
    responses: { 200: team },
  },
  remove: {
    method: 'DELETE',
    path: '/v1/okr/teams/:id/',
    access: 'manager',
    summary: 'Delete a team',
    narrowing: ACTIVE_TEAMS,
    params: idParams,
    responses: { 204: z.null() },
  },
})
