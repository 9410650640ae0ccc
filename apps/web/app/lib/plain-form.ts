import { type ChangeEvent, type FormEvent, useCallback, useRef, useState } from 'react'

type Errors = Record<string, string>

/** The fields of `V` that hold text: the ones `field` draws. */
export type TextField<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string

/**
 * A form's state for the signed-out screens, which load without @mantine/form (issue 18, ADR 47): the
 * values, one message per field (cleared when the field changes, as Mantine's forms do), and whether a
 * submit is running. `validate` returns the messages of the fields that fail (falsy ones are ignored);
 * a submit with any does not run. `setFieldValue`/`getValues` also serve `useEarlyInput`. Signed-in
 * forms whose fields are all text use it too, without @mantine/form's code (ADR 80): `setValues` fills
 * the form (a record to change), `reset` empties it after a save. A field may hold something else than
 * text (a list of chosen scopes, the files to send): it is set with `setFieldValue`, with a value or a
 * function of the current one (ADR 85).
 */
export function usePlainForm<V extends Record<string, unknown>>(options: {
  initialValues: V
  initialErrors?: Errors
  validate?: (values: V) => Record<string, string | null | undefined | false>
}) {
  const [values, setDrawnValues] = useState(options.initialValues)
  const current = useRef(values)
  const [errors, setErrors] = useState<Errors>(options.initialErrors ?? {})
  const [submitting, setSubmitting] = useState(false)

  // One identity for the form's life: an effect that sets a field may list it.
  const setFieldValue = useCallback(
    <K extends keyof V & string>(field: K, value: V[K] | ((current: V[K]) => V[K])) => {
      const next =
        typeof value === 'function' ? (value as (current: V[K]) => V[K])(current.current[field]) : value
      current.current = { ...current.current, [field]: next }
      setDrawnValues(current.current)
      setErrors((before) => {
        if (!(field in before)) return before
        const { [field]: _cleared, ...rest } = before
        return rest
      })
    },
    [],
  )

  const getValues = () => current.current

  /** Every value at once (the form then edits a record); the messages go with the old values. */
  const setValues = (next: V) => {
    current.current = next
    setDrawnValues(next)
    setErrors({})
  }

  /** Back to the initial values, without messages (after a save). */
  const reset = () => setValues(options.initialValues)

  /** The props of a field's input and the message under it. */
  const field = (name: TextField<V>) => ({
    name,
    value: values[name] as string,
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      setFieldValue(name, event.currentTarget.value as V[typeof name]),
  })

  /** A submit handler: checks the values, then runs `handler` with them. */
  const onSubmit = (handler: (values: V) => unknown, before?: () => Promise<unknown>) => {
    return async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      // What loads on first use (the contracts, the field messages) must be at hand before the form
      // checks itself; if it cannot be fetched, the submit goes on and the server checks.
      await before?.().catch(() => undefined)
      const found = Object.entries(options.validate?.(current.current) ?? {}).filter(
        (entry): entry is [string, string] => Boolean(entry[1]),
      )
      setErrors(Object.fromEntries(found))
      if (found.length > 0) return
      setSubmitting(true)
      try {
        await handler(current.current)
      } finally {
        setSubmitting(false)
      }
    }
  }

  return {
    values,
    errors,
    submitting,
    setFieldValue,
    getValues,
    setValues,
    reset,
    setErrors,
    field,
    onSubmit,
  }
}

/** What `usePlainForm` answers: a form a part can be handed (a thread's own reply fields). */
export type PlainForm<V extends Record<string, unknown>> = ReturnType<typeof usePlainForm<V>>
