import { z } from 'zod'
import { endpoints } from './endpoint.ts'
import { pageQuery, paginated } from './pagination.ts'

/**
 * Public mail providers: a rule for one of these would hand strangers' registrations to a company, so
 * no rule may claim them (ADR 0006). Short on purpose: the big international and German providers.
 */
export const PUBLIC_MAIL_DOMAINS = [
  'aol.com',
  'gmail.com',
  'gmx.at',
  'gmx.ch',
  'gmx.de',
  'gmx.net',
  'googlemail.com',
  'hotmail.com',
  'icloud.com',
  'live.com',
  'mail.com',
  'mail.ru',
  'me.com',
  'msn.com',
  'outlook.com',
  'posteo.de',
  'proton.me',
  'protonmail.com',
  'qq.com',
  't-online.de',
  'web.de',
  'yahoo.com',
  'yandex.com',
] as const

const ASCII_DOMAIN =
  /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/
// Characters that make a host parser read only part of the text (a path, a port, credentials).
const NOT_IN_A_DOMAIN = /[\s/?#:@\\%]/

/**
 * A domain as rules store it: lower case, no leading `@` or trailing dot, an international (IDN) name
 * as its punycode (`bücher.de` → `xn--bcher-kva.de`); null when it is not a domain name.
 */
export function normaliseDomain(input: string): string | null {
  let domain = input.trim().toLowerCase().replace(/^@/, '').replace(/\.$/, '')
  if (NOT_IN_A_DOMAIN.test(domain)) return null
  if (/[^\x20-\x7e]/.test(domain)) {
    try {
      domain = new URL(`http://${domain}`).hostname
    } catch {
      return null
    }
  }
  return ASCII_DOMAIN.test(domain) ? domain : null
}

/** An e-mail address with a lower-case local part and a normalised domain; null when it is not one. */
export function normaliseEmail(input: string): string | null {
  const text = input.trim().toLowerCase()
  const at = text.lastIndexOf('@')
  if (at < 1) return null
  const domain = normaliseDomain(text.slice(at + 1))
  if (!domain) return null
  const email = `${text.slice(0, at)}@${domain}`
  return z.email().safeParse(email).success ? email : null
}

export const domainOfEmail = (email: string) => email.slice(email.lastIndexOf('@') + 1)

export const isPublicMailDomain = (domain: string) =>
  (PUBLIC_MAIL_DOMAINS as readonly string[]).includes(domain)

/**
 * Whether the portal's staff have approved a rule's claim on its domain (ADR 14). A company admin's rule
 * is a request (`pending`) until staff approve it; only `approved` rules assign anyone. Staff's own
 * rules are approved at once.
 */
export const AUTO_ASSIGN_RULE_STATUSES = ['pending', 'approved', 'rejected'] as const
export const autoAssignRuleStatus = z.enum(AUTO_ASSIGN_RULE_STATUSES)
export type AutoAssignRuleStatus = z.infer<typeof autoAssignRuleStatus>

/**
 * An auto-assign rule: people whose e-mail is at `domain` join `company` (with its groups, optionally as
 * company admin) when they register, first sign in with SSO, or are imported from the directory — once
 * staff have approved it.
 */
export const autoAssignRule = z.object({
  id: z.uuid(),
  company: z.uuid(),
  company_name: z.string(),
  domain: z.string(),
  status: autoAssignRuleStatus,
  /** When staff approved or rejected the claim; null while pending (and for rules from before review). */
  reviewed_at: z.string().nullable(),
  group_ids: z.array(z.uuid()),
  groups: z.array(z.object({ id: z.uuid(), name: z.string() })),
  is_company_admin: z.boolean(),
  is_active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type AutoAssignRule = z.infer<typeof autoAssignRule>

/** Create or replace a rule of the active company; the domain is normalised by the server. */
export const autoAssignRuleInput = z.strictObject({
  domain: z.string().trim().min(1).max(253),
  group_ids: z.array(z.uuid()).max(100).default([]),
  is_company_admin: z.boolean().default(false),
  is_active: z.boolean().default(true),
})
export type AutoAssignRuleInput = z.infer<typeof autoAssignRuleInput>

export const autoAssignRuleListQuery = pageQuery.extend({
  /** Part of the domain. */
  search: z.string().trim().max(200).optional(),
  status: autoAssignRuleStatus.optional(),
})
export type AutoAssignRuleListQuery = z.infer<typeof autoAssignRuleListQuery>

// The API ------------------------------------------------------------------------------------------

const idParams = z.object({ id: z.uuid() })
const rulePage = paginated(autoAssignRule)
const ACTIVE_RULES = 'the active company’s rules only (another company’s → 404)'
const RULE_WRITES = `${ACTIVE_RULES}; groups must be the company’s; a company admin’s new or moved domain is pending (staff approve it)`
const REVIEW = 'any company’s rule'

/**
 * Auto-assign rules (`/accounts/auto-assign-rules/`): a company's admins and staff keep the active
 * company's rules; approving a company's claim on a domain is staff's decision (ADR 14).
 */
export const autoAssignApi = endpoints('auto-assign', {
  list: {
    method: 'GET',
    path: '/v1/accounts/auto-assign-rules/',
    access: 'manager',
    summary: 'List the auto-assign rules of the active company',
    narrowing: ACTIVE_RULES,
    query: autoAssignRuleListQuery,
    responses: { 200: rulePage },
  },
  get: {
    method: 'GET',
    path: '/v1/accounts/auto-assign-rules/:id/',
    access: 'manager',
    summary: 'Read an auto-assign rule',
    narrowing: ACTIVE_RULES,
    params: idParams,
    responses: { 200: autoAssignRule },
  },
  create: {
    method: 'POST',
    path: '/v1/accounts/auto-assign-rules/',
    access: 'manager',
    summary: 'Create an auto-assign rule',
    narrowing: RULE_WRITES,
    body: autoAssignRuleInput,
    responses: { 201: autoAssignRule },
  },
  update: {
    method: 'PUT',
    path: '/v1/accounts/auto-assign-rules/:id/',
    access: 'manager',
    summary: 'Replace an auto-assign rule',
    narrowing: RULE_WRITES,
    params: idParams,
    body: autoAssignRuleInput,
    responses: { 200: autoAssignRule },
  },
  remove: {
    method: 'DELETE',
    path: '/v1/accounts/auto-assign-rules/:id/',
    access: 'manager',
    summary: 'Delete an auto-assign rule',
    narrowing: ACTIVE_RULES,
    params: idParams,
    responses: { 204: z.null() },
  },
  listRequests: {
    method: 'GET',
    path: '/v1/accounts/auto-assign-requests/',
    access: 'staff',
    summary: 'List every company’s rules awaiting review',
    narrowing: `${REVIEW}; the list defaults to \`status=pending\``,
    query: autoAssignRuleListQuery,
    responses: { 200: rulePage },
  },
  approve: {
    method: 'POST',
    path: '/v1/accounts/auto-assign-rules/:id/approve/',
    access: 'staff',
    summary: 'Approve a company’s claim on a rule’s domain',
    narrowing: REVIEW,
    params: idParams,
    responses: { 200: autoAssignRule },
  },
  reject: {
    method: 'POST',
    path: '/v1/accounts/auto-assign-rules/:id/reject/',
    access: 'staff',
    summary: 'Reject a company’s claim on a rule’s domain',
    narrowing: REVIEW,
    params: idParams,
    responses: { 200: autoAssignRule },
  },
})
