import type { Problem } from '@portal/contracts/errors'
import { ApiError } from './api-client.ts'

/**
 * What a form posted without scripts gets back when it was refused (form-post.server.ts): the API's
 * problem, in the visitor's language, and the values typed (never a password).
 */
export interface PostRefusal {
  refused: { status: number; problem: Partial<Problem> }
  fields: Record<string, string>
}

/** An action's answer to a posted form: refused, or done with what the page shows next. */
export type Posted<Done> = PostRefusal | { done: Done }

export const refusalOf = <Done>(posted: Posted<Done> | undefined) =>
  posted && 'refused' in posted ? posted : undefined

export const doneOf = <Done>(posted: Posted<Done> | undefined) =>
  posted && 'done' in posted ? posted.done : undefined

/** The refusal as the ApiError a script-driven submit would have caught, so both read the same. */
export const refusalError = (refusal: PostRefusal | undefined) =>
  refusal ? new ApiError(refusal.refused.status, refusal.refused.problem) : null
