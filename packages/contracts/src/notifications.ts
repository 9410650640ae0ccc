import { z } from 'zod'
import { endpoints } from './endpoint.ts'
import { localizedInput, localizedText } from './localized.ts'
import { pageQuery, paginated } from './pagination.ts'
import { person } from './people.ts'

// Kinds and channels ----------------------------------------------------------------------------

/**
 * What a user is notified of. Each module publishes its kinds through the server's one notifier
 * (core/notifier.ts); a kind's title and text are `notifications.kinds.<kind>.title/.text` in the catalogues.
 */
export const NOTIFICATION_KINDS = [
  'okr_assigned',
  'check_in_due',
  'check_in_overdue',
  'task_assigned',
  'support_answered',
  'coaching_answered',
  'ppm_gate_requested',
  'ppm_gate_approved',
  'ppm_gate_rejected',
  'impersonation_started',
  'announcement',
  'webhook_disabled',
] as const
export const notificationKind = z.enum(NOTIFICATION_KINDS)
export type NotificationKind = z.infer<typeof notificationKind>

/** Where a kind reaches the user: in the portal, by e-mail, both, or not at all. */
export const NOTIFICATION_CHANNELS = ['portal', 'email', 'both', 'off'] as const
export const notificationChannel = z.enum(NOTIFICATION_CHANNELS)
export type NotificationChannel = z.infer<typeof notificationChannel>

/** What each kind does until the user chooses: what concerns them directly also comes by e-mail. */
export const DEFAULT_CHANNELS: Record<NotificationKind, NotificationChannel> = {
  okr_assigned: 'portal',
  check_in_due: 'portal',
  check_in_overdue: 'both',
  task_assigned: 'portal',
  support_answered: 'both',
  coaching_answered: 'both',
  ppm_gate_requested: 'both',
  ppm_gate_approved: 'portal',
  ppm_gate_rejected: 'both',
  impersonation_started: 'both',
  announcement: 'portal',
  webhook_disabled: 'both',
}

/** A security notice cannot be switched off: someone acting as you is always shown to you. */
export const ALWAYS_IN_PORTAL: readonly NotificationKind[] = ['impersonation_started']

/**
 * Counts stop here: the inbox's `count` at INBOX_COUNT_CAP (its pages reach that far: 40 pages of 25; the
 * filters reach the rest), the unread count at UNREAD_COUNT_CAP (the bell shows "99+" long before).
 * Counting further would read every row of a large inbox on each request.
 */
export const INBOX_COUNT_CAP = 1_000
export const UNREAD_COUNT_CAP = 1_000

/** A request waiting this long for the team's answer is overdue in the staff's home queue. */
export const REQUEST_ANSWER_HOURS = 24

/** A key result needs a check-in this many days after its last one (or its creation); overdue after twice that. */
export const CHECK_IN_DUE_DAYS = 7
export const CHECK_IN_OVERDUE_DAYS = 14

// User notifications ----------------------------------------------------------------------------

export const userNotification = z.object({
  id: z.uuid(),
  kind: notificationKind,
  /** In the recipient's language, written from the kind's texts when read. */
  title: z.string(),
  text: z.string(),
  /** The portal path of what it is about, without a locale prefix (`/client/okr/...`). */
  link: z.string(),
  actor: person.nullable(),
  company: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  is_read: z.boolean(),
  read_at: z.string().nullable(),
  created_at: z.string(),
})
export type UserNotification = z.infer<typeof userNotification>

export const userNotificationListQuery = pageQuery.extend({
  is_read: z.enum(['true', 'false']).optional(),
  kind: notificationKind.optional(),
})
export type UserNotificationListQuery = z.infer<typeof userNotificationListQuery>

/** A page of the inbox, with the unread count the bell shows. */
export const userNotificationPage = paginated(userNotification).extend({ unread: z.number().int() })

export const markAsReadInput = z.strictObject({ id: z.uuid() })
export const unreadCount = z.object({ unread: z.number().int() })

export const notificationPreference = z.object({ kind: notificationKind, channel: notificationChannel })
export const notificationPreferences = z.object({ preferences: z.array(notificationPreference) })
export type NotificationPreferences = z.infer<typeof notificationPreferences>
export const notificationPreferencesInput = z.strictObject({
  preferences: z
    .array(z.strictObject({ kind: notificationKind, channel: notificationChannel }))
    .max(NOTIFICATION_KINDS.length),
})

// Global notifications (announcements) ------------------------------------------------------------

export const ANNOUNCEMENT_SEVERITIES = ['info', 'warning', 'critical'] as const
export const announcementSeverity = z.enum(ANNOUNCEMENT_SEVERITIES)
export type AnnouncementSeverity = z.infer<typeof announcementSeverity>

export const ANNOUNCEMENT_AUDIENCES = ['everyone', 'companies'] as const
export const announcementAudience = z.enum(ANNOUNCEMENT_AUDIENCES)

/** An announcement's texts: English required (the last fallback of every locale), the others optional. */
const localized = (max: number) => localizedInput(z.string().trim().min(1).max(max), max)

export const globalNotificationInput = z
  .strictObject({
    title: localized(200),
    /** Markdown. */
    body: localized(10_000),
    severity: announcementSeverity,
    audience: announcementAudience,
    /** The companies addressed when `audience` is `companies`. */
    company_ids: z.array(z.uuid()).max(500).default([]),
    starts_at: z.iso.datetime({ offset: true }),
    ends_at: z.iso.datetime({ offset: true }).nullable().default(null),
  })
  .superRefine((value, context) => {
    if (value.audience === 'companies' && value.company_ids.length === 0) {
      context.addIssue({ code: 'custom', path: ['company_ids'], message: 'api.fields.required' })
    }
    if (value.ends_at && Date.parse(value.ends_at) <= Date.parse(value.starts_at)) {
      context.addIssue({ code: 'custom', path: ['ends_at'], message: 'api.fields.end_date' })
    }
  })
export type GlobalNotificationInput = z.input<typeof globalNotificationInput>

export const globalNotification = z.object({
  id: z.uuid(),
  title: localizedText,
  body: localizedText,
  severity: announcementSeverity,
  audience: announcementAudience,
  companies: z.array(z.object({ id: z.uuid(), name: z.string() })),
  starts_at: z.string(),
  ends_at: z.string().nullable(),
  created_by: person.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type GlobalNotification = z.infer<typeof globalNotification>

export const globalNotificationListQuery = pageQuery.extend({
  /** `current`: showing now; `scheduled`: starts later; `ended`: past its end. */
  state: z.enum(['current', 'scheduled', 'ended']).optional(),
  severity: announcementSeverity.optional(),
  search: z.string().trim().max(200).optional(),
})

/** An announcement as its reader sees it: in their language. */
export const announcement = z.object({
  id: z.uuid(),
  title: z.string(),
  body: z.string(),
  severity: announcementSeverity,
  starts_at: z.string(),
  ends_at: z.string().nullable(),
})
export type Announcement = z.infer<typeof announcement>
export const currentAnnouncements = z.object({ results: z.array(announcement) })

// The home queue ------------------------------------------------------------------------------

/** Modules add their sources of "needs you now" (server: core/queue.ts). */
export const QUEUE_ITEM_KINDS = [
  'check_in',
  'task',
  'support_request',
  'coaching_request',
  'ppm_gate_approval',
] as const
export const queueItem = z.object({
  kind: z.enum(QUEUE_ITEM_KINDS),
  id: z.uuid(),
  title: z.string(),
  /** What it belongs to (the objective of a key result, the project of a task, the company of a request). */
  context: z.string(),
  /** Overdue first, then due. */
  urgency: z.enum(['overdue', 'due']),
  /** The date it was or is due (YYYY-MM-DD), or the time it has waited since. */
  since: z.string(),
  link: z.string(),
})
export type QueueItem = z.infer<typeof queueItem>
export const homeQueue = z.object({ results: z.array(queueItem) })

// Endpoints -----------------------------------------------------------------------------------

const idParams = z.object({ id: z.uuid() })

/** SPEC §7: the signed-in user's notifications. */
export const userNotificationsApi = endpoints('notifications-user', {
  list: {
    method: 'GET',
    path: '/v1/notifications/user/',
    access: 'authenticated',
    summary: 'List your notifications, newest first',
    narrowing: 'only the caller’s own',
    query: userNotificationListQuery,
    responses: { 200: userNotificationPage },
  },
  get: {
    method: 'GET',
    path: '/v1/notifications/user/:id/',
    access: 'authenticated',
    summary: 'Read one of your notifications',
    narrowing: 'only the caller’s own (others 404)',
    params: idParams,
    responses: { 200: userNotification },
  },
  markAsRead: {
    method: 'POST',
    path: '/v1/notifications/user/mark-as-read/',
    access: 'authenticated',
    summary: 'Mark one of your notifications as read',
    narrowing: 'only the caller’s own (others 404)',
    body: markAsReadInput,
    responses: { 200: userNotification },
  },
  markAllAsRead: {
    method: 'POST',
    path: '/v1/notifications/user/mark-all-as-read/',
    access: 'authenticated',
    summary: 'Mark all your notifications as read',
    narrowing: 'only the caller’s own',
    responses: { 200: unreadCount },
  },
  unreadCount: {
    method: 'GET',
    path: '/v1/notifications/user/unread-count/',
    access: 'authenticated',
    summary: 'How many of your notifications are unread',
    narrowing: 'only the caller’s own',
    responses: { 200: unreadCount },
  },
  preferences: {
    method: 'GET',
    path: '/v1/notifications/preferences/',
    access: 'authenticated',
    summary: 'How each kind of notification reaches you',
    narrowing: 'only the caller’s own',
    responses: { 200: notificationPreferences },
  },
  updatePreferences: {
    method: 'PUT',
    path: '/v1/notifications/preferences/',
    access: 'authenticated',
    summary: 'Choose how each kind of notification reaches you',
    narrowing: 'only the caller’s own; a security notice cannot be switched off',
    body: notificationPreferencesInput,
    responses: { 200: notificationPreferences },
  },
  stream: {
    method: 'GET',
    path: '/v1/notifications/stream/',
    access: 'authenticated',
    summary: 'Live events (Server-Sent Events): the unread count and announcements as they happen',
    narrowing: 'the caller’s own events and their active company’s announcements',
    responses: { 200: z.string().meta({ description: 'text/event-stream' }) },
    raw: true,
  },
})

/** SPEC §7: announcements, a generic resource written by staff. */
export const globalNotificationsApi = endpoints('notifications-global', {
  list: {
    method: 'GET',
    path: '/v1/notifications/global/',
    access: 'staff',
    summary: 'List announcements',
    query: globalNotificationListQuery,
    responses: { 200: paginated(globalNotification) },
  },
  create: {
    method: 'POST',
    path: '/v1/notifications/global/',
    access: 'staff',
    summary: 'Publish an announcement',
    body: globalNotificationInput,
    responses: { 201: globalNotification },
  },
  current: {
    method: 'GET',
    path: '/v1/notifications/global/current/',
    access: 'authenticated',
    summary: 'The announcements showing to you now, in your language',
    narrowing:
      'addressed to everyone or to the caller’s active company, within their display window, not dismissed',
    responses: { 200: currentAnnouncements },
  },
  get: {
    method: 'GET',
    path: '/v1/notifications/global/:id/',
    access: 'staff',
    summary: 'Read an announcement',
    params: idParams,
    responses: { 200: globalNotification },
  },
  update: {
    method: 'PUT',
    path: '/v1/notifications/global/:id/',
    access: 'staff',
    summary: 'Replace an announcement',
    params: idParams,
    body: globalNotificationInput,
    responses: { 200: globalNotification },
  },
  remove: {
    method: 'DELETE',
    path: '/v1/notifications/global/:id/',
    access: 'staff',
    summary: 'Delete an announcement',
    params: idParams,
    responses: { 204: z.null() },
  },
  dismiss: {
    method: 'POST',
    path: '/v1/notifications/global/:id/dismiss/',
    access: 'authenticated',
    summary: 'Hide an announcement for yourself',
    narrowing: 'only one addressed to the caller (others 404)',
    params: idParams,
    responses: { 204: z.null() },
  },
})

/** The `/client` home: one queue of what needs the signed-in user now, across modules. */
export const homeApi = endpoints('home', {
  queue: {
    method: 'GET',
    path: '/v1/home/queue/',
    access: 'authenticated',
    summary: 'What needs you now: check-ins, tasks, requests waiting for an answer',
    narrowing: 'the caller’s own items in their active company; staff also the requests of every company',
    responses: { 200: homeQueue },
  },
})
