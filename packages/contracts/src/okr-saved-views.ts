import { z } from 'zod'
import { endpoints } from './endpoint.ts'
import { idParams, okrFilters } from './okr.ts'
import { tableColumn, tableGroupBy, tableSort } from './okr-table.ts'
import { pageQuery, paginated } from './pagination.ts'
import { person } from './people.ts'

/** `/api/v1/okr/saved-views/`: a user's named table or diagram set-ups, optionally shared. */

export const savedViewType = z.enum(['table', 'diagram'])
export type SavedViewType = z.infer<typeof savedViewType>

export const savedView = z.object({
  id: z.uuid(),
  name: z.string(),
  view_type: savedViewType,
  filters: okrFilters,
  columns: z.array(tableColumn),
  sort: tableSort.nullable(),
  group_by: tableGroupBy,
  /** Visible to everyone in the company (read-only for them). */
  is_shared: z.boolean(),
  owner: person.nullable(),
  /** The caller's own view. */
  is_own: z.boolean(),
  /** The caller may change or delete it: the owner; company admins and staff for shared views. */
  can_edit: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type SavedView = z.infer<typeof savedView>

const savedViewFields = {
  name: z.string().trim().min(1).max(120),
  view_type: savedViewType,
  filters: okrFilters,
  columns: z.array(tableColumn).max(30),
  sort: tableSort.nullable(),
  group_by: tableGroupBy,
  is_shared: z.boolean(),
}

/** Save a new view; names are unique per owner. */
export const savedViewInput = z.strictObject({
  ...savedViewFields,
  filters: okrFilters.default({}),
  columns: savedViewFields.columns.default([]),
  sort: savedViewFields.sort.default(null),
  group_by: tableGroupBy.default('none'),
  is_shared: z.boolean().default(false),
})
export type SavedViewInput = z.infer<typeof savedViewInput>

/** PATCH a view: only the fields sent change. */
export const savedViewPatch = z
  .strictObject(savedViewFields)
  .partial()
  .refine((v) => Object.keys(v).length > 0, { path: ['non_field_errors'], message: 'empty_patch' })
export type SavedViewPatch = z.infer<typeof savedViewPatch>

/** The caller's views and the company's shared ones, own first, then by name. */
export const savedViewListQuery = pageQuery.extend({ view_type: savedViewType.optional() })
export type SavedViewListQuery = z.infer<typeof savedViewListQuery>

const OWN_AND_SHARED = 'one’s own views and the company’s shared ones'
const CHANGED_BY = `${OWN_AND_SHARED}; the owner changes a view, company admins and staff may change or remove shared ones`

export const okrSavedViewsApi = endpoints('okr-saved-views', {
  list: {
    method: 'GET',
    path: '/v1/okr/saved-views/',
    access: 'authenticated',
    summary: 'List one’s saved views and the company’s shared ones',
    narrowing: OWN_AND_SHARED,
    query: savedViewListQuery,
    responses: { 200: paginated(savedView) },
  },
  create: {
    method: 'POST',
    path: '/v1/okr/saved-views/',
    access: 'authenticated',
    summary: 'Save a view',
    narrowing: 'the caller’s own view in the active company',
    body: savedViewInput,
    responses: { 201: savedView },
  },
  update: {
    method: 'PATCH',
    path: '/v1/okr/saved-views/:id/',
    access: 'authenticated',
    summary: 'Change a saved view',
    narrowing: CHANGED_BY,
    params: idParams,
    body: savedViewPatch,
    responses: { 200: savedView },
  },
  remove: {
    method: 'DELETE',
    path: '/v1/okr/saved-views/:id/',
    access: 'authenticated',
    summary: 'Delete a saved view',
    narrowing: CHANGED_BY,
    params: idParams,
    responses: { 204: z.null() },
  },
})
