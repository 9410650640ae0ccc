import type { CoachingStatus } from '@portal/contracts/coaching'
import { useTranslation } from 'react-i18next'
import { StatusBadge } from '../../components/status-badge.tsx'

const COLORS: Record<CoachingStatus, string> = {
  open: 'coral',
  answered: 'primary',
  scheduled: 'secondary',
  closed: 'gray',
}

export function CoachingStatusBadge({ status }: { status: CoachingStatus }) {
  const { t } = useTranslation()
  return <StatusBadge color={COLORS[status]}>{t(`coaching.statuses.${status}`)}</StatusBadge>
}
