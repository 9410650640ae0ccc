import { z } from 'zod'
import { endpoints } from './endpoint.ts'
import { memberSet, memberSetInput, memberSetListQuery } from './member-sets.ts'
import { paginated } from './pagination.ts'

/** A group of a company's users; services can be restricted to groups. */
export const group = memberSet
export type Group = z.infer<typeof group>

export const groupInput = memberSetInput
export type GroupInput = z.infer<typeof groupInput>

export const groupListQuery = memberSetListQuery.extend({
  member: z.uuid().optional(),
  /** Another company's groups, for those who manage it (staff restricting a service there). */
  company: z.uuid().optional(),
})
export type GroupListQuery = z.infer<typeof groupListQuery>

/** Adds every listed user to every listed group (those already in stay); all or nothing. */
export const assignGroupsInput = z.strictObject({
  user_ids: z.array(z.uuid()).min(1).max(1000),
  group_ids: z.array(z.uuid()).min(1).max(100),
})
export type AssignGroupsInput = z.infer<typeof assignGroupsInput>

export const assignGroupsResult = z.object({ assigned: z.number().int() })

// The API ------------------------------------------------------------------------------------------

const idParams = z.object({ id: z.uuid() })
const ACTIVE_GROUPS = 'the active company’s groups'
const WITH_MEMBERS = `${ACTIVE_GROUPS}; members must be its members`

/** Groups of a company's users (`/accounts/groups/`): administration, for staff and the company admin. */
export const groupsApi = endpoints('groups', {
  list: {
    method: 'GET',
    path: '/v1/accounts/groups/',
    access: 'manager',
    summary: 'List the groups of the active company (or of `?company=`)',
    narrowing: `${ACTIVE_GROUPS}; another company’s in \`?company=\` only for who manages it (staff: any; else 404/403)`,
    query: groupListQuery,
    responses: { 200: paginated(group) },
  },
  get: {
    method: 'GET',
    path: '/v1/accounts/groups/:id/',
    access: 'manager',
    summary: 'Read a group',
    narrowing: ACTIVE_GROUPS,
    params: idParams,
    responses: { 200: group },
  },
  create: {
    method: 'POST',
    path: '/v1/accounts/groups/',
    access: 'manager',
    summary: 'Create a group',
    narrowing: WITH_MEMBERS,
    body: groupInput,
    responses: { 201: group },
  },
  update: {
    method: 'PUT',
    path: '/v1/accounts/groups/:id/',
    access: 'manager',
    summary: 'Replace a group',
    narrowing: WITH_MEMBERS,
    params: idParams,
    body: groupInput,
    responses: { 200: group },
  },
  remove: {
    method: 'DELETE',
    path: '/v1/accounts/groups/:id/',
    access: 'manager',
    summary: 'Delete a group',
    narrowing: ACTIVE_GROUPS,
    params: idParams,
    responses: { 204: z.null() },
  },
  assign: {
    method: 'POST',
    path: '/v1/accounts/assign-groups/',
    access: 'manager',
    summary: 'Add users to groups (those already in stay)',
    narrowing: `${WITH_MEMBERS}; all or nothing`,
    body: assignGroupsInput,
    responses: { 200: assignGroupsResult },
  },
})
