import { ApiError } from './api-client.ts'

/**
 * A failed save, shown where it belongs: the server's field messages on their fields (`rename` maps an
 * API path to a form path), anything else through `otherwise`.
 */
export function showSaveFailure(
  failure: unknown,
  setErrors: (errors: Record<string, string>) => void,
  otherwise: () => void,
  rename: (path: string) => string = (path) => path,
) {
  if (failure instanceof ApiError && failure.problem.errors) {
    setErrors(
      Object.fromEntries(
        Object.entries(failure.problem.errors).map(([path, messages]) => [rename(path), messages.join(' ')]),
      ),
    )
  } else {
    otherwise()
  }
}

/** Whether a form has errors in one language's texts (`translations.<locale>.…`), e.g. to mark its tab. */
export const hasErrors = (errors: Record<string, unknown>, locale: string) =>
  Object.keys(errors).some((path) => path.startsWith(`translations.${locale}.`))
