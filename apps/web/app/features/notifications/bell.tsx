import '@mantine/core/styles/Indicator.css'
import { ActionIcon, Indicator } from '@mantine/core'
import { IconBell } from '@tabler/icons-react'
import { Link } from 'react-router'
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
    <Indicator
      label={unread > 99 ? '99+' : unread}
      disabled={unread === 0}
      size={18}
      color="coral.8"
      offset={4}
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
    </Indicator>
  )
}
