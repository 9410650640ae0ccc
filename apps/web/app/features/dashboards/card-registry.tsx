import type { DashboardCard, DashboardCardKey } from '@portal/contracts/dashboards'
import {
  IconApps,
  IconChecklist,
  IconGauge,
  IconLink,
  IconTarget,
  IconUsersGroup,
  type TablerIcon,
} from '@tabler/icons-react'
import type { ComponentType, ReactNode } from 'react'
import type { ApiClient } from '../../lib/api-client.ts'
import { loadMyKeyResults, MyKeyResultsCard } from '../okr/goals/my-key-results-card.tsx'
import { loadMyTasks, MyTasksCard } from '../okr/goals/my-tasks-card.tsx'
import { loadOkrProgress, OkrProgressCard } from '../okr/goals/okr-progress-card.tsx'
import { loadMyServices, MyServicesCard } from '../services/my-services-card.tsx'
import { loadMyTeams, MyTeamsCard } from './my-teams-card.tsx'
import { QuickLinksCard, QuickLinksSettings } from './quick-links-card.tsx'

type CardOf<K extends DashboardCardKey> = Extract<DashboardCard, { key: K }>

/** One kind of card as its module writes it: its name, what it looks like new, its data, how it shows. */
interface CardSpec<K extends DashboardCardKey, Data> {
  /** Catalogue key of the card's name. */
  title: string
  icon: TablerIcon
  defaults: CardOf<K>
  /** Reads the card's data; loaders call it on the server, the editor in the browser for a new card. */
  load?: (api: ApiClient) => Promise<Data>
  Body: ComponentType<{ card: CardOf<K>; data: Data; full: boolean }>
  /** The card's own settings, edited in customize mode. */
  Settings?: ComponentType<{ card: CardOf<K>; onChange: (card: CardOf<K>) => void }>
}

/** A card kind as the dashboard uses it, for any card. */
export interface CardKind {
  title: string
  icon: TablerIcon
  defaults: DashboardCard
  load?: (api: ApiClient) => Promise<unknown>
  body: (card: DashboardCard, data: unknown, full: boolean) => ReactNode
  settings?: (card: DashboardCard, onChange: (card: DashboardCard) => void) => ReactNode
}

function defineCard<K extends DashboardCardKey, Data>(spec: CardSpec<K, Data>): CardKind {
  const isMine = (card: DashboardCard): card is CardOf<K> => card.key === spec.defaults.key
  const { Body, Settings } = spec
  return {
    title: spec.title,
    icon: spec.icon,
    defaults: spec.defaults,
    load: spec.load,
    // Note: the data arrives through the loader's JSON; it is what this card's own load() returned.
    body: (card, data, full) => isMine(card) && <Body card={card} data={data as Data} full={full} />,
    settings: Settings && ((card, onChange) => isMine(card) && <Settings card={card} onChange={onChange} />),
  }
}

/**
 * Every card the dashboard offers. A module adds its card to the contract's union
 * (`packages/contracts/src/dashboards.ts`) and here; the dashboard, the editor and the card page follow.
 */
export const CARDS: Record<DashboardCardKey, CardKind> = {
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
  my_tasks: defineCard({
    title: 'okr_insights.cards.my_tasks.title',
    icon: IconChecklist,
    defaults: { key: 'my_tasks', width: 1, settings: {} },
    load: loadMyTasks,
    Body: MyTasksCard,
  }),
}

export const isCardKey = (key: string | undefined): key is DashboardCardKey =>
  key !== undefined && Object.hasOwn(CARDS, key)

/** A card's data, or `failed` when its read went wrong (the card says so; the page still shows). */
export type CardData = { ok: true; value: unknown } | { ok: false }

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
