import { z } from 'zod'
import { homepageEndpointType } from './accounts.ts'
import { isPortalPath } from './links.ts'
import { pageQuery } from './pagination.ts'

const slug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}$/, 'slug')

/**
 * A company's start page: `internal` needs a path inside the portal; the other types name a catalogue
 * service (whose endpoint must be of that type, checked when saved).
 */
export const homepageEndpointInput = z
  .strictObject({
    type: homepageEndpointType.nullable(),
    endpoint: z.string().trim().max(2000).nullable(),
    service_slug: slug.nullable(),
  })
  .superRefine((h, ctx) => {
    if (h.type === 'internal' && !isPortalPath(h.endpoint)) {
      ctx.addIssue({ code: 'custom', path: ['endpoint'], message: 'api.fields.portal_path' })
    }
    if (h.type !== null && h.type !== 'internal' && !h.service_slug) {
      ctx.addIssue({ code: 'custom', path: ['service_slug'], message: 'api.fields.required' })
    }
  })

export const company = z.object({
  id: z.uuid(),
  name: z.string(),
  logo: z.string().nullable(),
  homepage_endpoint: z.object({
    type: homepageEndpointType.nullable(),
    endpoint: z.string().nullable(),
    service_slug: z.string().nullable(),
  }),
  member_count: z.number().int(),
  created_at: z.string(),
})
export type Company = z.infer<typeof company>

export const companyInput = z.strictObject({
  name: z.string().trim().min(1).max(200),
  logo: z
    .url({ protocol: /^https$/ })
    .max(2000)
    .nullable()
    .default(null),
  homepage_endpoint: homepageEndpointInput.default({ type: null, endpoint: null, service_slug: null }),
})
export type CompanyInput = z.infer<typeof companyInput>

export const companyListQuery = pageQuery.extend({
  search: z.string().trim().max(200).optional(),
})
export type CompanyListQuery = z.infer<typeof companyListQuery>

export const idParams = z.object({ id: z.uuid() })

export const activeCompanyInput = z.strictObject({ id: z.uuid() })
