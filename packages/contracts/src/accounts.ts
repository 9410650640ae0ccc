import { z } from 'zod'
import { HOMEPAGE_ENDPOINT_TYPES } from './constants.ts'
import { LOCALES } from './locales.ts'

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
