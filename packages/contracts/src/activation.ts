import { z } from 'zod'
import { me } from './accounts.ts'
import { endpoints } from './endpoint.ts'
import { pageQuery, paginated } from './pagination.ts'
import { person } from './people.ts'

/** How long a new code works unless staff choose otherwise, and the longest they may choose. */
export const ACTIVATION_DEFAULT_DAYS = 14
export const ACTIVATION_MAX_DAYS = 90

export const ACTIVATION_CODE_STATUSES = ['active', 'used', 'expired', 'revoked'] as const
export const activationCodeStatus = z.enum(ACTIVATION_CODE_STATUSES)
export type ActivationCodeStatus = z.infer<typeof activationCodeStatus>

/** A code as staff list it: never the code itself (only its hash is stored), a hint to tell codes apart. */
export const activationCode = z.object({
  id: z.uuid(),
  company: z.uuid(),
  hint: z.string(),
  email: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  status: activationCodeStatus,
  expires_at: z.string(),
  created_at: z.string(),
  created_by: person.nullable(),
  used_at: z.string().nullable(),
  used_by: person.nullable(),
  revoked_at: z.string().nullable(),
})
export type ActivationCode = z.infer<typeof activationCode>

/** The answer to issuing a code: the only time the code is shown. */
export const issuedActivationCode = activationCode.extend({ code: z.string() })
export type IssuedActivationCode = z.infer<typeof issuedActivationCode>

/** A code for a company; naming the person (e-mail, names) lets them activate with a password only. */
export const activationCodeInput = z.strictObject({
  email: z.email().max(254).nullable().default(null),
  first_name: z.string().trim().max(150).default(''),
  last_name: z.string().trim().max(150).default(''),
  valid_days: z.number().int().min(1).max(ACTIVATION_MAX_DAYS).default(ACTIVATION_DEFAULT_DAYS),
})
export type ActivationCodeInput = z.infer<typeof activationCodeInput>

export const activationCodeListQuery = pageQuery.extend({ status: activationCodeStatus.optional() })
export type ActivationCodeListQuery = z.infer<typeof activationCodeListQuery>

export const activationCodeParams = z.object({ id: z.uuid(), code_id: z.uuid() })

const code = z.string().trim().min(1).max(64)

export const activationCheckInput = z.strictObject({ code })

/** What a valid code says before it is used: the company, and whom it names (if anyone). */
export const activationCheck = z.object({
  company: z.object({ id: z.uuid(), name: z.string() }),
  email: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  /** The named e-mail has an account already: activating asks for its current password. */
  has_account: z.boolean(),
  expires_at: z.string(),
})
export type ActivationCheck = z.infer<typeof activationCheck>

/**
 * Activating: the code, and what the code does not say already (e-mail, names) plus a password. For an
 * existing account the password is its current one (the code then adds the company to it).
 */
export const activationInput = z.strictObject({
  code,
  email: z.email().max(254).nullable().default(null),
  first_name: z.string().trim().max(150).default(''),
  last_name: z.string().trim().max(150).default(''),
  password: z.string().min(10).max(256),
})
export type ActivationInput = z.infer<typeof activationInput>

const idParams = z.object({ id: z.uuid() })
const ACTIVATING = 'throttled per IP (10 wrong codes in 3 minutes → 429)'

/** Activation codes: staff issue, list and revoke them per company; anyone with one activates. */
export const activationApi = endpoints('activation', {
  listCodes: {
    method: 'GET',
    path: '/v1/okr/companies/:id/activation-codes/',
    access: 'staff',
    summary: 'List a company’s activation codes',
    narrowing: 'the company’s codes',
    params: idParams,
    query: activationCodeListQuery,
    responses: { 200: paginated(activationCode) },
  },
  issueCode: {
    method: 'POST',
    path: '/v1/okr/companies/:id/activation-codes/',
    access: 'staff',
    summary: 'Issue an activation code for a company (the only answer that shows the code)',
    narrowing: 'the company’s codes',
    params: idParams,
    body: activationCodeInput,
    responses: { 201: issuedActivationCode },
  },
  revokeCode: {
    method: 'DELETE',
    path: '/v1/okr/companies/:id/activation-codes/:code_id/',
    access: 'staff',
    summary: 'Revoke an activation code',
    narrowing: 'the company’s codes; a used code cannot be revoked (409)',
    params: activationCodeParams,
    responses: { 204: z.null() },
  },
  check: {
    method: 'POST',
    path: '/v1/accounts/activate/check/',
    access: 'public',
    summary: 'Check an activation code before using it',
    narrowing: ACTIVATING,
    body: activationCheckInput,
    responses: { 200: activationCheck },
  },
  activate: {
    method: 'POST',
    path: '/v1/accounts/activate/',
    access: 'public',
    summary: 'Activate an account with a code and sign it in',
    narrowing: `${ACTIVATING}; joins the company as a member, never its admin; a fresh session replaces the browser’s`,
    body: activationInput,
    responses: { 200: me },
  },
})
