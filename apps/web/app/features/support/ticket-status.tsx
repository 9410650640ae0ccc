import type { TicketStatus } from '@portal/contracts/support'
import { useTranslation } from 'react-i18next'
import { StatusBadge } from '../../components/status-badge.tsx'

const COLORS: Record<TicketStatus, string> = { open: 'coral', answered: 'primary', closed: 'gray' }

/** A ticket's status: open waits for support, answered waits for the requester, closed is done. */
export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const { t } = useTranslation()
  return <StatusBadge color={COLORS[status]}>{t(`support.statuses.${status}`)}</StatusBadge>
}
