import { userNotificationsApi } from '@portal/contracts/notifications'
import { data, redirect } from 'react-router'
import { localePath, splitLocale } from '../lib/locale-path.ts'
import { loadOrRefuse, serverApi } from '../lib/server-api.ts'
import { isValidParam } from '../route-list.ts'
import type { Route } from './+types/notification-read'

/** `/client/notifications/read/{id}`: marks the notification read and goes to what it is about. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!isValidParam('uuid', params.id)) throw data(null, { status: 404 })
  const { locale } = splitLocale(new URL(request.url).pathname)
  const notification = await loadOrRefuse(() =>
    serverApi(context, request).call(userNotificationsApi.markAsRead, { body: { id: params.id } }),
  )
  // Links are written by the server and always lead into the portal; anything else goes to the inbox.
  const inPortal = notification.link.startsWith('/client') && !notification.link.startsWith('//')
  throw redirect(localePath(locale, inPortal ? notification.link : '/client/notifications'))
}

export default function NotificationRead() {
  return null
}
