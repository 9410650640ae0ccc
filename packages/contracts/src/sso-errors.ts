/**
 * Why a single sign-on ended on the login page (`/login?sso_error=<code>`); each has a text in the
 * `sso.errors` catalogue. A module of its own, without zod: the login page shows these before it loads
 * any contract (issue 18).
 */
export const SSO_ERRORS = [
  'denied',
  'state',
  'expired',
  'provider',
  'unknown_issuer',
  'email_not_verified',
  'no_email',
  'inactive',
  'no_type',
] as const
export type SsoError = (typeof SSO_ERRORS)[number]
