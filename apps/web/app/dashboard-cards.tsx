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
import { lazy } from 'react'
import { type CardData, type CardKinds, defineCard } from './features/dashboards/card-kind.tsx'
import { loadMyTeams, MyTeamsCard } from './features/dashboards/my-teams-card.tsx'
import { QuickLinksCard } from './features/dashboards/quick-links-card.tsx'
import { loadLatestSignals, SignalsCard } from './features/market-intelligence/signals-card.tsx'
import { loadUnreadNotifications, NotificationsCard } from './features/notifications/notifications-card.tsx'
import { loadMyKeyResults, MyKeyResultsCard } from './features/okr/goals/my-key-results-card.tsx'
import { loadMyTasks, MyTasksCard } from './features/okr/goals/my-tasks-card.tsx'
import { loadOkrProgress, OkrProgressCard } from './features/okr/goals/okr-progress-card.tsx'
import { loadMyServices, MyServicesCard } from './features/services/my-services-card.tsx'
import { loadRadarCard, RadarCard } from './features/trends/radar-card.tsx'
import type { ApiClient } from './lib/api-client.ts'

// Settings show only in customize mode (its editor loads on demand too); their dialogs come with them.
const QuickLinksSettings = lazy(() =>
  import('./features/dashboards/quick-links-settings.tsx').then((module) => ({
    default: module.QuickLinksSettings,
  })),
)

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
    Body: QuickLinksCard,
    Settings: QuickLinksSettings,
  }),
  my_services: defineCard({
    title: 'dashboards.cards.my_services.title',
    icon: IconApps,
    defaults: { key: 'my_services', width: 2, settings: {} },
    load: loadMyServices,
    Body: MyServicesCard,
  }),
  my_teams: defineCard({
    title: 'dashboards.cards.my_teams.title',
    icon: IconUsersGroup,
    defaults: { key: 'my_teams', width: 2, settings: {} },
    load: loadMyTeams,
    Body: MyTeamsCard,
  }),
  okr_progress: defineCard({
    title: 'okr_insights.cards.okr_progress.title',
    icon: IconTarget,
    defaults: { key: 'okr_progress', width: 2, settings: {} },
    load: loadOkrProgress,
    Body: OkrProgressCard,
  }),
  my_key_results: defineCard({
    title: 'okr_insights.cards.my_key_results.title',
    icon: IconGauge,
    defaults: { key: 'my_key_results', width: 2, settings: {} },
    load: loadMyKeyResults,
    Body: MyKeyResultsCard,
  }),
  notifications: defineCard({
    title: 'notifications.card.title',
    icon: IconBell,
    defaults: { key: 'notifications', width: 1, settings: {} },
    load: loadUnreadNotifications,
    Body: NotificationsCard,
  }),
  my_tasks: defineCard({
    title: 'okr_insights.cards.my_tasks.title',
    icon: IconChecklist,
    defaults: { key: 'my_tasks', width: 1, settings: {} },
    load: loadMyTasks,
    Body: MyTasksCard,
  }),
  trend_radar: defineCard({
    title: 'trends.card_radar',
    icon: IconRadar,
    defaults: { key: 'trend_radar', width: 2, settings: {} },
    load: loadRadarCard,
    Body: RadarCard,
  }),
  latest_signals: defineCard({
    title: 'market_intelligence.card_signals',
    icon: IconNews,
    defaults: { key: 'latest_signals', width: 1, settings: {} },
    load: loadLatestSignals,
    Body: SignalsCard,
  }),
}

export const isCardKey = (key: string | undefined): key is DashboardCardKey =>
  key !== undefined && Object.hasOwn(CARDS, key)

export async function loadCard(card: DashboardCard, api: ApiClient): Promise<CardData> {
  const load = CARDS[card.key].load
  if (!load) return { ok: true, value: undefined }
  try {
    return { ok: true, value: await load(api) }
  } catch {
    return { ok: false }
  }
}

export async function loadCards(cards: DashboardCard[], api: ApiClient) {
  const loaded = await Promise.all(cards.map(async (card) => [card.key, await loadCard(card, api)] as const))
  return Object.fromEntries(loaded) as Partial<Record<DashboardCardKey, CardData>>
}
