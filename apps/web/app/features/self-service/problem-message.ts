import { ApiError } from '../../lib/api-client.ts'

/** The server's own message for a refused request (a throttle's wait, say), else the given fallback. */
export const problemMessage = (failure: unknown, fallback: string) =>
  failure instanceof ApiError && failure.problem.detail && !failure.problem.errors
    ? failure.problem.detail
    : fallback
