import type { DashboardCard, DashboardCardKey } from '@portal/contracts/dashboards'
import type { WebKey } from '@portal/i18n/text-keys'
import type { TablerIcon } from '@tabler/icons-react'
import type { ComponentType, ReactNode } from 'react'
import type { ApiClient } from '../../lib/api-client.ts'

type CardOf<K extends DashboardCardKey> = Extract<DashboardCard, { key: K }>

/** One kind of card as its module writes it: its name, what it looks like new, its data, how it shows. */
interface CardSpec<K extends DashboardCardKey, Data> {
  /** Catalogue key of the card's name. */
  title: WebKey
  icon: TablerIcon
  defaults: CardOf<K>
  /** Reads the card's data; loaders call it on the server, the editor in the browser for a new card. */
  load?: (api: ApiClient) => Promise<Data>
  Body: ComponentType<{ card: CardOf<K>; data: Data; full: boolean }>
  /** Fetches the body's code (loaded on demand), so it renders without suspending. */
  preload: () => Promise<unknown>
  /** The card's own settings, edited in customize mode. */
  Settings?: ComponentType<{ card: CardOf<K>; onChange: (card: CardOf<K>) => void }>
}

/** A card kind as the dashboard uses it, for any card. */
export interface CardKind {
  title: WebKey
  icon: TablerIcon
  defaults: DashboardCard
  load?: (api: ApiClient) => Promise<unknown>
  body: (card: DashboardCard, data: unknown, full: boolean) => ReactNode
  preload: () => Promise<unknown>
  settings?: (card: DashboardCard, onChange: (card: DashboardCard) => void) => ReactNode
}

export function defineCard<K extends DashboardCardKey, Data>(spec: CardSpec<K, Data>): CardKind {
  const isMine = (card: DashboardCard): card is CardOf<K> => card.key === spec.defaults.key
  const { Body, Settings } = spec
  return {
    title: spec.title,
    icon: spec.icon,
    defaults: spec.defaults,
    load: spec.load,
    preload: spec.preload,
    // Note: the data arrives through the loader's JSON; it is what this card's own load() returned.
    body: (card, data, full) => isMine(card) && <Body card={card} data={data as Data} full={full} />,
    settings: Settings && ((card, onChange) => isMine(card) && <Settings card={card} onChange={onChange} />),
  }
}

/** Every card kind by key; the app composes it from the modules' cards (`app/dashboard-cards.tsx`). */
export type CardKinds = Record<DashboardCardKey, CardKind>

/** A card's data, or `failed` when its read went wrong (the card says so; the page still shows). */
export type CardData = { ok: true; value: unknown } | { ok: false }
