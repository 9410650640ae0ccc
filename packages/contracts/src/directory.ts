import { z } from 'zod'
import { endpoints } from './endpoint.ts'

// An LDAP attribute name (RFC 4512 descr) or a numeric OID.
const attribute = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^([A-Za-z][A-Za-z0-9-]*|\d+(\.\d+)+)$/)

// A search filter as the administrator writes it; parsed by the LDAP client before it is sent.
const filter = z
  .string()
  .trim()
  .min(3)
  .max(1000)
  .regex(/^\(.*\)$/s)

const dn = z.string().trim().min(3).max(1000)

/** One or more PEM certificates (a private CA and its intermediates). */
const pemCertificates = z
  .string()
  .trim()
  .max(20_000)
  .regex(/^(-----BEGIN CERTIFICATE-----\r?\n[A-Za-z0-9+/=\r\n]+-----END CERTIFICATE-----\s*)+$/)

export const directoryMapping = z.strictObject({
  /** The attribute that never changes for an entry (entryUUID in OpenLDAP, objectGUID in AD). */
  external_id: attribute,
  email: attribute,
  first_name: attribute,
  last_name: attribute,
  /** The attribute of a group entry that lists its members' DNs. */
  group_member: attribute,
  group_name: attribute,
})
export type DirectoryMapping = z.infer<typeof directoryMapping>

/** A company's directory connection as staff enter it; the bind password is write-only (null keeps it). */
export const directoryInput = z.strictObject({
  url: z
    .string()
    .trim()
    .max(500)
    .regex(/^ldaps?:\/\/[^\s/?#]+\/?$/),
  start_tls: z.boolean(),
  /** The CA certificate (PEM) that signed the server's certificate, when it is not a public one. */
  ca_certificate: pemCertificates.nullable().optional(),
  bind_dn: dn,
  bind_password: z.string().min(1).max(500).nullable().optional(),
  base_dn: dn,
  user_filter: filter,
  group_filter: filter,
  mapping: directoryMapping,
  /** Hours between scheduled syncs; 0 runs none. */
  sync_interval_hours: z.number().int().min(0).max(168),
  is_active: z.boolean(),
})
export type DirectoryInput = z.input<typeof directoryInput>

export const directoryRun = z.object({
  id: z.uuid(),
  kind: z.enum(['sync', 'import']),
  status: z.enum(['running', 'succeeded', 'failed']),
  started_at: z.string(),
  finished_at: z.string().nullable(),
  /** Entries processed of those found, for the admin watching a run. */
  processed: z.number().int(),
  total: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  deactivated: z.number().int(),
  unchanged: z.number().int(),
  group_changes: z.number().int(),
  skipped: z.array(z.object({ external_id: z.string(), reason: z.string() })),
  error: z.string().nullable(),
})
export type DirectoryRun = z.infer<typeof directoryRun>

export const directoryConnection = z.object({
  company: z.uuid(),
  url: z.string(),
  start_tls: z.boolean(),
  ca_certificate: z.string().nullable(),
  bind_dn: z.string(),
  has_bind_password: z.boolean(),
  base_dn: z.string(),
  user_filter: z.string(),
  group_filter: z.string(),
  mapping: directoryMapping,
  sync_interval_hours: z.number().int(),
  is_active: z.boolean(),
  updated_at: z.string(),
  last_run: directoryRun.nullable(),
})
export type DirectoryConnection = z.infer<typeof directoryConnection>

export const directoryAnswer = z.object({ connection: directoryConnection.nullable() })

export const directoryTestResult = z.object({
  ok: z.boolean(),
  /** Users the filter finds below the base DN (when the bind worked). */
  user_count: z.number().int().nullable(),
  group_count: z.number().int().nullable(),
  /** What went wrong, in the caller's language. */
  message: z.string().nullable(),
})

const companyParams = z.object({ id: z.uuid() })

export const directoryUser = z.object({
  external_id: z.string(),
  dn: z.string(),
  email: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  groups: z.array(z.string()),
  /** The portal user with this directory entry or e-mail, if any. */
  user_id: z.uuid().nullable(),
  exists: z.boolean(),
  is_active: z.boolean().nullable(),
})
export type DirectoryUser = z.infer<typeof directoryUser>

export const directoryUsersQuery = z.object({ search: z.string().trim().max(100).optional() })
export const directoryUsers = z.object({ count: z.number().int(), results: z.array(directoryUser) })

export const directoryImportInput = z.strictObject({
  external_ids: z.array(z.string().min(1).max(200)).min(1).max(500),
})

export const directoryConnectionApi = endpoints('directory', {
  get: {
    method: 'GET',
    path: '/v1/okr/companies/:id/directory/',
    access: 'staff',
    summary: "A company's directory (LDAP/Active Directory) connection and its last run",
    params: companyParams,
    responses: { 200: directoryAnswer },
  },
  save: {
    method: 'PUT',
    path: '/v1/okr/companies/:id/directory/',
    access: 'staff',
    summary: "Sets a company's directory connection (the bind password is stored encrypted)",
    params: companyParams,
    body: directoryInput,
    responses: { 200: directoryAnswer },
  },
  remove: {
    method: 'DELETE',
    path: '/v1/okr/companies/:id/directory/',
    access: 'staff',
    summary: "Removes a company's directory connection (its users stay)",
    params: companyParams,
    responses: { 204: z.null() },
  },
  test: {
    method: 'POST',
    path: '/v1/okr/companies/:id/directory/test/',
    access: 'staff',
    summary: "Tries a company's stored directory connection: bind, then count users and groups",
    params: companyParams,
    responses: { 200: directoryTestResult },
  },
})

export const adApi = endpoints('ad', {
  users: {
    method: 'GET',
    path: '/v1/ad/users/',
    access: 'manager',
    summary: "The directory's users of the active company, each with whether it exists in the portal",
    narrowing: "the caller's active company's directory",
    query: directoryUsersQuery,
    responses: { 200: directoryUsers },
  },
  import: {
    method: 'POST',
    path: '/v1/ad/users/',
    access: 'manager',
    summary: 'Imports chosen directory users into the active company',
    narrowing: "the caller's active company's directory",
    body: directoryImportInput,
    responses: { 200: directoryRun },
  },
  sync: {
    method: 'POST',
    path: '/v1/ad/sync/',
    access: 'manager',
    summary:
      'Starts a sync of the active company with its directory (creates, updates, maps groups, removes those gone); answers the running run at once',
    narrowing: "the caller's active company's directory",
    responses: { 202: directoryRun },
  },
  lastRun: {
    method: 'GET',
    path: '/v1/ad/sync/',
    access: 'manager',
    summary: "The active company's latest directory run (a running one shows its progress)",
    narrowing: "the caller's active company's directory",
    responses: { 200: z.object({ run: directoryRun.nullable() }) },
  },
})
