import '@mantine/core/styles/Badge.css'
import { Badge } from '@mantine/core'
import type { AutoAssignRuleStatus } from '@portal/contracts/auto-assign'
import { useTranslation } from '../../lib/texts.ts'

const COLOURS: Record<AutoAssignRuleStatus, string> = {
  pending: 'orange',
  approved: 'primary',
  rejected: 'coral',
}

/** Whether staff have approved a rule's domain (ADR 14). */
export function RuleStatusBadge({ status }: { status: AutoAssignRuleStatus }) {
  const { t } = useTranslation()
  return (
    <Badge variant="light" color={COLOURS[status]}>
      {t(`auto_assign.statuses.${status}`)}
    </Badge>
  )
}
