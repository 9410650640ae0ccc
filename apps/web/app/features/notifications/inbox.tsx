import '@mantine/core/styles/Badge.css'
import '@mantine/core/styles/SegmentedControl.css'
import {
  Anchor,
  Badge,
  Button,
  Group,
  NativeSelect,
  Paper,
  SegmentedControl,
  Stack,
  Text,
} from '@mantine/core'
import {
  NOTIFICATION_KINDS,
  type UserNotification,
  userNotificationsApi,
} from '@portal/contracts/notifications'
import { useEffect, useRef } from 'react'
import { Link, useRevalidator, useSearchParams } from 'react-router'
import { ListPagination } from '../../components/list-pagination.tsx'
import { formatters, personName } from '../../lib/format.ts'
import { localePath } from '../../lib/locale-path.ts'
import { useTranslation } from '../../lib/texts.ts'
import { useLocale } from '../../lib/use-locale.ts'
import { useWrite } from '../../lib/use-write.ts'
import { useUnreadCount } from './live.tsx'

/** The inbox's filters, from the address: `?is_read=false&kind=task_assigned&page=2`. */
export function inboxQuery(search: URLSearchParams) {
  const isRead = search.get('is_read')
  const kind = search.get('kind')
  return {
    page: Math.max(1, Number(search.get('page')) || 1),
    page_size: 25,
    ...(isRead === 'true' || isRead === 'false' ? { is_read: isRead as 'true' | 'false' } : {}),
    ...(kind && (NOTIFICATION_KINDS as readonly string[]).includes(kind)
      ? { kind: kind as UserNotification['kind'] }
      : {}),
  } as const
}

/** Reloads the page's data when the live count changes (a new notification, one read elsewhere). */
function useRevalidateOnLiveChange() {
  const unread = useUnreadCount()
  const { revalidate } = useRevalidator()
  const seen = useRef(unread)
  useEffect(() => {
    if (seen.current === unread) return
    seen.current = unread
    void revalidate()
  }, [unread, revalidate])
}

/** `/client/notifications`: unread first (newest first within), filters, mark read / all. */
export function Inbox({ page }: { page: { count: number; unread: number; results: UserNotification[] } }) {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const markAll = useWrite(userNotificationsApi.markAllAsRead, {
    success: t('notifications.inbox.marked_all'),
  })
  useRevalidateOnLiveChange()
  const filtered = params.has('is_read') || params.has('kind')
  const set = (name: string, value: string) =>
    setParams((current) => {
      if (value) current.set(name, value)
      else current.delete(name)
      current.delete('page')
      return current
    })
  const ordered = [...page.results].sort((a, b) => Number(a.is_read) - Number(b.is_read))

  const onMarkAll = () => markAll.run({})

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Group align="flex-end">
          <Stack gap={4}>
            <Text size="sm" fw={500} id="inbox-show">
              {t('notifications.inbox.show')}
            </Text>
            <SegmentedControl
              aria-labelledby="inbox-show"
              value={params.get('is_read') ?? ''}
              onChange={(value) => set('is_read', value)}
              data={[
                { value: '', label: t('notifications.inbox.all') },
                { value: 'false', label: t('notifications.inbox.unread') },
                { value: 'true', label: t('notifications.inbox.read') },
              ]}
            />
          </Stack>
          <NativeSelect
            label={t('notifications.inbox.kind')}
            value={params.get('kind') ?? ''}
            onChange={(event) => set('kind', event.currentTarget.value)}
            data={[
              { value: '', label: t('notifications.inbox.any_kind') },
              ...NOTIFICATION_KINDS.map((kind) => ({ value: kind, label: t(`notifications.kinds.${kind}`) })),
            ]}
          />
        </Group>
        <Group>
          <Text size="sm" c="dimmed">
            {t('notifications.inbox.summary', { count: page.unread })}
          </Text>
          <Button variant="default" disabled={page.unread === 0} loading={markAll.busy} onClick={onMarkAll}>
            {t('notifications.inbox.mark_all')}
          </Button>
        </Group>
      </Group>
      {ordered.map((notification) => (
        <NotificationRow key={notification.id} notification={notification} />
      ))}
      {ordered.length === 0 && (
        <Text>{filtered ? t('notifications.inbox.empty_filtered') : t('notifications.inbox.empty')}</Text>
      )}
      <ListPagination count={page.count} />
    </Stack>
  )
}

function NotificationRow({ notification }: { notification: UserNotification }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const format = formatters(locale)
  const markAsRead = useWrite(userNotificationsApi.markAsRead)
  const onMarkRead = () => markAsRead.run({ body: { id: notification.id } })

  return (
    <Paper withBorder p="md" bg={notification.is_read ? undefined : 'primary.0'}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={4}>
          <Group gap="xs">
            {!notification.is_read && (
              <Badge color="primary" variant="filled" size="sm">
                {t('notifications.inbox.unread_badge')}
              </Badge>
            )}
            <Anchor
              component={Link}
              to={localePath(locale, `/client/notifications/read/${notification.id}`)}
              fw={notification.is_read ? 400 : 700}
            >
              {notification.title}
            </Anchor>
          </Group>
          <Text size="sm">{notification.text}</Text>
          <Text size="xs" c="dimmed">
            {[
              format.dateTime(notification.created_at),
              notification.actor
                ? t('notifications.inbox.by', { name: personName(notification.actor) })
                : null,
              notification.company?.name,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Stack>
        {!notification.is_read && (
          <Button
            variant="subtle"
            size="compact-sm"
            loading={markAsRead.busy}
            onClick={onMarkRead}
            aria-label={t('notifications.inbox.mark_read_label', { title: notification.title })}
          >
            {t('notifications.inbox.mark_read')}
          </Button>
        )}
      </Group>
    </Paper>
  )
}
