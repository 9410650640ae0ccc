import type { Problem } from '@portal/contracts/errors'
import { ApiError } from './api-client.ts'

/**
 * What a form posted without scripts gets back when the API refused it (form-post.server.ts): the API's
 * problem, in the visitor's language, and the values typed (never a password).
 */
export interface PostRefusal {
  refused: { status: number; problem: Partial<Problem> }
  fields: Record<string, string>
}

/** The refusal as the ApiError a script-driven submit would have caught, so both read the same. */
export const refusalError = (refusal: PostRefusal | undefined) =>
  refusal ? new ApiError(refusal.refused.status, refusal.refused.problem) : null
