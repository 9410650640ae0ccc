import { Anchor, Button, Group, Paper, Stack, Title } from '@mantine/core'
import { isStaffUser } from '@portal/contracts/accounts'
import { Form, Link, useSearchParams } from 'react-router'
import { LightNativeSelect, LightTextInput } from '../components/light-fields.tsx'
import { PageHeader } from '../components/page-header.tsx'
import { ChartSlot } from '../features/market-intelligence/chart-slot.tsx'
import { CompetitorCards } from '../features/market-intelligence/competitor-cards.tsx'
import classes from '../features/market-intelligence/market-intelligence.module.css'
import { loadOverview, loadSignals } from '../features/market-intelligence/mi-data.ts'
import { SignalTable } from '../features/market-intelligence/signal-table.tsx'
import { localePath } from '../lib/locale-path.ts'
import { pageTitle } from '../lib/page-meta.ts'
import { useTranslation } from '../lib/texts.ts'
import { useLocale } from '../lib/use-locale.ts'
import { useMe } from '../lib/use-me.ts'
import type { Route } from './+types/market-intelligence'

export async function loader({ request, context }: Route.LoaderArgs) {
  const [overview, signals] = await Promise.all([
    loadOverview(context, request),
    loadSignals(context, request),
  ])
  return { ...overview, signals }
}

export const meta: Route.MetaFunction = ({ location }) => pageTitle(location.pathname)

/** The company's competitors and market signals, with charts over time and by competitor. */
export default function MarketIntelligence({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const locale = useLocale()
  const me = useMe()
  const [params] = useSearchParams()
  const canManage = me !== null && (isStaffUser(me) || me.is_company_admin)
  const { competitors, stats, signals } = loaderData
  return (
    <Stack>
      <PageHeader title={t('pages.market_intelligence')} intro={t('market_intelligence.intro')} />
      <Group>
        {canManage && (
          <Anchor component={Link} to={localePath(locale, '/client/market-intelligence/admin')}>
            {t('market_intelligence.open_admin')}
          </Anchor>
        )}
        <Anchor component={Link} to={localePath(locale, '/client/dashboard/analysis/competitors')}>
          {t('market_intelligence.open_compare')}
        </Anchor>
      </Group>
      <Title order={2}>{t('market_intelligence.competitors')}</Title>
      <CompetitorCards competitors={competitors} />
      <div className={classes.charts}>
        <Paper withBorder p="md">
          <Title order={3} fz="md" mb="xs">
            {t('market_intelligence.by_month')}
          </Title>
          <ChartSlot stats={stats} kind="months" label={t('market_intelligence.by_month_label')} />
        </Paper>
        <Paper withBorder p="md">
          <Title order={3} fz="md" mb="xs">
            {t('market_intelligence.by_competitor')}
          </Title>
          <ChartSlot stats={stats} kind="competitors" label={t('market_intelligence.by_competitor_label')} />
        </Paper>
      </div>
      <Title order={2}>{t('market_intelligence.signals')}</Title>
      {/* Fields drawn as Mantine's without its Input runtime (ADR 74, 80). */}
      <Form method="get">
        <Group align="flex-end">
          <LightTextInput
            name="search"
            label={t('market_intelligence.search')}
            defaultValue={params.get('search') ?? ''}
          />
          <LightNativeSelect
            name="competitor"
            label={t('market_intelligence.competitor')}
            defaultValue={params.get('competitor') ?? ''}
            data={[
              { value: '', label: t('market_intelligence.any_competitor') },
              ...competitors.map((c) => ({ value: c.id, label: c.name })),
            ]}
          />
          <LightTextInput
            name="tag"
            label={t('market_intelligence.tag')}
            defaultValue={params.get('tag') ?? ''}
          />
          <Button type="submit" variant="light">
            {t('market_intelligence.search_button')}
          </Button>
        </Group>
      </Form>
      <SignalTable signals={signals.results} canManage={canManage} />
    </Stack>
  )
}
