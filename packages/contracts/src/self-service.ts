import { z } from 'zod'
import { locale, newPassword } from './accounts.ts'

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
