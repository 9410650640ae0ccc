import type { DashboardCard, DashboardCardKey } from '@portal/contracts/dashboards'
import {
  IconApps,
  IconBell,
  IconChecklist,
  IconGauge,
  IconLink,
  IconNews,
  IconRadar,
  IconTarget,
  IconUsersGroup,
} from '@tabler/icons-react'
import { type ComponentType, lazy } from 'react'
import { partOnDemand } from './components/part-on-demand.tsx'
import { type CardData, type CardKinds, defineCard } from './features/dashboards/card-kind.tsx'
import type { ApiClient } from './lib/api-client.ts'
import { beforeHydration } from './lib/before-hydration.ts'
import { withTexts } from './lib/texts-on-demand.ts'

// Settings show only in customize mode (its editor loads on demand too); their dialogs come with them.
const QuickLinksSettings = lazy(() =>
  import('./features/dashboards/quick-links-settings.tsx').then((module) => ({
    default: module.QuickLinksSettings,
  })),
)

// Each card's code (its body and its data read) loads when the card is on the dashboard, with the texts
// only it shows: a dashboard pays for its own cards, not for all nine (ADR 76).
const quickLinks = () => import('./features/dashboards/quick-links-card.tsx')
const myServices = () => import('./features/services/my-services-card.tsx')
const myTeams = () => import('./features/dashboards/my-teams-card.tsx')
const okrProgress = () => import('./features/okr/goals/okr-progress-card.tsx')
const myKeyResults = withTexts(['okr'], () => import('./features/okr/goals/my-key-results-card.tsx'))
const unreadNotifications = withTexts(
  ['notifications'],
  () => import('./features/notifications/notifications-card.tsx'),
)
const myTasks = () => import('./features/okr/goals/my-tasks-card.tsx')
const trendRadar = withTexts(['trends'], () => import('./features/trends/radar-card.tsx'))
const latestSignals = withTexts(
  ['market_intelligence'],
  () => import('./features/market-intelligence/signals-card.tsx'),
)

/** A card's body from its module, drawn at once when its code is here (`preload`). */
function bodyOf<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>) {
  const part = partOnDemand(() => load().then(pick))
  return { Body: part.Part, preload: part.preload }
}

/**
 * Every card the dashboard offers. A module adds its card to the contract's union
 * (`packages/contracts/src/dashboards.ts`) and here; the dashboard, the editor and the card page follow.
 * Note: at app level, like the route table, because it composes several features' cards.
 */
export const CARDS: CardKinds = {
  quick_links: defineCard({
    title: 'dashboards.cards.quick_links.title',
    icon: IconLink,
    defaults: { key: 'quick_links', width: 1, settings: { links: [] } },
    ...bodyOf(quickLinks, (module) => module.QuickLinksCard),
    Settings: QuickLinksSettings,
  }),
  my_services: defineCard({
    title: 'dashboards.cards.my_services.title',
    icon: IconApps,
    defaults: { key: 'my_services', width: 2, settings: {} },
    load: (api) => myServices().then((module) => module.loadMyServices(api)),
    ...bodyOf(myServices, (module) => module.MyServicesCard),
  }),
  my_teams: defineCard({
    title: 'dashboards.cards.my_teams.title',
    icon: IconUsersGroup,
    defaults: { key: 'my_teams', width: 2, settings: {} },
    load: (api) => myTeams().then((module) => module.loadMyTeams(api)),
    ...bodyOf(myTeams, (module) => module.MyTeamsCard),
  }),
  okr_progress: defineCard({
    title: 'okr_insights.cards.okr_progress.title',
    icon: IconTarget,
    defaults: { key: 'okr_progress', width: 2, settings: {} },
    load: (api) => okrProgress().then((module) => module.loadOkrProgress(api)),
    ...bodyOf(okrProgress, (module) => module.OkrProgressCard),
  }),
  my_key_results: defineCard({
    title: 'okr_insights.cards.my_key_results.title',
    icon: IconGauge,
    defaults: { key: 'my_key_results', width: 2, settings: {} },
    load: (api) => myKeyResults().then((module) => module.loadMyKeyResults(api)),
    ...bodyOf(myKeyResults, (module) => module.MyKeyResultsCard),
  }),
  notifications: defineCard({
    title: 'dashboards.cards.notifications.title',
    icon: IconBell,
    defaults: { key: 'notifications', width: 1, settings: {} },
    load: (api) => unreadNotifications().then((module) => module.loadUnreadNotifications(api)),
    ...bodyOf(unreadNotifications, (module) => module.NotificationsCard),
  }),
  my_tasks: defineCard({
    title: 'okr_insights.cards.my_tasks.title',
    icon: IconChecklist,
    defaults: { key: 'my_tasks', width: 1, settings: {} },
    load: (api) => myTasks().then((module) => module.loadMyTasks(api)),
    ...bodyOf(myTasks, (module) => module.MyTasksCard),
  }),
  trend_radar: defineCard({
    title: 'dashboards.cards.trend_radar.title',
    icon: IconRadar,
    defaults: { key: 'trend_radar', width: 2, settings: {} },
    load: (api) => trendRadar().then((module) => module.loadRadarCard(api)),
    ...bodyOf(trendRadar, (module) => module.RadarCard),
  }),
  latest_signals: defineCard({
    title: 'dashboards.cards.latest_signals.title',
    icon: IconNews,
    defaults: { key: 'latest_signals', width: 1, settings: {} },
    load: (api) => latestSignals().then((module) => module.loadLatestSignals(api)),
    ...bodyOf(latestSignals, (module) => module.SignalsCard),
  }),
}

export const isCardKey = (key: string | undefined): key is DashboardCardKey =>
  key !== undefined && Object.hasOwn(CARDS, key)

/** A card's data, read with its code (so the server draws its body at once). */
export async function loadCard(card: DashboardCard, api: ApiClient): Promise<CardData> {
  const { load, preload } = CARDS[card.key]
  const [, value] = await Promise.allSettled([preload(), load?.(api)])
  return value.status === 'fulfilled' ? { ok: true, value: value.value } : { ok: false }
}

/** The code of these cards, before they render (a navigation to the dashboard, a card added). */
export const preloadCards = (cards: readonly DashboardCard[]) =>
  Promise.all(cards.map((card) => CARDS[card.key].preload()))

/**
 * The cards the server drew are the page's first screen: its first hydration waits for their code,
 * as it waits for the page's texts (ADR 71's `beforeHydration`). Run as the route module loads.
 */
export function preloadDrawnCards() {
  if (typeof document === 'undefined' || document.documentElement.dataset.hydrated) return
  for (const element of document.querySelectorAll<HTMLElement>('[data-card]')) {
    const key = element.dataset.card
    if (isCardKey(key)) beforeHydration(CARDS[key].preload())
  }
}

export async function loadCards(cards: DashboardCard[], api: ApiClient) {
  const loaded = await Promise.all(cards.map(async (card) => [card.key, await loadCard(card, api)] as const))
  return Object.fromEntries(loaded) as Partial<Record<DashboardCardKey, CardData>>
}
