import { type AutoAssignRule, autoAssignApi } from '@portal/contracts/auto-assign'
import { useTranslation } from '../../lib/texts.ts'
import { useWrite } from '../../lib/use-write.ts'

/** Staff's approve/reject of a rule's domain; the page's data is read again afterwards. */
export function useReview() {
  const { t } = useTranslation()
  const failure = t('auto_assign.review_failed')
  const approve = useWrite(autoAssignApi.approve, {
    success: (saved) => t('auto_assign.approved', { company: saved.company_name }),
    failure,
  })
  const reject = useWrite(autoAssignApi.reject, {
    success: (saved) => t('auto_assign.rejected', { domain: saved.domain }),
    failure,
  })
  return (rule: AutoAssignRule, decision: 'approve' | 'reject') =>
    (decision === 'approve' ? approve : reject).run({ params: { id: rule.id } })
}
