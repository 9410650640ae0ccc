import { notifications } from '@mantine/notifications'
import type { TFunction } from 'i18next'
import type { z } from 'zod'
import { showSaveFailure } from '../../../lib/form-errors.ts'
import { contractErrors } from './item-inputs.ts'

interface Options<S extends z.ZodType, T> {
  form: { setErrors: (errors: Record<string, string>) => void }
  t: TFunction
  /** API field path → form field (`owner_id` → `owner`). */
  rename: Record<string, string>
  /** The contract of the body (its complaints show before anything is sent) and the body as built. */
  input: S
  body: unknown
  /** Complaints the contract cannot make itself (API paths). */
  errors?: Record<string, string>
  send: (body: z.input<S>) => Promise<T>
  onSaved: (saved: T) => void
}

const renamed = (rename: Record<string, string>) => (path: string) => {
  const [head, ...rest] = path.split('.')
  return [rename[head ?? ''] ?? head, ...rest].join('.')
}

/**
 * Saves a form: the contract's complaints show on their fields without a round trip; the server's
 * field errors (problem+json) show the same way; anything else as a notice.
 */
export async function submitItem<S extends z.ZodType, T>(options: Options<S, T>) {
  const { form, t, rename, input, body, send, onSaved } = options
  const local = Object.entries({ ...contractErrors(input, body, t), ...options.errors })
  if (local.length) {
    form.setErrors(Object.fromEntries(local.map(([path, message]) => [renamed(rename)(path), message])))
    return
  }
  try {
    // The contract took the body, so it is the endpoint's input; it goes as built (the server parses it).
    const saved = await send(body as z.input<S>)
    notifications.show({ color: 'primary', message: t('okr.form.saved') })
    onSaved(saved)
  } catch (failure) {
    showSaveFailure(
      failure,
      form.setErrors,
      () => notifications.show({ color: 'coral', message: t('okr.form.failed') }),
      renamed(rename),
    )
  }
}
