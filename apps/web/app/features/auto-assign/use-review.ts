import { notifications } from '@mantine/notifications'
import { type AutoAssignRule, autoAssignApi } from '@portal/contracts/auto-assign'
import { useTranslation } from 'react-i18next'
import { useRevalidator } from 'react-router'
import { browserApi } from '../../lib/browser-api.ts'

/** Staff's approve/reject of a rule's domain; the page's data is read again afterwards. */
export function useReview() {
  const { t } = useTranslation()
  const revalidator = useRevalidator()
  return async (rule: AutoAssignRule, decision: 'approve' | 'reject') => {
    try {
      const saved = await browserApi.call(autoAssignApi[decision], { params: { id: rule.id } })
      notifications.show({
        color: 'primary',
        message:
          decision === 'approve'
            ? t('auto_assign.approved', { company: saved.company_name })
            : t('auto_assign.rejected', { domain: saved.domain }),
      })
      await revalidator.revalidate()
    } catch {
      notifications.show({ color: 'coral', message: t('auto_assign.review_failed') })
    }
  }
}
