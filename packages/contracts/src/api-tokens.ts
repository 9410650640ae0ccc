import { z } from 'zod'
import { endpoints } from './endpoint.ts'

/**
 * API tokens (ADR 29): personal access tokens and the tokens of a company's service accounts. A token
 * acts as its owner, narrowed to its scopes: `<module>:read` lets it call a module's GET routes,
 * `<module>:write` every route of the module.
 */

/** What a scope names: each API tag belongs to one module, or to none (a token never calls it). */
export const TOKEN_MODULES = [
  'okr',
  'ppm',
  'people',
  'content',
  'support',
  'whiteboard',
  'notifications',
] as const
export type TokenModule = (typeof TOKEN_MODULES)[number]

export const TOKEN_SCOPES = TOKEN_MODULES.flatMap((module) => [`${module}:read`, `${module}:write`] as const)
export type TokenScope = `${TokenModule}:${'read' | 'write'}`

/**
 * The module of each API tag. Signing in and out, sessions, impersonation, single sign-on, activation
 * and the tokens themselves are left out: a token cannot mint tokens or open sessions.
 */
const MODULE_OF_TAG: Record<string, TokenModule | null> = {
  'okr-objectives': 'okr',
  'okr-key-results': 'okr',
  'okr-projects': 'okr',
  'okr-tasks': 'okr',
  'okr-changelog': 'okr',
  'okr-views': 'okr',
  'okr-saved-views': 'okr',
  'okr-dashboard': 'okr',
  'okr-responsible-people': 'okr',
  teams: 'okr',
  ppm: 'ppm',
  users: 'people',
  groups: 'people',
  'auto-assign': 'people',
  companies: 'people',
  directory: 'people',
  ad: 'people',
  academy: 'content',
  guide: 'content',
  'trend-hubs': 'content',
  'trend-library': 'content',
  'market-intelligence': 'content',
  dashboards: 'content',
  services: 'content',
  'service-categories': 'content',
  'service-endpoints': 'content',
  icons: 'content',
  features: 'content',
  health: 'content',
  support: 'support',
  coaching: 'support',
  whiteboard: 'whiteboard',
  'notifications-user': 'notifications',
  'notifications-global': 'notifications',
  home: 'notifications',
  mail: 'notifications',
  accounts: null,
  sso: null,
  activation: null,
  'api-tokens': null,
}

/** The scope a token needs for a route of `tag` called with `method`; null when no token may call it. */
export function scopeFor(tag: string, method: string): TokenScope | null {
  const module = MODULE_OF_TAG[tag]
  if (!module) return null
  return `${module}:${method === 'GET' || method === 'HEAD' ? 'read' : 'write'}`
}

/** Whether `scopes` allow `needed` (write includes read). */
export function scopesAllow(scopes: readonly string[], needed: TokenScope): boolean {
  if (scopes.includes(needed)) return true
  const [module, access] = needed.split(':')
  return access === 'read' && scopes.includes(`${module}:write`)
}

/** The recognisable start of every token secret (a secret scanner can find leaked ones). */
export const TOKEN_PREFIX = 'ptl_'
/** The longest a token may live, in days; the form offers shorter. */
export const MAX_TOKEN_DAYS = 366
/** Requests a token may make per minute unless set lower. */
export const DEFAULT_TOKEN_RATE_LIMIT = 600

export const tokenScope = z.enum(TOKEN_SCOPES as [TokenScope, ...TokenScope[]])

export const apiToken = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The first characters of the secret, to recognise it. */
  start: z.string(),
  scopes: z.array(tokenScope),
  rate_limit: z.number().int(),
  expires_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  created_at: z.string(),
})
export type ApiToken = z.infer<typeof apiToken>

/** A new token, with its secret: shown this once, only its hash is kept. */
export const createdApiToken = apiToken.extend({ secret: z.string() })
export type CreatedApiToken = z.infer<typeof createdApiToken>

export const apiTokenInput = z
  .strictObject({
    name: z.string().trim().min(1).max(100),
    scopes: z.array(tokenScope).min(1).max(TOKEN_SCOPES.length),
    /** Days from now until the token stops working. */
    expires_in_days: z.number().int().min(1).max(MAX_TOKEN_DAYS),
    rate_limit: z.number().int().min(1).max(DEFAULT_TOKEN_RATE_LIMIT).default(DEFAULT_TOKEN_RATE_LIMIT),
  })
  .meta({
    examples: [
      { name: 'BI import', scopes: ['okr:read', 'okr:write'], expires_in_days: 90, rate_limit: 120 },
    ],
  })
export type ApiTokenInput = z.input<typeof apiTokenInput>

export const serviceAccount = z.object({
  id: z.uuid(),
  /** The account's user: the author of what its tokens do. */
  user_id: z.uuid(),
  name: z.string(),
  created_at: z.string(),
  tokens: z.array(apiToken),
})
export type ServiceAccount = z.infer<typeof serviceAccount>

export const serviceAccountInput = z
  .strictObject({ name: z.string().trim().min(1).max(100) })
  .meta({ examples: [{ name: 'Sales CRM' }] })

const idParams = z.object({ id: z.uuid() })
const tokenParams = z.object({ id: z.uuid(), token_id: z.uuid() })
const list = <T extends z.ZodType>(item: T) => z.object({ results: z.array(item) })

export const apiTokensApi = endpoints('api-tokens', {
  listPersonal: {
    method: 'GET',
    path: '/v1/accounts/tokens/',
    access: 'authenticated',
    summary: 'List your personal access tokens',
    narrowing: 'only the caller’s own tokens',
    responses: { 200: list(apiToken) },
  },
  createPersonal: {
    method: 'POST',
    path: '/v1/accounts/tokens/',
    access: 'authenticated',
    summary: 'Create a personal access token (its secret is in this answer only)',
    narrowing: 'acts as the caller, within its scopes; not while impersonating',
    body: apiTokenInput,
    responses: { 201: createdApiToken },
  },
  revokePersonal: {
    method: 'DELETE',
    path: '/v1/accounts/tokens/:id/',
    access: 'authenticated',
    summary: 'Revoke one of your personal access tokens',
    narrowing: 'only the caller’s own tokens',
    params: idParams,
    responses: { 204: z.null() },
  },
  listServiceAccounts: {
    method: 'GET',
    path: '/v1/companies/service-accounts/',
    access: 'manager',
    summary: 'List the service accounts of the active company with their tokens',
    narrowing: 'the active company’s',
    responses: { 200: list(serviceAccount) },
  },
  createServiceAccount: {
    method: 'POST',
    path: '/v1/companies/service-accounts/',
    access: 'manager',
    summary: 'Create a service account in the active company',
    narrowing: 'in the active company; a member without admin rights',
    body: serviceAccountInput,
    responses: { 201: serviceAccount },
  },
  removeServiceAccount: {
    method: 'DELETE',
    path: '/v1/companies/service-accounts/:id/',
    access: 'manager',
    summary: 'Remove a service account and revoke its tokens',
    narrowing: 'the active company’s',
    params: idParams,
    responses: { 204: z.null() },
  },
  createServiceToken: {
    method: 'POST',
    path: '/v1/companies/service-accounts/:id/tokens/',
    access: 'manager',
    summary: 'Create a token of a service account (its secret is in this answer only)',
    narrowing: 'the active company’s service accounts',
    params: idParams,
    body: apiTokenInput,
    responses: { 201: createdApiToken },
  },
  revokeServiceToken: {
    method: 'DELETE',
    path: '/v1/companies/service-accounts/:id/tokens/:token_id/',
    access: 'manager',
    summary: 'Revoke a token of a service account',
    narrowing: 'the active company’s service accounts',
    params: tokenParams,
    responses: { 204: z.null() },
  },
})
