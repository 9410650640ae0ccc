import { notifications } from '@mantine/notifications'
import type { Endpoint, EndpointInput, EndpointResult } from '@portal/contracts/endpoint'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useRevalidator } from 'react-router'
import { ApiError } from './api-client.ts'
import { apiErrorText } from './api-error-text.ts'
import { callEndpoint } from './browser-api.ts'
import { confirmFirst } from './confirm.tsx'
import { problemFieldErrors, type Rename } from './form-errors.ts'
import { type Changes, tagsOf } from './query-keys.ts'

type Text<T> = string | ((value: T) => string)

export interface WriteOptions<E extends Endpoint> {
  /** Ask first (a confirm modal) with this question; `confirmLabel` names its button ("Delete"). */
  confirm?: Text<EndpointInput<E>>
  confirmLabel?: string
  /** The notice after success; none when left out. */
  success?: Text<EndpointResult<E>>
  /**
   * The notice after a failure: a text for when the server gave no words of its own, a function that
   * puts the server's words into a sentence, or false when the caller shows it (`onError`).
   */
  failure?: string | false | ((said: string) => string)
  /** The groups whose reads this write changes (their queries are invalidated); its own by default. */
  changes?: readonly Changes[]
  /** Load the page's data again after success (default); off when `onSuccess` leaves the page. */
  reload?: boolean
  /** The form whose values made the body: the server's field errors land on its fields. */
  form?: { getValues: () => unknown; setErrors: (errors: Record<string, string>) => void }
  /** API field path → form field (`owner_id` → `owner`). */
  rename?: Rename
  onSuccess?: (result: EndpointResult<E>, input: EndpointInput<E>) => unknown
  onError?: (failure: unknown) => void
}

/**
 * The one way the web writes (ADR 19): optionally confirm, call the declared endpoint, invalidate the
 * reads it changes and reload the page's data, then say how it went — field errors on the form's
 * fields, anything else as a notice in the server's words. `run` answers the result, or undefined
 * when the user declined or the call failed (already shown).
 */
export function useWrite<E extends Endpoint>(endpoint: E, options: WriteOptions<E> = {}) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const revalidator = useRevalidator()
  const [busy, setBusy] = useState(false)
  const mutation = useMutation({ mutationFn: (input: EndpointInput<E>) => callEndpoint(endpoint, input) })

  function fail(failure: unknown) {
    options.onError?.(failure)
    const { form, rename } = options
    const onFields = form ? problemFieldErrors(failure, form.getValues(), rename) : null
    if (form && onFields?.shown.size) form.setErrors(onFields.errors)
    if (options.failure === false) return
    // Nothing is left to say when every complaint sits on its field.
    const complaints = failure instanceof ApiError ? Object.keys(failure.problem.errors ?? {}).length : 0
    if (onFields?.shown.size && onFields.shown.size === complaints) return
    const fallback = typeof options.failure === 'string' ? options.failure : undefined
    const said = apiErrorText(failure, t, { fallback, shown: onFields?.shown })
    const message = typeof options.failure === 'function' ? options.failure(said) : said
    notifications.show({ color: 'coral', message })
  }

  async function run(input: EndpointInput<E>): Promise<EndpointResult<E> | undefined> {
    const question = typeof options.confirm === 'function' ? options.confirm(input) : options.confirm
    if (question && !(await confirmFirst(question, t, options.confirmLabel))) return undefined
    setBusy(true)
    try {
      let result: EndpointResult<E>
      try {
        result = await mutation.mutateAsync(input)
      } catch (failure) {
        fail(failure)
        return undefined
      }
      const tags = tagsOf(options.changes ?? [endpoint])
      await Promise.all([
        ...tags.map((tag) => queryClient.invalidateQueries({ queryKey: [tag] })),
        options.reload !== false && revalidator.revalidate(),
      ])
      const success = typeof options.success === 'function' ? options.success(result) : options.success
      if (success) notifications.show({ color: 'primary', message: success })
      await options.onSuccess?.(result, input)
      return result
    } finally {
      setBusy(false)
    }
  }

  return { run, busy }
}
