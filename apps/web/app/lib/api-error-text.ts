import { ApiError } from './api-client.ts'
import type { Translate } from './texts.ts'

interface Options {
  /** The page's own words when the server gave none (a proxy's error page); `write.failed` by default. */
  fallback?: string
  /** Field paths whose messages already show on a form's fields, left out here. */
  shown?: ReadonlySet<string>
}

/**
 * The one way a failed API call becomes text. The server answers problem+json in the user's language:
 * its `detail`, then the field messages no form field shows. Without an answer (the network is down)
 * the page says so in its own language.
 */
export function apiErrorText(failure: unknown, t: Translate, { fallback, shown }: Options = {}): string {
  const otherwise = fallback ?? t('write.failed')
  if (!(failure instanceof ApiError)) return failure instanceof TypeError ? t('write.unreachable') : otherwise
  const { detail, errors = {} } = failure.problem
  const fields = Object.entries(errors)
    .filter(([path]) => !shown?.has(path))
    .flatMap(([, messages]) => messages)
  return [detail, ...fields].filter(Boolean).join(' ') || otherwise
}
