import '@mantine/core/styles/Indicator.css'
import { ActionIcon } from '@mantine/core'
import { IconBell } from '@tabler/icons-react'
import { Link } from 'react-router'
import { CountIndicator } from '../../components/light-marks.tsx'
import { localePath } from '../../lib/locale-path.ts'
import { useTranslation } from '../../lib/texts.ts'
import { useLocale } from '../../lib/use-locale.ts'
import { useUnreadCount } from './live.tsx'

/** The shell's bell: the unread count, live; leads to the inbox. */
export function NotificationBell() {
  const { t } = useTranslation()
  const locale = useLocale()
  const unread = useUnreadCount()
  return (
    <CountIndicator
      label={unread === 0 ? null : unread > 99 ? '99+' : unread}
      data-testid="notification-count"
    >
      <ActionIcon
        component={Link}
        to={localePath(locale, '/client/notifications')}
        variant="subtle"
        size="lg"
        aria-label={unread > 0 ? t('bell.open_unread', { count: unread }) : t('bell.open')}
      >
        <IconBell size={20} aria-hidden />
      </ActionIcon>
    </CountIndicator>
  )
}
