import type { Database } from '../../core/db.ts'
import type { NotificationParams } from '../../core/notifier.ts'
import { globalNotifications, userNotifications } from './notifications.tables.ts'

const HOUR = 60 * 60 * 1000

interface Item {
  id: string
  title: string
}

/** What the demo notifications are about: items the other modules' seeds made. */
export interface NotificationsWorld {
  users: Record<string, { id: string }>
  acme: { id: string }
  globex: { id: string }
  adasKeyResult: Item & { objective: string }
  adasTask: Item
  leadsProject: Item
  globexTicket: { id: string; subject: string }
  adasCoachingRequest: { id: string; topic: string }
}

/**
 * Notifications of every kind for the demo users (some read), and one current announcement to
 * everyone, already announced. Times are relative to now, like the rest of the demo.
 */
export async function seedNotifications(db: Database, world: NotificationsWorld) {
  const id = (email: string) => world.users[email]!.id
  const ago = (hours: number) => new Date(Date.now() - hours * HOUR)
  const lena = { actor: 'Lena Lead' }
  const inAcme = { companyId: world.acme.id }
  const rows: (typeof userNotifications.$inferInsert)[] = []
  const add = (
    email: string,
    kind: (typeof userNotifications.$inferInsert)['kind'],
    params: NotificationParams,
    link: string,
    hours: number,
    extra: Partial<typeof userNotifications.$inferInsert> = {},
  ) => rows.push({ userId: id(email), kind, params, link, createdAt: ago(hours), ...extra })

  const kr = world.adasKeyResult
  add(
    'user@acme.example',
    'okr_assigned',
    { ...lena, title: kr.title },
    `/client/okr?open=key_result:${kr.id}`,
    30,
    {
      ...inAcme,
      actorId: id('lead@acme.example'),
    },
  )
  add(
    'user@acme.example',
    'check_in_due',
    { title: kr.title, objective: kr.objective, date: ago(24).toISOString().slice(0, 10) },
    `/client/okr?open=key_result:${kr.id}`,
    20,
    inAcme,
  )
  add(
    'user@acme.example',
    'task_assigned',
    { ...lena, title: world.adasTask.title },
    `/client/okr?open=task:${world.adasTask.id}`,
    3,
    { ...inAcme, actorId: id('lead@acme.example') },
  )
  add(
    'user@acme.example',
    'coaching_answered',
    { title: world.adasCoachingRequest.topic },
    `/client/coaching?request=${world.adasCoachingRequest.id}`,
    50,
    { ...inAcme, readAt: ago(49) },
  )
  add(
    'user@acme.example',
    'impersonation_started',
    { actor: 'Alex Admin', email: 'admin@example.com' },
    '/client/profile',
    120,
    { readAt: ago(118), actorId: id('admin@example.com') },
  )
  add(
    'lead@acme.example',
    'okr_assigned',
    { actor: 'Ada Muster', title: world.leadsProject.title },
    `/client/okr?open=project:${world.leadsProject.id}`,
    6,
    { ...inAcme, actorId: id('user@acme.example') },
  )
  add(
    'user@acme.example',
    'check_in_overdue',
    {
      title: kr.title,
      objective: kr.objective,
      date: ago(24 * 15)
        .toISOString()
        .slice(0, 10),
    },
    `/client/okr?open=key_result:${kr.id}`,
    200,
    { ...inAcme, readAt: ago(190) },
  )
  add(
    'user@globex.example',
    'support_answered',
    { title: world.globexTicket.subject },
    `/client/support?ticket=${world.globexTicket.id}`,
    24,
    { companyId: world.globex.id },
  )

  const [welcome] = await db
    .insert(globalNotifications)
    .values({
      title: {
        'en-US': 'Notifications have arrived',
        'de-DE': 'Benachrichtigungen sind da',
      },
      body: {
        'en-US':
          'The bell at the top shows what needs you, live. Choose how each kind reaches you on your [profile](/client/profile).',
        'de-DE':
          'Die Glocke oben zeigt live, was Sie braucht. Wie Sie jede Art erreicht, wählen Sie in Ihrem [Profil](/client/profile).',
      },
      severity: 'info',
      audience: 'everyone',
      startsAt: ago(48),
      announcedAt: ago(48),
    })
    .returning()
  for (const email of Object.keys(world.users)) {
    add(email, 'announcement', { title: welcome!.title }, '/client', 48, {
      dedupeKey: `announcement:${welcome!.id}`,
    })
  }
  await db.insert(userNotifications).values(rows)
  return { welcome: welcome! }
}
