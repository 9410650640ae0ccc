import { z } from 'zod'
import { locale, newPassword } from './accounts.ts'
import { endpoints } from './endpoint.ts'

/**
 * Registration, e-mail verification and password reset: public calls. E-mails are checked and normalised
 * by the server (an international domain becomes punycode), which answers field errors on `email`.
 */
const email = z.string().trim().min(1).max(254)
/** A single-use token from a mailed link (43 characters of base64url; some slack for the future). */
const token = z.string().trim().min(1).max(200)

export const registerInput = z.strictObject({
  email,
  first_name: z.string().trim().min(1).max(150),
  last_name: z.string().trim().min(1).max(150),
  password: newPassword,
  /** The language of the page; mails and the account use it. Defaults to the request's language. */
  locale: locale.optional(),
})
export type RegisterInput = z.infer<typeof registerInput>

export const verifyEmailInput = z.strictObject({ token })
export type VerifyEmailInput = z.infer<typeof verifyEmailInput>

export const passwordResetInput = z.strictObject({ email })
export type PasswordResetInput = z.infer<typeof passwordResetInput>

export const passwordResetConfirmInput = z.strictObject({ token, new_password: newPassword })
export type PasswordResetConfirmInput = z.infer<typeof passwordResetConfirmInput>

/**
 * The answer to a registration or reset request: the same whether or not an account exists, so nobody
 * learns which addresses have one.
 */
export const requestAccepted = z.object({ detail: z.string() })
export type RequestAccepted = z.infer<typeof requestAccepted>

/** A link that worked: the account it belongs to, so the sign-in page can fill in the address. */
export const linkFollowed = z.object({ email: z.string() })
export type LinkFollowed = z.infer<typeof linkFollowed>

/** Open to anyone: these are how people without a session get one (issue 3). */
export const selfServiceApi = endpoints('accounts', {
  register: {
    method: 'POST',
    path: '/v1/accounts/register/',
    access: 'public',
    summary: 'Register an account (mails a verification link)',
    narrowing:
      'only where an active auto-assign rule covers the e-mail’s domain (else a field error on `email`); the same answer whether the address has an account; 5 per address and 20 per IP an hour',
    body: registerInput,
    responses: { 200: requestAccepted },
  },
  verifyEmail: {
    method: 'POST',
    path: '/v1/accounts/verify-email/',
    access: 'public',
    summary: 'Confirm an e-mail address with the mailed token',
    narrowing: 'the mailed token, once, within 48 h; an inactive account is not confirmed',
    body: verifyEmailInput,
    responses: { 200: linkFollowed },
  },
  requestPasswordReset: {
    method: 'POST',
    path: '/v1/accounts/password-reset/',
    access: 'public',
    summary: 'Ask for a password reset link by mail',
    narrowing: 'always the same 200; mails only an active account; 5 per address and 20 per IP an hour',
    body: passwordResetInput,
    responses: { 200: requestAccepted },
  },
  confirmPasswordReset: {
    method: 'POST',
    path: '/v1/accounts/password-reset/confirm/',
    access: 'public',
    summary: 'Set a new password with a reset or invitation token',
    narrowing: 'a reset (1 h) or invitation (7 d) token, once; ends every session of the account',
    body: passwordResetConfirmInput,
    responses: { 200: linkFollowed },
  },
})
