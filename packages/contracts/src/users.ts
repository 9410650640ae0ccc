import { z } from 'zod'
import { locale } from './accounts.ts'
import { endpoints } from './endpoint.ts'
import { pageQuery, paginated } from './pagination.ts'

/** A company a user belongs to, with the company admin flag of that membership. */
export const userMembership = z.object({ id: z.uuid(), name: z.string(), is_company_admin: z.boolean() })
export type UserMembership = z.infer<typeof userMembership>

/**
 * A user as the administration lists them. A company admin sees only the membership of their own
 * company; `other_company_count` says how many more the account has (0 for staff, who see all).
 */
export const userSummary = z.object({
  id: z.uuid(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.number().int(),
  is_superuser: z.boolean(),
  is_active: z.boolean(),
  locale: z.string(),
  companies: z.array(userMembership),
  other_company_count: z.number().int(),
  created_at: z.string(),
  last_login_at: z.string().nullable(),
})
export type UserSummary = z.infer<typeof userSummary>

/** One user with their groups (of the companies the caller manages). */
export const userDetail = userSummary.extend({
  email_verified: z.boolean(),
  groups: z.array(z.object({ id: z.uuid(), name: z.string(), company: z.uuid() })),
})
export type UserDetail = z.infer<typeof userDetail>

export const USER_ROLE_FILTERS = ['user', 'admin', 'superuser'] as const
export const USER_SORTS = [
  'name',
  '-name',
  'email',
  '-email',
  'created_at',
  '-created_at',
  'last_login',
  '-last_login',
] as const
export type UserSort = (typeof USER_SORTS)[number]

/** The filters of the list, shared by the export. */
export const userFilterQuery = z.object({
  search: z.string().trim().max(200).optional(),
  company: z.uuid().optional(),
  role: z.enum(USER_ROLE_FILTERS).optional(),
  group: z.uuid().optional(),
  is_active: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  sort: z.enum(USER_SORTS).default('name'),
})
export type UserFilterQuery = z.infer<typeof userFilterQuery>

export const userListQuery = pageQuery.extend(userFilterQuery.shape)
export type UserListQuery = z.infer<typeof userListQuery>

export const EXPORT_FORMATS = ['xlsx', 'csv'] as const
export const userExportQuery = userFilterQuery.extend({ format: z.enum(EXPORT_FORMATS).default('xlsx') })
export type UserExportQuery = z.infer<typeof userExportQuery>

export const membershipInput = z.strictObject({
  company: z.uuid(),
  is_company_admin: z.boolean().default(false),
})
export type MembershipInput = z.infer<typeof membershipInput>

/**
 * Editing a user. Left out = unchanged. `memberships` and `group_ids` replace those within the caller's
 * reach (staff: every company; a company admin: their active company, which must stay in the list).
 */
export const userUpdateInput = z.strictObject({
  email: z.string().trim().pipe(z.email().max(254)),
  first_name: z.string().trim().max(150).default(''),
  last_name: z.string().trim().max(150).default(''),
  locale: locale.default('en-US'),
  is_active: z.boolean().optional(),
  role: z.union([z.literal(0), z.literal(1)]).optional(),
  is_superuser: z.boolean().optional(),
  memberships: z.array(membershipInput).max(100).optional(),
  group_ids: z.array(z.uuid()).max(200).optional(),
})
export type UserUpdateInput = z.infer<typeof userUpdateInput>

/** A new user; without `memberships` they join the caller's active company. */
export const userCreateInput = userUpdateInput.extend({ invite: z.boolean().default(true) })
export type UserCreateInput = z.infer<typeof userCreateInput>

/**
 * One row of a batch, as a spreadsheet gives it: checked in the service, so that one answer reports
 * every problem of every row. `company` and `groups` take ids or names.
 */
export const batchUserRow = z.strictObject({
  email: z.string().max(320),
  first_name: z.string().trim().max(150).default(''),
  last_name: z.string().trim().max(150).default(''),
  locale: z.string().trim().max(20).optional(),
  company: z.string().trim().max(200).optional(),
  is_company_admin: z.boolean().default(false),
  groups: z.array(z.string().trim().max(120)).max(50).default([]),
})
export type BatchUserRow = z.infer<typeof batchUserRow>

export const MAX_BATCH_ROWS = 1000

export const batchUsersInput = z.strictObject({
  rows: z.array(batchUserRow).min(1).max(MAX_BATCH_ROWS),
  invite: z.boolean().default(true),
})
export type BatchUsersInput = z.infer<typeof batchUsersInput>

export const batchUsersResult = z.object({
  created: z.array(z.object({ id: z.uuid(), email: z.string() })),
  invited: z.number().int(),
})
export type BatchUsersResult = z.infer<typeof batchUsersResult>

export const resetPasswordResult = z.object({ mail_status: z.enum(['stored', 'sent', 'failed']) })

export const removeDuplicatesInput = z.strictObject({ dry_run: z.boolean().default(true) })

const duplicateAccount = z.object({
  id: z.uuid(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  created_at: z.string(),
  companies: z.array(z.string()),
})

/** Accounts whose e-mails are equal ignoring case and spaces: the oldest is kept, the rest merged into it. */
export const duplicatesPlan = z.object({
  applied: z.boolean(),
  groups: z.array(z.object({ email: z.string(), keep: duplicateAccount, merge: z.array(duplicateAccount) })),
})
export type DuplicatesPlan = z.infer<typeof duplicatesPlan>

export const ACCOUNT_EVENT_ACTIONS = [
  'created',
  'updated',
  'role_changed',
  'deactivated',
  'reactivated',
  'deleted',
  'membership_added',
  'membership_removed',
  'company_admin_changed',
  'reset_mail_sent',
  'duplicates_merged',
  'login_locked',
  'service_account_created',
  'service_account_removed',
  'token_created',
  'token_revoked',
  'token_refused',
] as const
export type AccountEventAction = (typeof ACCOUNT_EVENT_ACTIONS)[number]

export const accountEvent = z.object({
  id: z.uuid(),
  action: z.enum(ACCOUNT_EVENT_ACTIONS),
  actor_email: z.string(),
  impersonator_email: z.string().nullable(),
  target_id: z.uuid().nullable(),
  target_email: z.string(),
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
})
export type AccountEvent = z.infer<typeof accountEvent>

export const auditLogQuery = pageQuery.extend({
  target: z.uuid().optional(),
  action: z.enum(ACCOUNT_EVENT_ACTIONS).optional(),
})
export type AuditLogQuery = z.infer<typeof auditLogQuery>

/** The users as a spreadsheet of the asked `format`, streamed as a download. */
export const usersFile = z.unknown().describe('The users as an .xlsx or .csv file')

// The API ------------------------------------------------------------------------------------------

const idParams = z.object({ id: z.uuid() })
const USERS_READ =
  'staff: everyone; company admin: members of the active company, and of each only that membership (`other_company_count` tells how many more); another company in `?company=`/`?group=` matches nobody'
const USERS_WRITE = 'see *Users administration* below'

/**
 * The users administration (`/accounts/users/`, SPEC §7) and staff's account housekeeping: staff
 * everywhere, a company admin in their active company; the use cases narrow (modules/accounts/user-access.ts).
 */
export const usersApi = endpoints('users', {
  list: {
    method: 'GET',
    path: '/v1/accounts/users/',
    access: 'manager',
    summary: 'List users',
    narrowing: USERS_READ,
    query: userListQuery,
    responses: { 200: paginated(userSummary) },
  },
  export: {
    method: 'GET',
    path: '/v1/accounts/users/export/',
    access: 'manager',
    summary: 'Export the users of the list’s filter as .xlsx or .csv',
    narrowing: USERS_READ,
    query: userExportQuery,
    responses: { 200: usersFile },
    raw: true,
  },
  batch: {
    method: 'POST',
    path: '/v1/accounts/users/batch/',
    access: 'manager',
    summary: 'Create many users at once, all or nothing',
    narrowing: USERS_WRITE,
    body: batchUsersInput,
    responses: { 201: batchUsersResult },
  },
  get: {
    method: 'GET',
    path: '/v1/accounts/users/:id/',
    access: 'manager',
    summary: 'Read a user with their groups',
    narrowing: USERS_READ,
    params: idParams,
    responses: { 200: userDetail },
  },
  create: {
    method: 'POST',
    path: '/v1/accounts/users/',
    access: 'manager',
    summary: 'Create a user, invited by mail unless told otherwise',
    narrowing: USERS_WRITE,
    body: userCreateInput,
    responses: { 201: userDetail },
  },
  update: {
    method: 'PUT',
    path: '/v1/accounts/users/:id/',
    access: 'manager',
    summary: 'Edit a user, their memberships and groups',
    narrowing: USERS_WRITE,
    params: idParams,
    body: userUpdateInput,
    responses: { 200: userDetail },
  },
  remove: {
    method: 'DELETE',
    path: '/v1/accounts/users/:id/',
    access: 'manager',
    summary: 'Delete a user (staff) or remove them from the active company (company admin)',
    narrowing: USERS_WRITE,
    params: idParams,
    responses: { 204: z.null() },
  },
  resetPassword: {
    method: 'POST',
    path: '/v1/accounts/users/:id/reset_password/',
    access: 'manager',
    summary: 'Send a user a password reset mail',
    narrowing: USERS_WRITE,
    params: idParams,
    responses: { 200: resetPasswordResult },
  },
  removeDuplicates: {
    method: 'POST',
    path: '/v1/accounts/remove-duplicates/',
    access: 'staff',
    summary: 'Merge accounts whose e-mails differ only by case or spaces (a dry run by default)',
    narrowing: 'sets with an admin or superuser only for superusers',
    body: removeDuplicatesInput,
    responses: { 200: duplicatesPlan },
  },
  auditLog: {
    method: 'GET',
    path: '/v1/accounts/audit-log/',
    access: 'staff',
    summary: 'List the account audit log',
    query: auditLogQuery,
    responses: { 200: paginated(accountEvent) },
  },
})
