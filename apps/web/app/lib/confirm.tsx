import '../components/modal-styles.ts'
import { Text } from '@mantine/core'
import { modals } from '@mantine/modals'
import { modalsReady } from './modal-host.tsx'
import type { Translate } from './texts.ts'

/**
 * Asks before a consequential step, in a Mantine confirm modal (not the browser's own dialog, which
 * blocks the page and cannot be styled or translated): true once confirmed, false when dismissed.
 */
export function confirmFirst(question: string, t: Translate, confirmLabel?: string): Promise<boolean> {
  return modalsReady().then(
    () =>
      new Promise((resolve) => {
        modals.openConfirmModal({
          title: t('write.confirm_title'),
          children: <Text size="sm">{question}</Text>,
          labels: { confirm: confirmLabel ?? t('write.confirm'), cancel: t('write.cancel') },
          confirmProps: { color: 'coral' },
          onConfirm: () => resolve(true),
          // Also called after a confirmation; by then the promise has settled.
          onClose: () => resolve(false),
        })
      }),
  )
}
