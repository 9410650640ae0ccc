import { count } from 'drizzle-orm'
import type { Database } from './core/db.ts'
import { users } from './core/identity.tables.ts'
import { seedAcademy } from './modules/academy/academy.seed.ts'
import { seedAccounts } from './modules/accounts/accounts.seed.ts'
import { seedAutoAssignRules } from './modules/accounts/auto-assign.seed.ts'
import { seedActivation } from './modules/activation/activation.seed.ts'
import { seedCoaching } from './modules/coaching/coaching.seed.ts'
import { seedCompanies } from './modules/companies/companies.seed.ts'
import { seedGroups } from './modules/groups/groups.seed.ts'
import { seedGuide } from './modules/guide/guide.seed.ts'
import { seedMarketIntelligence } from './modules/market-intelligence/market-intelligence.seed.ts'
import { type NotificationsWorld, seedNotifications } from './modules/notifications/notifications.seed.ts'
import { seedOkr } from './modules/okr/okr-demo.seed.ts'
import { seedPpm } from './modules/ppm/ppm.seed.ts'
import { seedServices } from './modules/services/services.seed.ts'
import { seedSupport } from './modules/support/support.seed.ts'
import { seedTeams } from './modules/teams/teams.seed.ts'
import { drawTrendPictures, seedTrends } from './modules/trends/trends.seed.ts'
import { seedWhiteboard } from './modules/whiteboard/whiteboard.seed.ts'

/** The demo world, module by module (composed here like app.ts composes routes, outside core). */
export async function seedDemo(db: Database) {
  // The trend library's pictures take the longest; they are drawn while the modules before it seed.
  const trendPictures = drawTrendPictures()
  const companies = await seedCompanies(db)
  const people = { ...companies, users: await seedAccounts(db, companies) }
  const teams = await seedTeams(db, people)
  const groups = await seedGroups(db, people)
  const autoAssignRules = await seedAutoAssignRules(db, { ...people, groups })
  const catalogue = await seedServices(db, { ...people, groups })
  const support = await seedSupport(db, people)
  const coaching = await seedCoaching(db, people)
  const activation = await seedActivation(db, people)
  const guide = await seedGuide(db, people)
  const academy = await seedAcademy(db, people)
  const okr = await seedOkr(db, { ...people, teams })
  const ppm = await seedPpm(db, people)
  const goals = { acmeObjectives: okr.acme.objectives, acmeMeasures: ppm.acme.measuresByTitle }
  const trends = await seedTrends(db, { ...people, ...goals }, trendPictures)
  const marketIntelligence = await seedMarketIntelligence(db, { ...people, ...goals })
  const notifications = await seedNotifications(db, notificationsWorld({ ...people, okr, support, coaching }))
  const whiteboard = await seedWhiteboard(db, people)
  return {
    ...people,
    teams,
    groups,
    autoAssignRules,
    catalogue,
    support,
    coaching,
    activation,
    guide,
    academy,
    okr,
    ppm,
    notifications,
    whiteboard,
    trends,
    marketIntelligence,
  }
}

/** What the demo notifications are about: Ada's key result and task, Lena's project, two answered requests. */
function notificationsWorld(world: {
  users: NotificationsWorld['users']
  acme: { id: string }
  globex: { id: string }
  okr: Awaited<ReturnType<typeof seedOkr>>
  support: Awaited<ReturnType<typeof seedSupport>>
  coaching: Awaited<ReturnType<typeof seedCoaching>>
}): NotificationsWorld {
  const ada = world.users['user@acme.example']!.id
  const lena = world.users['lead@acme.example']!.id
  const { objectives, keyResults, projects, tasks } = world.okr.acme
  const keyResult =
    Object.values(keyResults).find((k) => k.responsibleId === ada) ?? Object.values(keyResults)[0]!
  const objective = Object.values(objectives).find((o) => o.id === keyResult.objectiveId)!
  const task = Object.values(tasks).find((t) => t.assigneeId === ada) ?? Object.values(tasks)[0]!
  const project = Object.values(projects).find((p) => p.ownerId === lena) ?? Object.values(projects)[0]!
  return {
    users: world.users,
    acme: world.acme,
    globex: world.globex,
    adasKeyResult: { id: keyResult.id, title: keyResult.title, objective: objective.title },
    adasTask: { id: task.id, title: task.title },
    leadsProject: { id: project.id, title: project.title },
    globexTicket: { id: world.support.startPage.id, subject: world.support.startPage.subject },
    adasCoachingRequest: {
      id: world.coaching.requests.workshop.id,
      topic: world.coaching.requests.workshop.topic,
    },
  }
}

export type DemoWorld = Awaited<ReturnType<typeof seedDemo>>

/** Seeds only an empty database, so a restart never touches what users saved. */
export async function seedIfEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users)
  if ((row?.n ?? 0) > 0) return false
  await seedDemo(db)
  return true
}
