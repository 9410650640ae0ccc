import { Button, Group, Stack, Text } from '@mantine/core'
import { type DashboardCard, dashboardsApi } from '@portal/contracts/dashboards'
import { IconAdjustments, IconPlus } from '@tabler/icons-react'
import { lazy, type ReactNode, Suspense, useState } from 'react'
import { PageHeader } from '../components/page-header.tsx'
import { PopupOnDemand } from '../components/popup-on-demand.tsx'
import {
  CARDS,
  isCardKey,
  loadCard,
  loadCards,
  preloadCards,
  preloadDrawnCards,
} from '../dashboard-cards.tsx'
import { CardFrame } from '../features/dashboards/card-frame.tsx'
import type { CardData } from '../features/dashboards/card-kind.tsx'
import { DashboardGrid } from '../features/dashboards/dashboard-grid.tsx'
import { browserApi } from '../lib/browser-api.ts'
import { pageTitle } from '../lib/page-meta.ts'
import { loadOrRefuse, serverApi } from '../lib/server-api.ts'
import { useTranslation } from '../lib/texts.ts'
import { useWrite } from '../lib/use-write.ts'
import type { Route } from './+types/dashboard'

// Shown only while customizing: its menu loads when the pointer or focus reaches its button (ADR 58).
const loadAddCardMenu = () =>
  import('../features/dashboards/add-card-menu.tsx').then((module) => module.AddCardMenu)

// Customize mode's drag and drop (dnd-kit), resizing and card settings load when the mode opens, or
// already when the pointer or focus reaches its button: the cards can be moved only in that mode (ADR 71).
const loadEditor = () => import('../features/dashboards/dashboard-editor.tsx')
const DashboardEditor = lazy(loadEditor)
// Each card's code loads with the dashboard that shows it (ADR 76).
preloadDrawnCards()

/** The dashboard and every card's data, read on the server so the page arrives whole. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = serverApi(context, request)
  const dashboard = await loadOrRefuse(() => api.call(dashboardsApi.getActive))
  return { dashboard, data: await loadCards(dashboard.cards, api) }
}

/** A navigation to the dashboard renders its cards once their code is here, not a blank card first. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const loaded = await serverLoader()
  await preloadCards(loaded.dashboard.cards)
  return loaded
}

export const meta: Route.MetaFunction = ({ location }) => pageTitle(location.pathname)

/** SPEC §2 /client/dashboard: the user's cards, rearranged, resized, added and removed in customize mode. */
export default function DashboardPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const saved = loaderData.dashboard.cards
  const [draft, setDraft] = useState<DashboardCard[] | null>(null)
  const [extra, setExtra] = useState<Record<string, CardData>>({})
  const cards = draft ?? saved
  const data = { ...loaderData.data, ...extra }
  const missing = Object.values(CARDS).filter(
    (definition) => !cards.some((c) => c.key === definition.defaults.key),
  )

  // A card joins once its code and its data are here: its body draws the data it is given.
  async function add(card: DashboardCard) {
    if (card.key in data) await preloadCards([card])
    else {
      const loaded = await loadCard(card, browserApi)
      setExtra((current) => ({ ...current, [card.key]: loaded }))
    }
    setDraft((current) => [...(current ?? saved), card])
  }

  const saveActive = useWrite(dashboardsApi.saveActive, {
    success: t('dashboards.saved'),
    failure: t('dashboards.failed'),
    onSuccess: () => setDraft(null),
  })
  const saving = saveActive.busy
  const save = () => draft && saveActive.run({ body: { cards: draft } })
  const renderCard = (card: DashboardCard, controls: ReactNode) => (
    <CardFrame
      card={card}
      kind={CARDS[card.key]}
      data={isCardKey(card.key) ? data[card.key] : undefined}
      controls={controls}
    />
  )

  return (
    <Stack>
      <PageHeader title={t('pages.dashboard')} intro={t('dashboards.intro')} />
      <Group>
        {draft ? (
          <>
            <PopupOnDemand
              menu
              load={loadAddCardMenu}
              props={{ missing, onAdd: add }}
              trigger={
                <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />}>
                  {t('dashboards.add_card')}
                </Button>
              }
            />
            <Button onClick={save} loading={saving}>
              {t('dashboards.save')}
            </Button>
            <Button variant="subtle" onClick={() => setDraft(null)}>
              {t('dashboards.cancel')}
            </Button>
          </>
        ) : (
          <Button
            variant="light"
            leftSection={<IconAdjustments size={16} aria-hidden />}
            onClick={() => setDraft(saved)}
            onPointerEnter={loadEditor}
            onFocus={loadEditor}
          >
            {t('dashboards.customize')}
          </Button>
        )}
      </Group>
      {cards.length === 0 && <Text c="dimmed">{t('dashboards.empty')}</Text>}
      {draft ? (
        // Until its code is there, the cards stay as they were.
        <Suspense fallback={<DashboardGrid cards={cards} renderCard={renderCard} />}>
          <DashboardEditor kinds={CARDS} cards={cards} onChange={setDraft} renderCard={renderCard} />
        </Suspense>
      ) : (
        <DashboardGrid cards={cards} renderCard={renderCard} />
      )}
    </Stack>
  )
}
