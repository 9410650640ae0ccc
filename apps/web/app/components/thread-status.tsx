import { useTranslation } from '../lib/texts.ts'
import { StatusBadge } from './status-badge.tsx'

/** Every state a thread can be in (a support ticket's, a coaching request's). */
export type ThreadStatus = 'open' | 'answered' | 'scheduled' | 'closed'

const COLORS: Record<ThreadStatus, string> = {
  open: 'coral',
  answered: 'primary',
  scheduled: 'secondary',
  closed: 'gray',
}

/** A thread's state: open waits for the team, answered (or scheduled) for the requester, closed is done. */
export function ThreadStatusBadge({ status }: { status: ThreadStatus }) {
  const { t } = useTranslation()
  return <StatusBadge color={COLORS[status]}>{t(`threads.statuses.${status}`)}</StatusBadge>
}
