import { Anchor, Stack } from '@mantine/core'
import { dashboardsApi } from '@portal/contracts/dashboards'
import { data, Link } from 'react-router'
import { CARDS, isCardKey, loadCard, preloadCards, preloadDrawnCards } from '../dashboard-cards.tsx'
import { CardFrame } from '../features/dashboards/card-frame.tsx'
import { localePath } from '../lib/locale-path.ts'
import { pageTitle } from '../lib/page-meta.ts'
import { loadOrRefuse, serverApi } from '../lib/server-api.ts'
import { useTranslation } from '../lib/texts.ts'
import { useLocale } from '../lib/use-locale.ts'
import type { Route } from './+types/dashboard-card'

/** One card on its own page: as the user set it up, or as it comes new when it is not on their dashboard. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!isCardKey(params.key)) throw data(null, { status: 404 })
  const api = serverApi(context, request)
  const dashboard = await loadOrRefuse(() => api.call(dashboardsApi.getActive))
  const card = dashboard.cards.find((c) => c.key === params.key) ?? CARDS[params.key].defaults
  return { card, data: await loadCard(card, api) }
}

// The card's code loads with its page (ADR 76).
preloadDrawnCards()

/** A navigation to the card's page renders it once its code is here. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const loaded = await serverLoader()
  await preloadCards([loaded.card])
  return loaded
}

export const meta: Route.MetaFunction = ({ location }) => pageTitle(location.pathname)

export default function DashboardCardPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const locale = useLocale()
  return (
    <Stack maw={960}>
      <Anchor component={Link} to={localePath(locale, '/client/dashboard')} size="sm">
        {t('dashboards.back')}
      </Anchor>
      <CardFrame card={loaderData.card} kind={CARDS[loaderData.card.key]} data={loaderData.data} full />
    </Stack>
  )
}
