import { PROBLEM_CONTENT_TYPE, type Problem } from '@portal/contracts/errors'
import type { KeyUnder, TextKey } from '@portal/i18n/text-keys'
import { hasText, type Texts } from '@portal/i18n/texts'
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { AppError } from './errors.ts'
import { requestTexts } from './locale.ts'

type ValidationIssue = {
  keyword: string
  instancePath: string
  message?: string
  params: Record<string, unknown>
}

/** The title of each status (RFC 9457 lets it change only with the reader's language). */
const TITLES: Record<number, KeyUnder<'api.titles.'>> = {
  400: 'api.titles.bad_request',
  401: 'api.titles.unauthorized',
  403: 'api.titles.forbidden',
  404: 'api.titles.not_found',
  405: 'api.titles.method_not_allowed',
  413: 'api.titles.payload_too_large',
  415: 'api.titles.unsupported_media_type',
  422: 'api.titles.unprocessable_content',
  429: 'api.titles.too_many_requests',
  500: 'api.titles.internal_server_error',
  503: 'api.titles.service_unavailable',
}

/** Sends a problem with the title of its status in the request's language. */
export function sendProblem(reply: FastifyReply, problem: Omit<Problem, 'type' | 'title'>) {
  const title = requestTexts(reply.request)(TITLES[problem.status] ?? 'api.titles.error')
  return reply
    .code(problem.status)
    .type(PROBLEM_CONTENT_TYPE)
    .send({ type: 'about:blank', title, ...problem })
}

/**
 * A contract's own refinement names its message, whole (`api.fields.url_private_host`) or by its last part
 * (`period_end`): that key when the catalogue has it, else the generic "not valid".
 */
function contractMessageKey(message: string | undefined): TextKey {
  const key = message?.startsWith('api.fields.') ? message : `api.fields.${message ?? ''}`
  return /^api\.fields\.[a-z_]+$/.test(key) && hasText(key) ? key : 'api.fields.invalid'
}

/** Turns schema validation issues into `{field: [message]}` in the user's language. */
function fieldErrors(t: Texts, issues: ValidationIssue[]) {
  // A Map, not an object: a field may be called "toString" or "__proto__".
  const errors = new Map<string, string[]>()
  const add = (path: string, message: string) => {
    const field = path.split('/').filter(Boolean).join('.') || 'non_field_errors'
    errors.set(field, [...(errors.get(field) ?? []), message])
  }
  for (const issue of issues) {
    const p = issue.params
    switch (issue.keyword) {
      case 'unrecognized_keys':
        for (const key of (p.keys as string[] | undefined) ?? []) {
          add(`${issue.instancePath}/${key}`, t('api.fields.unknown_field'))
        }
        break
      case 'invalid_type':
        add(
          issue.instancePath,
          issue.message?.includes('received undefined')
            ? t('api.fields.required')
            : t('api.fields.invalid_type', { expected: String(p.expected ?? '') }),
        )
        break
      case 'too_small':
        add(
          issue.instancePath,
          p.origin === 'string' && p.minimum === 1
            ? t('api.fields.required')
            : t('api.fields.too_short', { count: Number(p.minimum) }),
        )
        break
      case 'too_big':
        add(issue.instancePath, t('api.fields.too_long', { count: Number(p.maximum) }))
        break
      case 'invalid_value':
        add(
          issue.instancePath,
          t('api.fields.invalid_value', {
            options: ((p.values as unknown[] | undefined) ?? []).join(', '),
          }),
        )
        break
      default:
        add(issue.instancePath, t(contractMessageKey(issue.message)))
    }
  }
  return Object.fromEntries(errors)
}

/** Every error leaves as application/problem+json (RFC 9457); nothing internal leaks out. */
export const problemsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const t = requestTexts(request)
    if (error instanceof AppError) {
      if (error.options.headers) reply.headers(error.options.headers)
      const fields = error.options.fields
      return sendProblem(reply, {
        status: error.status,
        detail: t(error.messageKey, error.options.vars),
        ...(fields && {
          errors: Object.fromEntries(
            Object.entries(fields).map(([field, list]) => [field, list.map(({ key, vars }) => t(key, vars))]),
          ),
        }),
      })
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendProblem(reply, {
        status: 400,
        detail: t('api.errors.validation'),
        errors: fieldErrors(t, error.validation as unknown as ValidationIssue[]),
      })
    }
    const status = error.statusCode ?? 500
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error')
      return sendProblem(reply, { status: 500, detail: t('api.errors.internal') })
    }
    // Fastify's parser refuses malformed JSON and, before validation, JSON with a `__proto__` or
    // `constructor.prototype` key (prototype poisoning); the answer says which body rule it broke.
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return sendProblem(reply, {
        status: 400,
        detail: t('api.errors.bad_request'),
        errors: { non_field_errors: [t('api.fields.json_body')] },
      })
    }
    // Fastify's own 4xx (wrong content type, body too large…): keep the status. Another body it could not
    // read is a 400 about the body as a whole.
    const detail = t('api.errors.bad_request')
    const unreadableBody = status === 400 && error.code?.startsWith('FST_ERR_CTP_')
    return sendProblem(reply, {
      status,
      detail,
      ...(unreadableBody && { errors: { non_field_errors: [detail] } }),
    })
  })

  app.setNotFoundHandler((request, reply) =>
    sendProblem(reply, { status: 404, detail: requestTexts(request)('api.errors.not_found') }),
  )
})
