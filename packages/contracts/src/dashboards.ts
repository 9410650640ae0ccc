import { z } from 'zod'
import { endpoints } from './endpoint.ts'
import { isSafeLinkHref } from './links.ts'

/** A card spans 1, 2 or 3 columns of the dashboard grid (one column on phones). */
export const CARD_WIDTHS = [1, 2, 3] as const
export const cardWidth = z.union([z.literal(1), z.literal(2), z.literal(3)])
export const MAX_DASHBOARD_CARDS = 20

/** A portal path (`/client/okr`) or an https address. */
const href = z.string().trim().max(2000).refine(isSafeLinkHref, { message: 'href' })

export const quickLink = z.strictObject({
  /** Null: the portal shows the page's own name in the reader's language. */
  label: z.string().trim().min(1).max(80).nullable(),
  href,
})
export type QuickLink = z.infer<typeof quickLink>

/**
 * Every card a dashboard can hold, each with its own settings. A module adds its cards here (and a
 * component in the web's card registry); nothing else changes.
 */
export const dashboardCard = z.discriminatedUnion('key', [
  z.strictObject({
    key: z.literal('quick_links'),
    width: cardWidth,
    settings: z.strictObject({ links: z.array(quickLink).max(12) }),
  }),
  z.strictObject({ key: z.literal('my_teams'), width: cardWidth, settings: z.strictObject({}) }),
  z.strictObject({ key: z.literal('my_services'), width: cardWidth, settings: z.strictObject({}) }),
  // OKR: the current quarter's progress, one's own key results, one's open tasks.
  z.strictObject({ key: z.literal('okr_progress'), width: cardWidth, settings: z.strictObject({}) }),
  z.strictObject({ key: z.literal('my_key_results'), width: cardWidth, settings: z.strictObject({}) }),
  z.strictObject({ key: z.literal('my_tasks'), width: cardWidth, settings: z.strictObject({}) }),
  // Notifications: the newest unread.
  z.strictObject({ key: z.literal('notifications'), width: cardWidth, settings: z.strictObject({}) }),
  // Trends and market intelligence: the radar of the company's largest hub, the latest market signals.
  z.strictObject({ key: z.literal('trend_radar'), width: cardWidth, settings: z.strictObject({}) }),
  z.strictObject({ key: z.literal('latest_signals'), width: cardWidth, settings: z.strictObject({}) }),
])
export type DashboardCard = z.infer<typeof dashboardCard>
export type DashboardCardKey = DashboardCard['key']

export const DASHBOARD_CARD_KEYS = dashboardCard.options.map((option) => option.shape.key.value)

/** The signed-in user's active dashboard in their active company. */
export const dashboard = z.object({
  cards: z.array(dashboardCard),
  /** True until the user saves their own arrangement. */
  is_default: z.boolean(),
  updated_at: z.string().nullable(),
})
export type Dashboard = z.infer<typeof dashboard>

export const dashboardInput = z.strictObject({
  cards: z
    .array(dashboardCard)
    .max(MAX_DASHBOARD_CARDS)
    .refine((cards) => new Set(cards.map((c) => c.key)).size === cards.length, { message: 'duplicate' }),
})
export type DashboardInput = z.infer<typeof dashboardInput>

/** What a new user sees before arranging anything: where the goals stand and what is theirs to do first. */
export const DEFAULT_DASHBOARD: DashboardCard[] = [
  { key: 'okr_progress', width: 2, settings: {} },
  { key: 'my_tasks', width: 1, settings: {} },
  { key: 'my_services', width: 2, settings: {} },
  {
    key: 'quick_links',
    width: 1,
    settings: {
      links: [
        { label: null, href: '/client/okr' },
        { label: null, href: '/client/services' },
        { label: null, href: '/client/svc/whiteboard' },
        { label: null, href: '/client/guide' },
        { label: null, href: '/client/support' },
      ],
    },
  },
  { key: 'my_teams', width: 2, settings: {} },
]

const OWN_DASHBOARD = 'only one’s own dashboard in the active company'

/** SPEC §7: the signed-in user's active dashboard, read and arranged by its owner only. */
export const dashboardsApi = endpoints('dashboards', {
  getActive: {
    method: 'GET',
    path: '/v1/dashboards/active/',
    access: 'authenticated',
    summary: 'Read the caller’s active dashboard',
    narrowing: OWN_DASHBOARD,
    responses: { 200: dashboard },
  },
  saveActive: {
    method: 'PATCH',
    path: '/v1/dashboards/active/',
    access: 'authenticated',
    summary: 'Save the caller’s arrangement of their active dashboard',
    narrowing: OWN_DASHBOARD,
    body: dashboardInput,
    responses: { 200: dashboard },
  },
})
