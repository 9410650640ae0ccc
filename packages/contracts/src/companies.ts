import { z } from 'zod'
import { homepageEndpointType, me } from './accounts.ts'
import { endpoints } from './endpoint.ts'
import { isPortalPath } from './links.ts'
import { pageQuery, paginated } from './pagination.ts'

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

const VISIBLE_COMPANIES = 'staff: all companies; others: those they belong to (others’ → 404)'

/** The companies (`/okr/companies/`): members read their own, staff read and write all. */
export const companiesApi = endpoints('companies', {
  list: {
    method: 'GET',
    path: '/v1/okr/companies/',
    access: 'authenticated',
    summary: 'List the companies the caller may see',
    narrowing: VISIBLE_COMPANIES,
    query: companyListQuery,
    responses: { 200: paginated(company) },
  },
  get: {
    method: 'GET',
    path: '/v1/okr/companies/:id/',
    access: 'authenticated',
    summary: 'Read a company',
    narrowing: VISIBLE_COMPANIES,
    params: idParams,
    responses: { 200: company },
  },
  create: {
    method: 'POST',
    path: '/v1/okr/companies/',
    access: 'staff',
    summary: 'Create a company',
    body: companyInput,
    responses: { 201: company },
  },
  update: {
    method: 'PUT',
    path: '/v1/okr/companies/:id/',
    access: 'staff',
    summary: 'Replace a company',
    params: idParams,
    body: companyInput,
    responses: { 200: company },
  },
  remove: {
    method: 'DELETE',
    path: '/v1/okr/companies/:id/',
    access: 'staff',
    summary: 'Delete a company',
    params: idParams,
    responses: { 204: z.null() },
  },
})

/**
 * Switching the caller's active company: SPEC §7 puts it under `/accounts/` (its OpenAPI tag), the
 * companies module serves it.
 */
export const activeCompanyApi = endpoints('accounts', {
  setActiveCompany: {
    method: 'POST',
    path: '/v1/accounts/active-company/',
    access: 'authenticated',
    summary: 'Switch the caller’s active company',
    narrowing: 'staff: any company; others: their own (else 400, nothing saved)',
    body: activeCompanyInput,
    responses: { 200: me },
  },
})
