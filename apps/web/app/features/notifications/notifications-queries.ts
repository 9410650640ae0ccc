import {
  type GlobalNotificationInput,
  globalNotificationsApi,
  type NotificationPreferences,
  type UserNotificationListQuery,
  userNotificationsApi,
} from '@portal/contracts/notifications'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { browserApi } from '../../lib/browser-api.ts'

/** Query keys: every read of this feature, so that live events and writes refresh the right ones. */
export const notificationKeys = {
  all: ['notifications'] as const,
  inbox: (query: Partial<UserNotificationListQuery>) => ['notifications', 'inbox', query] as const,
  preferences: ['notifications', 'preferences'] as const,
  current: ['notifications', 'announcements', 'current'] as const,
  announcements: (page: number) => ['notifications', 'announcements', 'admin', page] as const,
}

export function useInbox(query: Partial<UserNotificationListQuery>) {
  return useQuery({
    queryKey: notificationKeys.inbox(query),
    queryFn: () => browserApi.call(userNotificationsApi.list, { query }),
  })
}

/** Marks one read; every list and count follows (the live stream also tells other tabs). */
export function useMarkAsRead() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => browserApi.call(userNotificationsApi.markAsRead, { body: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
  })
}

export function useMarkAllAsRead() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => browserApi.call(userNotificationsApi.markAllAsRead),
    onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
  })
}

export function usePreferences() {
  return useQuery({
    queryKey: notificationKeys.preferences,
    queryFn: () => browserApi.call(userNotificationsApi.preferences),
  })
}

export function useSavePreferences() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: NotificationPreferences) =>
      browserApi.call(userNotificationsApi.updatePreferences, { body }),
    onSuccess: (saved) => client.setQueryData(notificationKeys.preferences, saved),
  })
}

/** The announcements showing to the caller now (banners, home). */
export function useCurrentAnnouncements() {
  return useQuery({
    queryKey: notificationKeys.current,
    queryFn: () => browserApi.call(globalNotificationsApi.current),
  })
}

export function useDismissAnnouncement() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => browserApi.call(globalNotificationsApi.dismiss, { params: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.current }),
  })
}

export function useAnnouncements(page: number) {
  return useQuery({
    queryKey: notificationKeys.announcements(page),
    queryFn: () => browserApi.call(globalNotificationsApi.list, { query: { page, page_size: 25 } }),
  })
}

export function useSaveAnnouncement() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: GlobalNotificationInput }) =>
      id
        ? browserApi.call(globalNotificationsApi.update, { params: { id }, body })
        : browserApi.call(globalNotificationsApi.create, { body }),
    onSettled: () => client.invalidateQueries({ queryKey: ['notifications', 'announcements'] }),
  })
}

export function useDeleteAnnouncement() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => browserApi.call(globalNotificationsApi.remove, { params: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: ['notifications', 'announcements'] }),
  })
}
