import { globalNotificationsApi, userNotificationsApi } from '@portal/contracts/notifications'
import { eq } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Clock } from '../../core/clock.ts'
import type { Database } from '../../core/db.ts'
import { eventStreams } from '../../core/event-stream.ts'
import { companyMemberships } from '../../core/identity.tables.ts'
import { companyTopic, EVERYONE_TOPIC, type LiveChannel, userTopic } from '../../core/live.ts'
import type { Notifier } from '../../core/notifier.ts'
import { pageOf } from '../../core/pagination.ts'
import { principalOf } from '../../core/permissions.ts'
import { route } from '../../core/routes.ts'
import {
  createAnnouncement,
  currentAnnouncements,
  deleteAnnouncement,
  dismissAnnouncement,
  getAnnouncement,
  listAnnouncements,
  updateAnnouncement,
} from './announcements.service.ts'
import {
  getNotification,
  getPreferences,
  listNotifications,
  markAllAsRead,
  markAsRead,
  unreadCount,
  updatePreferences,
} from './inbox.service.ts'

export interface NotificationsDeps {
  db: Database
  live: LiveChannel
  notifier: Notifier
  clock: Clock
  /** How long a stream stays open before the browser reconnects (and the session is checked again). */
  streamMaxAgeMs: number
  /** How often an open stream sends a comment, so proxies keep it open and a dead peer is noticed. */
  heartbeatMs?: number
}

/** SPEC §7 notifications: the user's inbox and preferences, announcements, and the live stream. */
export const notificationsRoutes: FastifyPluginAsyncZod<NotificationsDeps> = async (app, deps) => {
  const { db, live, clock } = deps

  route(app, userNotificationsApi.list, async (request) => {
    const { count, results, unread } = await listNotifications(db, principalOf(request), request.query)
    return { ...pageOf(request, request.query, count, results), unread }
  })
  route(app, userNotificationsApi.get, async (request) =>
    getNotification(db, principalOf(request), request.params.id),
  )
  route(app, userNotificationsApi.markAsRead, async (request) =>
    markAsRead(db, live, principalOf(request), request.body.id),
  )
  route(app, userNotificationsApi.markAllAsRead, async (request) =>
    markAllAsRead(db, live, principalOf(request)),
  )
  route(app, userNotificationsApi.unreadCount, async (request) => unreadCount(db, principalOf(request)))
  route(app, userNotificationsApi.preferences, async (request) => getPreferences(db, principalOf(request)))
  route(app, userNotificationsApi.updatePreferences, async (request) =>
    updatePreferences(db, principalOf(request), request.body),
  )

  route(app, globalNotificationsApi.list, async (request) => {
    const { count, results } = await listAnnouncements(db, request.query, clock())
    return pageOf(request, request.query, count, results)
  })
  route(app, globalNotificationsApi.create, async (request, reply) =>
    reply.code(201).send(await createAnnouncement(deps, principalOf(request), request.body, clock())),
  )
  route(app, globalNotificationsApi.current, async (request) =>
    currentAnnouncements(db, principalOf(request), clock()),
  )
  route(app, globalNotificationsApi.get, async (request) => getAnnouncement(db, request.params.id))
  route(app, globalNotificationsApi.update, async (request) =>
    updateAnnouncement(deps, request.params.id, request.body, clock()),
  )
  route(app, globalNotificationsApi.remove, async (request, reply) => {
    await deleteAnnouncement(deps, request.params.id)
    return reply.code(204).send(null)
  })
  route(app, globalNotificationsApi.dismiss, async (request, reply) => {
    await dismissAnnouncement(db, principalOf(request), request.params.id)
    return reply.code(204).send(null)
  })

  // Server-Sent Events. The stream starts with the current unread count, so a reconnecting page has
  // caught up with whatever it missed; after that it carries the caller's events as they happen.
  const streams = eventStreams(app)
  route(app, userNotificationsApi.stream, async (request, reply) => {
    const principal = principalOf(request)
    const memberships = await db
      .select({ companyId: companyMemberships.companyId })
      .from(companyMemberships)
      .where(eq(companyMemberships.userId, principal.userId))
    const topics = [
      userTopic(principal.userId),
      EVERYONE_TOPIC,
      ...memberships.map((m) => companyTopic(m.companyId)),
    ]
    const { send } = streams.open(request, reply, {
      live,
      topics,
      maxAgeMs: deps.streamMaxAgeMs,
      ...(deps.heartbeatMs && { heartbeatMs: deps.heartbeatMs }),
    })
    send({ type: 'unread', data: await unreadCount(db, principal) })
  })
}
