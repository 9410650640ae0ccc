import { notifications } from '@mantine/notifications'
import type { TFunction } from 'i18next'
import { showSaveFailure } from '../../../lib/form-errors.ts'

interface Options<T> {
  form: { setErrors: (errors: Record<string, string>) => void }
  t: TFunction
  /** API field path → form field (`owner_id` → `owner`). */
  rename: Record<string, string>
  /** What the contract says of the body before it is sent (API paths). */
  errors: Record<string, string>
  send: () => Promise<T>
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
export async function submitItem<T>({ form, t, rename, errors, send, onSaved }: Options<T>) {
  const local = Object.entries(errors)
  if (local.length) {
    form.setErrors(Object.fromEntries(local.map(([path, message]) => [renamed(rename)(path), message])))
    return
  }
  try {
    const saved = await send()
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
