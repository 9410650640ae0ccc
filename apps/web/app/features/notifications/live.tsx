import { endpointHref } from '@portal/contracts/endpoint'
import { globalNotificationsApi, userNotificationsApi } from '@portal/contracts/notifications'
import { useQueryClient } from '@tanstack/react-query'
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react'
import { refreshGroups } from '../../lib/query-keys.ts'

const UnreadContext = createContext<number | null>(null)

/**
 * The live channel of the signed-in user's pages: one EventSource for the whole shell. It starts with
 * the unread count (so a reconnect catches up on whatever it missed; the browser reconnects by itself
 * after a drop) and then hears each change: a new or read notification, a new or changed announcement.
 */
export function LiveNotifications({
  initialUnread,
  children,
}: {
  initialUnread: number
  children: ReactNode
}) {
  const [unread, setUnread] = useState(initialUnread)
  const client = useQueryClient()
  useEffect(() => {
    const source = new EventSource(endpointHref(userNotificationsApi.stream))
    source.addEventListener('unread', (event) => {
      setUnread((JSON.parse(event.data) as { unread: number }).unread)
      void refreshGroups(client, [userNotificationsApi.list.tag])
    })
    source.addEventListener('announcements', () => {
      void refreshGroups(client, [globalNotificationsApi.current.tag])
    })
    return () => source.close()
  }, [client])
  return <UnreadContext.Provider value={unread}>{children}</UnreadContext.Provider>
}

/** How many of the user's notifications are unread, as the live channel last said. */
export function useUnreadCount() {
  return useContext(UnreadContext) ?? 0
}
