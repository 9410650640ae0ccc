import { z } from 'zod'
import { endpoints } from './endpoint.ts'
import {
  ACTIVE_COMPANY_ITEMS,
  deleteItemQuery,
  description,
  filterByTeamInput,
  health,
  idParams,
  isoDate,
  objectiveRef,
  objectiveStatus,
  okrListQuery,
  progress,
  teamRef,
  title,
} from './okr.ts'
import { pageQuery, paginated } from './pagination.ts'
import { person } from './people.ts'

/** Most parents an objective may align to. */
export const MAX_PARENT_OBJECTIVES = 10
/** Most responsible people on one item. */
export const MAX_RESPONSIBLE_PEOPLE = 50

/** An objective as every screen shows it (`/api/v1/okr/objectives/…`). */
export const objective = z.object({
  id: z.uuid(),
  company: z.uuid(),
  title: z.string(),
  description: z.string(),
  team: teamRef.nullable(),
  owner: person.nullable(),
  responsible: z.array(person),
  period_start: isoDate,
  period_end: isoDate,
  status: objectiveStatus,
  health,
  /** Weighted roll-up of its key results and aligned child objectives (docs/okr.md). */
  progress,
  /** The objectives this one aligns to. */
  parents: z.array(objectiveRef),
  key_result_count: z.number().int(),
  /** Objectives aligned to this one. */
  child_count: z.number().int(),
  /** The caller may edit and delete it (owner, responsible, company admin, staff). */
  can_edit: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type Objective = z.infer<typeof objective>

/** Create (POST) or replace (PUT) an objective. */
export const objectiveInput = z
  .strictObject({
    title,
    description,
    team_id: z.uuid().nullable().default(null),
    owner_id: z.uuid(),
    responsible_ids: z.array(z.uuid()).max(MAX_RESPONSIBLE_PEOPLE).default([]),
    period_start: isoDate,
    period_end: isoDate,
    status: objectiveStatus.default('active'),
    health: health.default('on_track'),
    parent_ids: z.array(z.uuid()).max(MAX_PARENT_OBJECTIVES).default([]),
  })
  .refine((o) => o.period_start <= o.period_end, { path: ['period_end'], message: 'period_end' })
export type ObjectiveInput = z.infer<typeof objectiveInput>

export const objectiveListQuery = okrListQuery.extend({
  status: objectiveStatus.optional(),
  health: health.optional(),
  /** Only objectives aligned to this one. */
  parent: z.uuid().optional(),
})
export type ObjectiveListQuery = z.infer<typeof objectiveListQuery>

const objectivePage = paginated(objective)
const CHANGED_BY = `${ACTIVE_COMPANY_ITEMS}; its owner, its responsible people, company admins and staff change it`

/** `/api/v1/okr/objectives/`: everyone in the company reads them; who changes one is decided per objective. */
const objectiveExample = objectiveInput.meta({
  examples: [
    {
      title: 'Grow in the mid-market',
      owner_id: '5b1e2c3d-4f50-4a6b-8c7d-9e0f1a2b3c4d',
      period_start: '2026-10-01',
      period_end: '2026-12-31',
    },
  ],
})

export const okrObjectivesApi = endpoints('okr-objectives', {
  list: {
    method: 'GET',
    path: '/v1/okr/objectives/',
    access: 'authenticated',
    summary: 'List objectives',
    narrowing: ACTIVE_COMPANY_ITEMS,
    query: objectiveListQuery,
    responses: { 200: objectivePage },
  },
  // SPEC §7: the team comes in the body; pages in the query.
  filterByTeam: {
    method: 'POST',
    path: '/v1/okr/objectives/filter_by_team/',
    access: 'authenticated',
    summary: 'List the objectives of a team',
    narrowing: `${ACTIVE_COMPANY_ITEMS}; another company’s team is not found`,
    query: pageQuery,
    body: filterByTeamInput,
    responses: { 200: objectivePage },
  },
  get: {
    method: 'GET',
    path: '/v1/okr/objectives/:id/',
    access: 'authenticated',
    summary: 'Read an objective',
    narrowing: ACTIVE_COMPANY_ITEMS,
    params: idParams,
    responses: { 200: objective },
  },
  create: {
    method: 'POST',
    path: '/v1/okr/objectives/',
    access: 'authenticated',
    summary: 'Create an objective',
    narrowing:
      'in the active company; users create objectives they own or are responsible for, company admins and staff any',
    body: objectiveExample,
    responses: { 201: objective },
  },
  update: {
    method: 'PUT',
    path: '/v1/okr/objectives/:id/',
    access: 'authenticated',
    summary: 'Replace an objective',
    narrowing: CHANGED_BY,
    params: idParams,
    body: objectiveExample,
    responses: { 200: objective },
  },
  remove: {
    method: 'DELETE',
    path: '/v1/okr/objectives/:id/',
    access: 'authenticated',
    summary: 'Delete an objective, with a choice for its key results and aligned objectives',
    narrowing: `${CHANGED_BY}; with children, a choice is required (409 otherwise)`,
    params: idParams,
    query: deleteItemQuery,
    responses: { 204: z.null() },
  },
})
