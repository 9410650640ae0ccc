import { PROBLEM_CONTENT_TYPE, type Problem } from '@portal/contracts/errors'
import { fieldMessages } from '@portal/i18n/field-messages'
import type { KeyUnder, TextKey } from '@portal/i18n/text-keys'
import type { Texts } from '@portal/i18n/texts'
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

/** Turns schema validation issues into `{field: [message]}` in the user's language. */
function fieldErrors(t: Texts, issues: ValidationIssue[]) {
  // A Map, not an object: a field may be called "toString" or "__proto__".
  const errors = new Map<string, string[]>()
  for (const { keyword, instancePath, message, params } of issues) {
    // fastify-type-provider-zod hands Zod's issue over as keyword, path and parameters; put it back.
    const path = instancePath.split('/').filter(Boolean)
    for (const field of fieldMessages({ ...params, code: keyword, path, message })) {
      const text = t(`api.fields.${field.key}` as TextKey, field.vars)
      errors.set(field.path, [...(errors.get(field.path) ?? []), text])
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
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      const limit = request.routeOptions.bodyLimit ?? request.server.initialConfig.bodyLimit ?? 1_048_576
      const max = Math.round((limit / 1024 / 1024) * 10) / 10
      return sendProblem(reply, { status: 413, detail: t('api.errors.body_too_large', { max }) })
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
