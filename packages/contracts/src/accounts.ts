import { z } from 'zod'
import { CSRF_API_PATH, HOMEPAGE_ENDPOINT_TYPES, LOGIN_API_PATH } from './constants.ts'
import { endpoints } from './endpoint.ts'
import { LOCALES } from './locales.ts'
import { pageQuery, paginated } from './pagination.ts'

export const locale = z.enum(LOCALES)

export const homepageEndpointType = z.enum(HOMEPAGE_ENDPOINT_TYPES)

export const homepageEndpoint = z.object({
  type: homepageEndpointType.nullable(),
  endpoint: z.string().nullable(),
  service_slug: z.string().nullable(),
})
export type HomepageEndpoint = z.infer<typeof homepageEndpoint>

export const ROLE = { user: 0, admin: 1 } as const

/** The User of SPEC §3 — exactly these fields, nothing more (GET /api/v1/accounts/me/). */
export const me = z.strictObject({
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.union([z.literal(ROLE.user), z.literal(ROLE.admin)]),
  is_superuser: z.boolean(),
  is_company_admin: z.boolean(),
  is_impersonate: z.boolean(),
  active_company: z.string().nullable(),
  active_company_homepage_endpoint: homepageEndpoint,
  locale,
})
export type Me = z.infer<typeof me>

/** Portal operator staff: admins (role 1) and superusers. */
export const isStaffUser = (user: { role: number; is_superuser: boolean }) =>
  user.role === ROLE.admin || user.is_superuser

export const loginInput = z.strictObject({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(256),
})
export type LoginInput = z.infer<typeof loginInput>

export const profileInput = z.strictObject({
  first_name: z.string().trim().min(1).max(150),
  last_name: z.string().trim().min(1).max(150),
})
export type ProfileInput = z.infer<typeof profileInput>

export const localeInput = z.strictObject({ locale })
export type LocaleInput = z.infer<typeof localeInput>

export const logoutResponse = z.object({ redirect_url: z.string() })
export type LogoutResponse = z.infer<typeof logoutResponse>

/** The CSRF token of the `csrftoken` cookie set with the same answer (ADR 4, ADR 43). */
export const csrfToken = z.object({ csrf_token: z.string() })
export type CsrfToken = z.infer<typeof csrfToken>

/** What a new password must be, wherever one is chosen (change, reset, registration). */
export const PASSWORD_MIN_LENGTH = 10
export const newPassword = z.string().min(PASSWORD_MIN_LENGTH).max(256)

export const passwordChangeInput = z.strictObject({
  current_password: z.string().min(1).max(256),
  new_password: newPassword,
})
export type PasswordChangeInput = z.infer<typeof passwordChangeInput>

/**
 * One of the caller's own sessions (a signed-in browser or device), as the profile lists them: where and
 * when it was used, never its token.
 */
export const accountSession = z.strictObject({
  id: z.uuid(),
  user_agent: z.string().nullable(),
  ip_address: z.string().nullable(),
  created_at: z.string(),
  last_seen_at: z.string(),
  /** The session this request came with. */
  current: z.boolean(),
})
export type AccountSession = z.infer<typeof accountSession>

/** "Sign out everywhere else": no fields. */
export const revokeOtherSessionsInput = z.strictObject({})
export const revokedSessions = z.object({ ended: z.number().int() })
export type RevokedSessions = z.infer<typeof revokedSessions>

const idParams = z.object({ id: z.uuid() })

const ONLY_ONESELF = 'only oneself; unknown fields (`role`, `is_superuser`) refused'

/** One's own account: sign in and out, the profile, language and password (`/accounts/`). */
export const accountsApi = endpoints('accounts', {
  csrf: {
    method: 'GET',
    path: CSRF_API_PATH,
    access: 'public',
    summary:
      'Get a CSRF token: the `csrftoken` cookie that unsafe calls with a session echo in `X-CSRFToken`',
    responses: { 200: csrfToken },
  },
  login: {
    method: 'POST',
    path: LOGIN_API_PATH,
    access: 'public',
    summary: 'Sign in with e-mail and password',
    narrowing:
      'login throttled (10 failures in 3 min, reserved atomically): per account and per IP for unknown devices, per (account, device) with the account’s device cookie (ADR 13); lockouts go to the audit log; an unverified account is refused (403) only after the right password',
    body: loginInput,
    responses: { 200: me },
  },
  logout: {
    method: 'POST',
    path: '/v1/accounts/logout/',
    access: 'public',
    summary: 'Sign out: end the caller’s session',
    narrowing: 'only the caller’s own session; without one nothing is ended',
    responses: { 200: logoutResponse },
  },
  me: {
    method: 'GET',
    path: '/v1/accounts/me/',
    access: 'authenticated',
    summary: 'Read the signed-in user',
    narrowing: 'only oneself',
    responses: { 200: me },
  },
  updateMe: {
    method: 'POST',
    path: '/v1/accounts/me/',
    access: 'authenticated',
    summary: 'Change one’s names',
    narrowing: ONLY_ONESELF,
    body: profileInput,
    responses: { 200: me },
  },
  setLocale: {
    method: 'POST',
    path: '/v1/accounts/profile/locale/',
    access: 'authenticated',
    summary: 'Store one’s language',
    narrowing: ONLY_ONESELF,
    body: localeInput,
    responses: { 200: me },
  },
  changePassword: {
    method: 'POST',
    path: '/v1/accounts/password/',
    access: 'authenticated',
    summary: 'Change one’s password',
    narrowing: 'only oneself; refused while impersonating; ends the account’s other sessions',
    body: passwordChangeInput,
    responses: { 200: me },
  },
})

const OWN_SESSIONS =
  'only one’s own sign-ins (another user’s session id is 404; the current one is ended by logout, 400); never a token; refused while impersonating (403), and impersonation sessions are not the user’s'

/** One's own sessions on the profile (ASVS 7.4.5): list them, end one, end all but this one. */
export const sessionsApi = endpoints('accounts', {
  listSessions: {
    method: 'GET',
    path: '/v1/accounts/sessions/',
    access: 'authenticated',
    summary: 'List one’s own sessions, the current one first',
    narrowing: OWN_SESSIONS,
    query: pageQuery,
    responses: { 200: paginated(accountSession) },
  },
  endSession: {
    method: 'DELETE',
    path: '/v1/accounts/sessions/:id/',
    access: 'authenticated',
    summary: 'End one of one’s other sessions',
    narrowing: OWN_SESSIONS,
    params: idParams,
    responses: { 204: z.null() },
  },
  endOtherSessions: {
    method: 'POST',
    path: '/v1/accounts/sessions/revoke-others/',
    access: 'authenticated',
    summary: 'End every session of one’s account but this one',
    narrowing: OWN_SESSIONS,
    body: revokeOtherSessionsInput,
    responses: { 200: revokedSessions },
  },
})
