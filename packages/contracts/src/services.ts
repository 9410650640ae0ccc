import { z } from 'zod'
import { locale } from './accounts.ts'
import { HOMEPAGE_ENDPOINT_TYPES } from './constants.ts'
import { iconName } from './icons.ts'
import { isPortalPath } from './links.ts'
import { pageQuery } from './pagination.ts'
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

/** Texts per locale, as admins edit them; a name needs English, the last fallback of every locale. */
function localizedInput<English extends z.ZodType>(english: English, max: number) {
  const text = z.string().trim().max(max).optional()
  return z.strictObject({
    'en-US': english,
    'de-DE': text,
    'es-ES': text,
    'zh-CHS': text,
    'fr-FR': text,
    'pt-PT': text,
    'de-AT': text,
  })
}
const namesInput = localizedInput(z.string().trim().min(1).max(120), 120)
const descriptionsInput = localizedInput(z.string().trim().max(2000).optional(), 2000).default({})
export const localizedText = z.partialRecord(locale, z.string())
export type LocalizedTexts = z.infer<typeof localizedText>

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
