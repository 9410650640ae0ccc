import { notifications } from '@mantine/notifications'
import type { Endpoint, EndpointInput, EndpointResult } from '@portal/contracts/endpoint'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useRevalidator } from 'react-router'
import { callEndpoint } from './browser-api.ts'
import { confirmFirst } from './confirm.tsx'
import { type FormLike, failureOnForm, type Rename } from './form-errors.ts'
import { type Changes, refreshGroups, tagsOf } from './query-keys.ts'
import { useTranslation } from './texts.ts'
import { preloadToasts } from './toast-host.tsx'

type Text<T> = string | ((value: T) => string)

export interface WriteOptions<E extends Endpoint> {
  /** Ask first (a confirm modal) with this question; `confirmLabel` names its button ("Delete"). */
  confirm?: Text<EndpointInput<E>>
  confirmLabel?: string
  /** The notice after success; none when left out. */
  success?: Text<EndpointResult<E>>
  /**
   * The notice after a failure: a text for when the server gave no words of its own, a function that
   * puts the server's words into a sentence (null: none for this failure), or false when the caller
   * shows every failure itself (`onError`).
   */
  failure?: string | false | ((said: string, failure: unknown) => string | null)
  /** The groups whose reads this write changes (their queries are invalidated); its own by default. */
  changes?: readonly Changes[]
  /** Load the page's data again after success (default); off when `onSuccess` leaves the page. */
  reload?: boolean
  /** The form whose values made the body: the server's field errors land on its fields. */
  form?: FormLike
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
    const fallback = typeof options.failure === 'string' ? options.failure : undefined
    const said = failureOnForm(failure, t, options.form, { rename: options.rename, fallback })
    if (said === null || options.failure === false) return
    const message = typeof options.failure === 'function' ? options.failure(said, failure) : said
    if (message) notifications.show({ color: 'coral', message })
  }

  async function run(input: EndpointInput<E>): Promise<EndpointResult<E> | undefined> {
    const question = typeof options.confirm === 'function' ? options.confirm(input) : options.confirm
    if (question && !(await confirmFirst(question, t, options.confirmLabel))) return undefined
    setBusy(true)
    // Every write ends with a notice (success or failure) unless told otherwise; a failed load of the
    // container's code is the build check's business (lib/build-check.ts).
    preloadToasts().catch(() => undefined)
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
        refreshGroups(queryClient, tags),
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
