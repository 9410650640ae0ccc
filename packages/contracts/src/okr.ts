import { z } from 'zod'
import { endpoints } from './endpoint.ts'
import { pageQuery, paginated } from './pagination.ts'
import { person } from './people.ts'

/**
 * OKR: what every OKR contract shares — the item types, their states, periods (quarter presets),
 * references between items, filters, the changelog and the delete choice. Progress is always a
 * fraction 0..1, derived and stored on the server (see docs/okr.md).
 */

export const OKR_ITEM_TYPES = ['objective', 'key_result', 'project', 'task'] as const
export const okrItemType = z.enum(OKR_ITEM_TYPES)
export type OkrItemType = z.infer<typeof okrItemType>

export const OBJECTIVE_STATUSES = ['draft', 'active', 'achieved', 'abandoned'] as const
export const objectiveStatus = z.enum(OBJECTIVE_STATUSES)
export type ObjectiveStatus = z.infer<typeof objectiveStatus>

/** Set by the owner on an objective; derived from pace on a key result (`keyResultPace`). */
export const HEALTHS = ['on_track', 'at_risk', 'off_track'] as const
export const health = z.enum(HEALTHS)
export type Health = z.infer<typeof health>

/** A calendar date, `YYYY-MM-DD`. */
export const isoDate = z.iso.date()

/** A progress fraction, 0..1. */
export const progress = z.number().min(0).max(1)

// Periods ----------------------------------------------------------------------------------------

/** A period preset: a quarter (`2026-Q4`) or a whole year (`2026`). */
export const PERIOD_KEY = /^\d{4}(-Q[1-4])?$/
export const periodKey = z.string().regex(PERIOD_KEY, 'period')
export type PeriodKey = z.infer<typeof periodKey>

export interface Period {
  key: PeriodKey
  start: string
  end: string
}

const pad = (n: number) => String(n).padStart(2, '0')
const lastDayOf = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate()

/** The first and last day of a preset: `2026-Q4` → 2026-10-01..2026-12-31. */
export function periodRange(key: PeriodKey): Period {
  const [yearText, quarterText] = key.split('-Q')
  const year = Number(yearText)
  if (!quarterText) return { key, start: `${year}-01-01`, end: `${year}-12-31` }
  const lastMonth = Number(quarterText) * 3
  return {
    key,
    start: `${year}-${pad(lastMonth - 2)}-01`,
    end: `${year}-${pad(lastMonth)}-${pad(lastDayOf(year, lastMonth))}`,
  }
}

/** The quarter a date falls in: `2026-11-23` → `2026-Q4`. */
export function quarterOf(date: string | Date): PeriodKey {
  const iso = typeof date === 'string' ? date : date.toISOString().slice(0, 10)
  const [year, month] = iso.split('-').map(Number) as [number, number]
  return `${year}-Q${Math.ceil(month / 3)}`
}

/** The quarter `offset` quarters from `key` (a quarter preset): `2026-Q4`, 1 → `2027-Q1`. */
export function shiftQuarter(key: PeriodKey, offset: number): PeriodKey {
  const [year, quarter] = key.split('-Q').map(Number) as [number, number]
  const index = year * 4 + (quarter - 1) + offset
  return `${Math.floor(index / 4)}-Q${(index % 4) + 1}`
}

/** Quarter presets around a date, oldest first: what a period picker offers. */
export function quarterPresets(today: string | Date, before = 2, after = 2): Period[] {
  const current = quarterOf(today)
  return Array.from({ length: before + after + 1 }, (_, i) => periodRange(shiftQuarter(current, i - before)))
}

// References and filters -------------------------------------------------------------------------

export const teamRef = z.object({ id: z.uuid(), name: z.string() })
export type TeamRef = z.infer<typeof teamRef>
export const objectiveRef = z.object({ id: z.uuid(), title: z.string() })
export type ObjectiveRef = z.infer<typeof objectiveRef>
export const keyResultRef = z.object({ id: z.uuid(), title: z.string() })
export const projectRef = z.object({ id: z.uuid(), title: z.string() })

export const title = z.string().trim().min(1).max(300)
export const description = z.string().trim().max(10_000).default('')
export const search = z.string().trim().max(200).optional()

/** The query every OKR list takes (single values); each list adds its own `status` and more. */
export const okrListQuery = pageQuery.extend({
  /** Items of this team (key results and tasks: through their objective or project). */
  team: z.uuid().optional(),
  /** Items this person owns or is responsible for (assignee for tasks); `me` is the caller. */
  owner: z.union([z.uuid(), z.literal('me')]).optional(),
  /** Items whose dates overlap the preset (`2026-Q4`, `2026`). */
  period: periodKey.optional(),
  search,
})

/** Filters of the table, the diagram and saved views (lists of values, all optional). */
export const okrFilters = z.strictObject({
  team_ids: z.array(z.uuid()).max(50).optional(),
  owner_ids: z.array(z.uuid()).max(50).optional(),
  period: periodKey.optional(),
  statuses: z.array(objectiveStatus).max(4).optional(),
  healths: z.array(health).max(3).optional(),
  search,
})
export type OkrFilters = z.infer<typeof okrFilters>

export const idParams = z.object({ id: z.uuid() })

/** What the service narrows every OKR item endpoint to (docs/permissions.md); changes add the item's rule. */
export const ACTIVE_COMPANY_ITEMS = 'the active company’s items only (others’ → 404)'

/** `POST objectives/filter_by_team/` and `POST projects/filter_by_team/` (pages in the query). */
export const filterByTeamInput = z.strictObject({ team_id: z.uuid() })
export type FilterByTeamInput = z.infer<typeof filterByTeamInput>

// Deleting items with children ---------------------------------------------------------------------

/**
 * What happens to an item's children when it is deleted; required when it has any (the API answers
 * 409 without it). Objective: its key results and aligned objectives. Project: its tasks.
 * - `detach`: (objectives) key results are deleted, aligned objectives stay and lose this parent.
 * - `move`: children move to `move_to` (an objective, resp. project, of the same company).
 * - `delete`: everything below goes too; an aligned objective that also aligns elsewhere only
 *   loses this parent.
 */
export const childrenChoice = z.enum(['detach', 'move', 'delete'])
export type ChildrenChoice = z.infer<typeof childrenChoice>

export const deleteItemQuery = z
  .object({ children: childrenChoice.optional(), move_to: z.uuid().optional() })
  .refine((q) => (q.children === 'move') === (q.move_to !== undefined), {
    path: ['move_to'],
    message: 'move_to',
  })
export type DeleteItemQuery = z.infer<typeof deleteItemQuery>

// Changelog ----------------------------------------------------------------------------------------

export const changelogAction = z.enum(['create', 'update', 'delete'])

/**
 * One recorded change. `create` and `delete` carry the whole item in `after` resp. `before` (field
 * null); `update` has one entry per changed field. Derived values (progress) are not logged.
 */
export const changelogEntry = z.object({
  id: z.uuid(),
  item_type: okrItemType,
  item_id: z.uuid(),
  action: changelogAction,
  field: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  /** Who made the change (null once the account is gone; `actor_email` stays). */
  actor: person.nullable(),
  actor_email: z.string(),
  is_impersonated: z.boolean(),
  /** The admin who acted as `actor`, when impersonated. */
  impersonator: person.nullable(),
  at: z.string(),
})
export type ChangelogEntry = z.infer<typeof changelogEntry>

const changelogOf = (items: string, path: `/v1/okr/${string}/:id/changelog/`) =>
  ({
    method: 'GET',
    path,
    access: 'authenticated',
    summary: `Read the changelog of ${items}`,
    narrowing: ACTIVE_COMPANY_ITEMS,
    params: idParams,
    query: pageQuery,
    responses: { 200: paginated(changelogEntry) },
  }) as const

/** Each item's history, and removing an entry. */
export const okrChangelogApi = endpoints('okr-changelog', {
  listOfObjective: changelogOf('an objective', '/v1/okr/objectives/:id/changelog/'),
  listOfKeyResult: changelogOf('a key result', '/v1/okr/key-results/:id/changelog/'),
  listOfProject: changelogOf('a project', '/v1/okr/projects/:id/changelog/'),
  listOfTask: changelogOf('a task', '/v1/okr/tasks/:id/changelog/'),
  // Note: the audit trail is the operator's: only portal admins (staff) may remove an entry.
  remove: {
    method: 'DELETE',
    path: '/v1/okr/changelogs/:id/',
    access: 'staff',
    summary: 'Remove a changelog entry',
    narrowing: 'an entry of the active company (others’ → 404)',
    params: idParams,
    responses: { 204: z.null() },
  },
})

// People ------------------------------------------------------------------------------------------

/** `GET responsible-people/?search=&page_size=`: active members of the active company. */
export const responsiblePeopleQuery = pageQuery.extend({ search })
export type ResponsiblePeopleQuery = z.infer<typeof responsiblePeopleQuery>

export const okrResponsiblePeopleApi = endpoints('okr-responsible-people', {
  list: {
    method: 'GET',
    path: '/v1/okr/responsible-people/',
    access: 'authenticated',
    summary: 'List the people who may own or be responsible for OKR items',
    narrowing: 'the active company’s active members',
    query: responsiblePeopleQuery,
    responses: { 200: paginated(person) },
  },
})
