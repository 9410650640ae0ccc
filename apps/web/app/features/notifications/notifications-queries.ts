import { globalNotificationsApi, userNotificationsApi } from '@portal/contracts/notifications'
import { useRead } from '../../lib/query-keys.ts'

/** The user's notification preferences (the profile's section). */
export const usePreferences = () => useRead(userNotificationsApi.preferences, {})

/** The announcements showing to the caller now (banners, home). */
export const useCurrentAnnouncements = () => useRead(globalNotificationsApi.current, {})

/** Staff's list of announcements, a page at a time. */
export const useAnnouncements = (page: number) =>
  useRead(globalNotificationsApi.list, { query: { page, page_size: 25 } })
