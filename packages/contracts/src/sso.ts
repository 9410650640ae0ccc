import { z } from 'zod'
import { normaliseDomain } from './auto-assign.ts'
import { endpoints } from './endpoint.ts'

/** The callback type of OpenID Connect sign-ins: the provider returns to `/callback/oidc`. */
export const SSO_CALLBACK_TYPE = 'oidc'

export { SSO_ERRORS, type SsoError } from './sso-errors.ts'

const domainList = z
  .array(z.string().trim().min(1).max(253))
  .max(20)
  .transform((list, context) => {
    const domains = list.map(normaliseDomain)
    domains.forEach((domain, index) => {
      if (!domain) context.addIssue({ code: 'custom', message: 'invalid_domain', path: [index] })
    })
    return [...new Set(domains.filter((d): d is string => d !== null))]
  })

const httpsOrLoopback = z
  .url({ protocol: /^https?$/ })
  .max(500)
  .refine(
    (value) => value.startsWith('https://') || /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])[:/]/.test(value),
    {
      message: 'https_required',
    },
  )

/**
 * A company's OpenID Connect provider as staff enter it. The client secret is write-only: left out (or
 * null) it keeps the stored one.
 */
export const ssoProviderInput = z.strictObject({
  name: z.string().trim().min(1).max(100),
  issuer: httpsOrLoopback,
  client_id: z.string().trim().min(1).max(300),
  client_secret: z.string().min(1).max(500).nullable().optional(),
  scopes: z
    .string()
    .trim()
    .max(300)
    .regex(/^[\x21-\x7e]+( [\x21-\x7e]+)*$/)
    .refine((s) => s.split(' ').includes('openid'), { message: 'openid_scope' }),
  email_domains: domainList,
  password_sign_in_allowed: z.boolean(),
  /** The ID token claim that lists the user's groups, matched to the company's groups by name. */
  groups_claim: z
    .string()
    .trim()
    .max(100)
    .regex(/^[A-Za-z0-9_:.\-/]*$/),
  is_active: z.boolean(),
})
export type SsoProviderInput = z.input<typeof ssoProviderInput>

export const ssoProvider = z.object({
  company: z.uuid(),
  name: z.string(),
  issuer: z.string(),
  client_id: z.string(),
  has_client_secret: z.boolean(),
  scopes: z.string(),
  email_domains: z.array(z.string()),
  password_sign_in_allowed: z.boolean(),
  groups_claim: z.string(),
  is_active: z.boolean(),
  /** Where staff register the portal at the provider. */
  redirect_uri: z.string(),
  post_logout_redirect_uri: z.string(),
  backchannel_logout_uri: z.string(),
  updated_at: z.string(),
})
export type SsoProvider = z.infer<typeof ssoProvider>

/** A company's provider, or null when it has none. */
export const ssoProviderAnswer = z.object({ provider: ssoProvider.nullable() })

export const companyParams = z.object({ id: z.uuid() })

export const ssoDiscoverInput = z.strictObject({ email: z.string().trim().min(3).max(254) })
/** What the login page does with an address: a provider to send it to, and whether a password may be used. */
export const ssoDiscovery = z.object({
  provider: z.object({ name: z.string(), password_sign_in_allowed: z.boolean() }).nullable(),
})

export const ssoStartInput = z.strictObject({
  email: z.string().trim().min(3).max(254),
  /** The page language to return to after the sign-in. */
  locale: z.string().max(10).optional(),
})
export const ssoStartAnswer = z.object({ redirect_url: z.string() })

export const ssoInitiateQuery = z.object({
  iss: z.string().min(1).max(500),
  login_hint: z.string().max(254).optional(),
  target_link_uri: z.string().max(2000).optional(),
})

export const ssoCallbackQuery = z.object({
  type: z.string().max(40).optional(),
  code: z.string().max(2000).optional(),
  state: z.string().max(500).optional(),
  iss: z.string().max(500).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(1000).optional(),
  session_state: z.string().max(500).optional(),
})

export const backchannelLogoutInput = z.object({ logout_token: z.string().min(1).max(8000) })

export const ssoApi = endpoints('sso', {
  get: {
    method: 'GET',
    path: '/v1/okr/companies/:id/sso/',
    access: 'staff',
    summary: "A company's single sign-on (OpenID Connect) provider",
    params: companyParams,
    responses: { 200: ssoProviderAnswer },
  },
  save: {
    method: 'PUT',
    path: '/v1/okr/companies/:id/sso/',
    access: 'staff',
    summary: "Sets a company's single sign-on provider (the client secret is stored encrypted)",
    params: companyParams,
    body: ssoProviderInput,
    responses: { 200: ssoProviderAnswer },
  },
  remove: {
    method: 'DELETE',
    path: '/v1/okr/companies/:id/sso/',
    access: 'staff',
    summary: "Removes a company's single sign-on provider",
    params: companyParams,
    responses: { 204: z.null() },
  },
  discover: {
    method: 'POST',
    path: '/v1/accounts/sso/discover/',
    access: 'public',
    summary: "Whether an e-mail address's domain signs in through a company's provider",
    body: ssoDiscoverInput,
    responses: { 200: ssoDiscovery },
  },
  start: {
    method: 'POST',
    path: '/v1/accounts/sso/start/',
    access: 'public',
    summary: 'Begins a single sign-on: the provider address to open (code flow with PKCE, state and nonce)',
    body: ssoStartInput,
    responses: { 200: ssoStartAnswer },
  },
  initiate: {
    method: 'GET',
    path: '/v1/accounts/sso/initiate/',
    access: 'public',
    summary:
      'A sign-in the provider began (third-party initiated login): redirects to the provider, or to the login page with the reason',
    query: ssoInitiateQuery,
    responses: { 200: z.null() },
    raw: true,
  },
  callback: {
    method: 'GET',
    path: '/v1/accounts/sso/callback/',
    access: 'public',
    summary:
      'Completes a single sign-on and redirects: to the start page signed in, or to the login page with the reason',
    query: ssoCallbackQuery,
    responses: { 200: z.null() },
    raw: true,
  },
  backchannelLogout: {
    method: 'POST',
    path: '/v1/accounts/sso/backchannel-logout/:id/',
    access: 'public',
    summary: "A company's provider ends sessions: OpenID Connect back-channel logout (a signed logout token)",
    params: companyParams,
    consumes: ['application/x-www-form-urlencoded'],
    body: backchannelLogoutInput,
    responses: { 200: z.null() },
    serverToServer: true,
  },
})
