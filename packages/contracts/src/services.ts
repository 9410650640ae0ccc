import { z } from 'zod'
import { HOMEPAGE_ENDPOINT_TYPES } from './constants.ts'
import { endpoints } from './endpoint.ts'
import { iconName } from './icons.ts'
import { isPortalPath } from './links.ts'
import { type LocalizedTexts, localizedInput, localizedText } from './localized.ts'
import { pageQuery, paginated } from './pagination.ts'
import { unsafeUrlReason } from './url-safety.ts'

/** How a service opens (SPEC §3's homepage endpoint types). */
export const ENDPOINT_TYPES = HOMEPAGE_ENDPOINT_TYPES
export const endpointType = z.enum(ENDPOINT_TYPES)
export type EndpointType = z.infer<typeof endpointType>

/** What a company sees of a service: it in full, only what it is (`locked`), or nothing (`hidden`). */
export const SERVICE_VISIBILITIES = ['visible', 'hidden', 'locked'] as const
export const serviceVisibility = z.enum(SERVICE_VISIBILITIES)
export type ServiceVisibility = z.infer<typeof serviceVisibility>

/** Services whose pages the portal's own modules build; they have no endpoint and always exist. */
export const BUILTIN_SERVICES = ['whiteboard', 'academy', 'project-management'] as const

const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/
const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
/** Path words of the services API and screens: a service called so could never be reached. */
const RESERVED_SLUGS = ['categories', 'endpoints', 'new']

/** A service's address in `/client/svc/{slug}`; never shaped like an id, which the API also accepts. */
export const serviceSlug = z
  .string()
  .regex(SLUG, 'slug')
  .refine((s) => !UUID_SHAPE.test(s) && !RESERVED_SLUGS.includes(s), { message: 'api.fields.slug_reserved' })

/** `/client/svc/{id}` and `/api/v1/services/{id}/` take a service's id or its slug. */
export const serviceRefParams = z.object({ id: z.union([z.uuid(), z.string().regex(SLUG)]) })

export { type LocalizedTexts, localizedText }

const namesInput = localizedInput(z.string().trim().min(1).max(120), 120)
const descriptionsInput = localizedInput(z.string().trim().max(2000).optional(), 2000).default({})

// Endpoints --------------------------------------------------------------------------------------

export const endpointInput = z
  .strictObject({
    /** A label for admins choosing an endpoint; users never see it. */
    name: z.string().trim().min(1).max(120),
    type: endpointType,
    url: z.string().trim().max(2000).nullable().default(null),
    path: z.string().trim().max(500).nullable().default(null),
  })
  .superRefine((endpoint, ctx) => {
    const issue = (field: 'url' | 'path', message: string) =>
      ctx.addIssue({ code: 'custom', path: [field], message })
    if (endpoint.type === 'internal') {
      if (!isPortalPath(endpoint.path)) issue('path', 'api.fields.portal_path')
      if (endpoint.url) issue('url', 'api.fields.not_for_type')
      return
    }
    if (endpoint.path) issue('path', 'api.fields.not_for_type')
    if (!endpoint.url) return issue('url', 'api.fields.required')
    const reason = unsafeUrlReason(endpoint.url)
    if (reason) issue('url', `api.fields.url_${reason}`)
  })
export type EndpointInput = z.infer<typeof endpointInput>

/** An endpoint as a service carries it. */
export const endpointRef = z.object({
  id: z.uuid(),
  name: z.string(),
  type: endpointType,
  url: z.string().nullable(),
  path: z.string().nullable(),
})
export type EndpointRef = z.infer<typeof endpointRef>

export const endpoint = endpointRef.extend({
  service_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type Endpoint = z.infer<typeof endpoint>

export const endpointListQuery = pageQuery.extend({
  search: z.string().trim().max(200).optional(),
  type: endpointType.optional(),
})
export type EndpointListQuery = z.infer<typeof endpointListQuery>

// Categories -------------------------------------------------------------------------------------

export const categoryInput = z.strictObject({
  names: namesInput,
  descriptions: descriptionsInput,
  icon: iconName.default('apps'),
  order: z.number().int().min(0).max(10_000).default(0),
})
export type CategoryInput = z.infer<typeof categoryInput>

export const category = z.object({
  id: z.uuid(),
  /** In the caller's language (SPEC §1 fallback); `names` holds every locale's. */
  name: z.string(),
  description: z.string(),
  names: localizedText,
  descriptions: localizedText,
  icon: z.string(),
  order: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type Category = z.infer<typeof category>

export const categoryListQuery = pageQuery.extend({ search: z.string().trim().max(200).optional() })
export type CategoryListQuery = z.infer<typeof categoryListQuery>

// Services ---------------------------------------------------------------------------------------

/** One company's view of a service, optionally only for members of some of its groups. */
export const companyAccessInput = z.strictObject({
  company_id: z.uuid(),
  visibility: serviceVisibility,
  group_ids: z.array(z.uuid()).max(100).default([]),
})

export const accessInput = z
  .strictObject({
    /** For every company without a line of its own. */
    default_visibility: serviceVisibility.default('visible'),
    companies: z.array(companyAccessInput).max(1000).default([]),
  })
  .refine((a) => new Set(a.companies.map((c) => c.company_id)).size === a.companies.length, {
    path: ['companies'],
    message: 'api.fields.duplicate',
  })

export const serviceInput = z.strictObject({
  slug: serviceSlug,
  names: namesInput,
  descriptions: descriptionsInput,
  icon: iconName.default('apps'),
  category_id: z.uuid().nullable().default(null),
  /** Required, except for the built-in services, which have none. */
  endpoint_id: z.uuid().nullable().default(null),
  access: accessInput.default({ default_visibility: 'visible', companies: [] }),
})
export type ServiceInput = z.infer<typeof serviceInput>

export const serviceAccess = z.object({
  default_visibility: serviceVisibility,
  companies: z.array(
    z.object({ company_id: z.uuid(), visibility: serviceVisibility, group_ids: z.array(z.uuid()) }),
  ),
})
export type ServiceAccess = z.infer<typeof serviceAccess>

export const service = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  names: localizedText,
  descriptions: localizedText,
  icon: z.string(),
  category: z.uuid().nullable(),
  /** Null for a built-in service, and for a locked one: what it opens stays undisclosed. */
  endpoint: endpointRef.nullable(),
  is_builtin: z.boolean(),
  /** What the caller's active company sees of it. */
  visibility: serviceVisibility,
  is_favourite: z.boolean(),
  last_used_at: z.string().nullable(),
  /** Who sees what, per company: staff only. */
  access: serviceAccess.optional(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type Service = z.infer<typeof service>

export const serviceListQuery = pageQuery.extend({
  search: z.string().trim().max(200).optional(),
  category: z.uuid().optional(),
  /** Only the caller's favourites. */
  favourites: z.stringbool().optional(),
  /** Only services the caller opened, most recent first. */
  recent: z.stringbool().optional(),
  /** Staff: every service, whatever the active company sees. */
  manage: z.stringbool().optional(),
})
export type ServiceListQuery = z.infer<typeof serviceListQuery>

export const serviceGetQuery = z.object({ manage: z.stringbool().optional() })

// The API ------------------------------------------------------------------------------------------

const idParams = z.object({ id: z.uuid() })
const CATALOGUE_VIEW =
  'the active company’s view: `hidden` and group-restricted services are left out (404 by id); `locked` ones come without their endpoint; staff count as members of every group; `?manage=true` (every service as saved) is staff only (else 403)'
const SERVICE_WRITES =
  'built-ins keep their slug, have no endpoint, cannot be deleted; a company’s start-page service cannot be deleted or change type'
const FAVOURITES = 'own favourites in the active company; a service the company cannot see → 404'
const ENDPOINT_READS =
  'staff: all; others: endpoints of services their company lets them open (locked/hidden → 404)'
const ENDPOINT_WRITES = 'https public addresses only, never the portal’s own origin; in use → 409 on delete'

/** The catalogue (`/services/`): reads narrowed to the active company's view, writes by staff. */
export const servicesApi = endpoints('services', {
  list: {
    method: 'GET',
    path: '/v1/services/',
    access: 'authenticated',
    summary: 'List the services of the catalogue',
    narrowing: CATALOGUE_VIEW,
    query: serviceListQuery,
    responses: { 200: paginated(service) },
  },
  get: {
    method: 'GET',
    path: '/v1/services/:id/',
    access: 'authenticated',
    summary: 'Read a service by its id or slug',
    narrowing: CATALOGUE_VIEW,
    params: serviceRefParams,
    query: serviceGetQuery,
    responses: { 200: service },
  },
  create: {
    method: 'POST',
    path: '/v1/services/',
    access: 'staff',
    summary: 'Create a service',
    narrowing: SERVICE_WRITES,
    body: serviceInput,
    responses: { 201: service },
  },
  update: {
    method: 'PUT',
    path: '/v1/services/:id/',
    access: 'staff',
    summary: 'Replace a service',
    narrowing: SERVICE_WRITES,
    params: idParams,
    body: serviceInput,
    responses: { 200: service },
  },
  remove: {
    method: 'DELETE',
    path: '/v1/services/:id/',
    access: 'staff',
    summary: 'Delete a service',
    narrowing: SERVICE_WRITES,
    params: idParams,
    responses: { 204: z.null() },
  },
  favourite: {
    method: 'PUT',
    path: '/v1/services/:id/favourite/',
    access: 'authenticated',
    summary: 'Mark a service as one of the caller’s favourites',
    narrowing: FAVOURITES,
    params: idParams,
    responses: { 204: z.null() },
  },
  unfavourite: {
    method: 'DELETE',
    path: '/v1/services/:id/favourite/',
    access: 'authenticated',
    summary: 'Remove a service from the caller’s favourites',
    narrowing: FAVOURITES,
    params: idParams,
    responses: { 204: z.null() },
  },
  open: {
    method: 'POST',
    path: '/v1/services/:id/open/',
    access: 'authenticated',
    summary: 'Record that the caller opened a service',
    narrowing: 'records own recent use; hidden → 404, locked → 403',
    params: idParams,
    responses: { 204: z.null() },
  },
})

/** The catalogue's headings (`/services/categories/`): everyone signed in reads them, staff write them. */
export const serviceCategoriesApi = endpoints('service-categories', {
  list: {
    method: 'GET',
    path: '/v1/services/categories/',
    access: 'authenticated',
    summary: 'List the categories of the catalogue',
    query: categoryListQuery,
    responses: { 200: paginated(category) },
  },
  get: {
    method: 'GET',
    path: '/v1/services/categories/:id/',
    access: 'authenticated',
    summary: 'Read a category',
    params: idParams,
    responses: { 200: category },
  },
  create: {
    method: 'POST',
    path: '/v1/services/categories/',
    access: 'staff',
    summary: 'Create a category',
    body: categoryInput,
    responses: { 201: category },
  },
  update: {
    method: 'PUT',
    path: '/v1/services/categories/:id/',
    access: 'staff',
    summary: 'Replace a category',
    params: idParams,
    body: categoryInput,
    responses: { 200: category },
  },
  remove: {
    method: 'DELETE',
    path: '/v1/services/categories/:id/',
    access: 'staff',
    summary: 'Delete a category',
    params: idParams,
    responses: { 204: z.null() },
  },
})

/** What services open (`/services/endpoints/`): staff read and write all, others read what they may open. */
export const serviceEndpointsApi = endpoints('service-endpoints', {
  list: {
    method: 'GET',
    path: '/v1/services/endpoints/',
    access: 'authenticated',
    summary: 'List the endpoints services open',
    narrowing: ENDPOINT_READS,
    query: endpointListQuery,
    responses: { 200: paginated(endpoint) },
  },
  get: {
    method: 'GET',
    path: '/v1/services/endpoints/:id/',
    access: 'authenticated',
    summary: 'Read an endpoint',
    narrowing: ENDPOINT_READS,
    params: idParams,
    responses: { 200: endpoint },
  },
  create: {
    method: 'POST',
    path: '/v1/services/endpoints/',
    access: 'staff',
    summary: 'Create an endpoint',
    narrowing: ENDPOINT_WRITES,
    body: endpointInput,
    responses: { 201: endpoint },
  },
  update: {
    method: 'PUT',
    path: '/v1/services/endpoints/:id/',
    access: 'staff',
    summary: 'Replace an endpoint',
    narrowing: ENDPOINT_WRITES,
    params: idParams,
    body: endpointInput,
    responses: { 200: endpoint },
  },
  remove: {
    method: 'DELETE',
    path: '/v1/services/endpoints/:id/',
    access: 'staff',
    summary: 'Delete an endpoint',
    narrowing: ENDPOINT_WRITES,
    params: idParams,
    responses: { 204: z.null() },
  },
})
