import { PASSWORD_MIN_LENGTH } from '@portal/contracts/accounts'
import type { WebKey } from '@portal/i18n/text-keys'
import type { Translate } from '../../lib/texts.ts'

export type StrengthLevel = 'weak' | 'fair' | 'good' | 'strong'
const LEVELS: StrengthLevel[] = ['weak', 'weak', 'fair', 'good', 'strong']
const KINDS = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/]

/**
 * A hint while typing, not a rule (the server's rule is the minimum length): length counts most, a mix
 * of letters, digits and symbols helps. Score 0–4.
 */
export function passwordStrength(password: string): { score: number; level: StrengthLevel } {
  const kinds = KINDS.filter((kind) => kind.test(password)).length
  let score = 0
  if (password.length >= PASSWORD_MIN_LENGTH) score++
  if (password.length >= 14) score++
  if (score > 0 && kinds >= 3) score++
  if (score > 0 && (kinds === 4 || password.length >= 20)) score++
  return { score, level: LEVELS[score]! }
}

/**
 * The new-password checks as form errors in the page's language, only those that fail: they stand in
 * for the contract's own length message on the password field (`{ ...contract, ...these }`).
 */
export function newPasswordFormErrors(t: Translate, password: string, confirmation: string) {
  const errors = newPasswordErrors(password, confirmation)
  return {
    ...(errors.password && { password: t(errors.password, { count: PASSWORD_MIN_LENGTH }) }),
    ...(errors.confirmation && { confirmation: t(errors.confirmation) }),
  }
}

/** Client-side checks of a new password and its repetition; the messages are catalogue keys. */
export function newPasswordErrors(
  password: string,
  confirmation: string,
): { password: WebKey | null; confirmation: WebKey | null } {
  return {
    password: password.length < PASSWORD_MIN_LENGTH ? 'self_service.password.too_short' : null,
    confirmation: confirmation !== password ? 'self_service.password.mismatch' : null,
  }
}
