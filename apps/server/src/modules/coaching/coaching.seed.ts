import type { CoachingStatus, OfferLanguage } from '@portal/contracts/coaching'
import type { Database } from '../../core/db.ts'
import { createThread } from '../../core/threads.seed.ts'
import { coachingOffers, coachingRequests } from './coaching.tables.ts'

const DAY = 24 * 60 * 60 * 1000
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY)
const dateIn = (days: number) => daysFromNow(days).toISOString().slice(0, 10)

export interface OfferFactoryInput {
  title: Record<OfferLanguage, string>
  description?: Record<OfferLanguage, string>
  coachName?: string
  durationMinutes?: number
  format?: 'online' | 'on_site' | 'hybrid'
  isActive?: boolean
  /** Offers are listed oldest first; the demo sets the order it wants. */
  createdAt?: Date
}

export async function createOffer(db: Database, input: OfferFactoryInput) {
  const [offer] = await db
    .insert(coachingOffers)
    .values({
      title: input.title,
      description: input.description ?? { 'en-US': '', 'de-DE': '' },
      coachName: input.coachName ?? 'Clara Coach',
      durationMinutes: input.durationMinutes ?? 60,
      format: input.format ?? 'online',
      isActive: input.isActive ?? true,
      ...(input.createdAt && { createdAt: input.createdAt }),
    })
    .returning()
  return offer!
}

export interface CoachingRequestFactoryInput {
  companyId: string
  authorId: string
  offerId: string
  topic: string
  /** Days from now of the preferred dates. */
  preferredInDays?: number[]
  status?: CoachingStatus
  scheduledInDays?: number
  /** The thread, oldest first; the first is the request's message. */
  messages: { authorId: string; fromTeam?: boolean; body: string; daysAgo?: number }[]
}

export async function createCoachingRequest(db: Database, input: CoachingRequestFactoryInput) {
  const { thread } = await createThread(db, {
    kind: 'coaching',
    companyId: input.companyId,
    authorId: input.authorId,
    status: input.status,
    messages: input.messages,
  })
  const [request] = await db
    .insert(coachingRequests)
    .values({
      id: thread.id,
      companyId: input.companyId,
      offerId: input.offerId,
      topic: input.topic,
      preferredDates: (input.preferredInDays ?? [7]).map(dateIn),
      scheduledAt: input.scheduledInDays === undefined ? null : daysFromNow(input.scheduledInDays),
    })
    .returning()
  return { ...thread, ...request! }
}

type World = { acme: { id: string }; globex: { id: string }; users: Record<string, { id: string }> }

/** Four offers (one switched off) and requests in every state. */
export async function seedCoaching(db: Database, { acme, globex, users }: World) {
  const id = (email: string) => users[email]!.id
  const hybridTeams = await createOffer(db, {
    createdAt: daysFromNow(-40),
    title: { 'en-US': 'Leading hybrid teams', 'de-DE': 'Hybride Teams führen' },
    description: {
      'en-US': 'Rituals, meetings and trust when half the team is remote. For team leads.',
      'de-DE': 'Rituale, Meetings und Vertrauen, wenn das halbe Team remote arbeitet. Für Teamleitungen.',
    },
    coachName: 'Clara Jansen',
    durationMinutes: 60,
    format: 'online',
  })
  const okrWorkshop = await createOffer(db, {
    createdAt: daysFromNow(-39),
    title: { 'en-US': 'OKR kick-off workshop', 'de-DE': 'OKR-Kick-off-Workshop' },
    description: {
      'en-US': 'A half-day workshop to write your first objectives and key results as a team.',
      'de-DE':
        'Ein halbtägiger Workshop, in dem Ihr Team seine ersten Ziele und Schlüsselergebnisse schreibt.',
    },
    coachName: 'Markus Feld',
    durationMinutes: 240,
    format: 'on_site',
  })
  const feedback = await createOffer(db, {
    createdAt: daysFromNow(-38),
    title: { 'en-US': 'Giving and receiving feedback', 'de-DE': 'Feedback geben und annehmen' },
    description: {
      'en-US': 'Practise difficult conversations with a coach, on site or online.',
      'de-DE': 'Schwierige Gespräche mit einem Coach üben, vor Ort oder online.',
    },
    coachName: 'Clara Jansen',
    durationMinutes: 90,
    format: 'hybrid',
  })
  const retired = await createOffer(db, {
    createdAt: daysFromNow(-37),
    title: { 'en-US': 'Time management basics', 'de-DE': 'Grundlagen Zeitmanagement' },
    description: { 'en-US': 'No longer offered.', 'de-DE': 'Wird nicht mehr angeboten.' },
    coachName: 'Markus Feld',
    durationMinutes: 45,
    isActive: false,
  })
  const ada = id('user@acme.example')
  const alex = id('admin@example.com')
  const workshop = await createCoachingRequest(db, {
    companyId: acme.id,
    authorId: ada,
    offerId: okrWorkshop.id,
    topic: 'OKRs for the product team',
    preferredInDays: [10, 12],
    status: 'answered',
    messages: [
      { authorId: ada, body: 'We are six people and new to OKRs. Mornings suit us best.', daysAgo: 4 },
      {
        authorId: alex,
        fromTeam: true,
        body: 'Markus can come on either date. Which room can we use?',
        daysAgo: 3,
      },
    ],
  })
  const leading = await createCoachingRequest(db, {
    companyId: acme.id,
    authorId: id('lead@acme.example'),
    offerId: hybridTeams.id,
    topic: 'Weekly rituals for a remote team',
    preferredInDays: [5],
    status: 'scheduled',
    scheduledInDays: 5,
    messages: [
      { authorId: id('lead@acme.example'), body: 'Our weekly meeting has lost its energy.', daysAgo: 8 },
      { authorId: alex, fromTeam: true, body: 'Clara will call you at 10:00 on that day.', daysAgo: 7 },
    ],
  })
  const conversations = await createCoachingRequest(db, {
    companyId: acme.id,
    authorId: id('mia.chen@acme.example'),
    offerId: feedback.id,
    topic: 'Preparing annual reviews',
    preferredInDays: [14, 15, 16],
    messages: [
      { authorId: id('mia.chen@acme.example'), body: 'I lead my first reviews this year.', daysAgo: 1 },
    ],
  })
  const globexRequest = await createCoachingRequest(db, {
    companyId: globex.id,
    authorId: id('user@globex.example'),
    offerId: okrWorkshop.id,
    topic: 'OKRs for engineering',
    preferredInDays: [20],
    messages: [
      { authorId: id('user@globex.example'), body: 'Could the workshop be in English?', daysAgo: 2 },
    ],
  })
  return {
    offers: { hybridTeams, okrWorkshop, feedback, retired },
    requests: { workshop, leading, conversations, globex: globexRequest },
  }
}
