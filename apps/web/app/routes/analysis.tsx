import '@mantine/core/styles/Table.css'
import { Anchor, Paper, Stack, Table } from '@mantine/core'
import { Link } from 'react-router'
import { PageHeader } from '../components/page-header.tsx'
import { ChartSlot } from '../features/market-intelligence/chart-slot.tsx'
import { loadOverview } from '../features/market-intelligence/mi-data.ts'
import { localePath } from '../lib/locale-path.ts'
import { pageTitle } from '../lib/page-meta.ts'
import { useTranslation } from '../lib/texts.ts'
import { useLocale } from '../lib/use-locale.ts'
import type { Route } from './+types/analysis'

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadOverview(context, request)
}

export const meta: Route.MetaFunction = ({ location }) => pageTitle(location.pathname)

/** The analysis view of market signals: each competitor month by month, as a line chart and a table. */
export default function Analysis({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const locale = useLocale()
  const { stats } = loaderData
  const names = stats.competitors.map((c) => c.name)
  return (
    <Stack>
      <PageHeader title={t('pages.analysis')} intro={t('market_intelligence.analysis_intro')} />
      <Anchor component={Link} to={localePath(locale, '/client/dashboard/analysis/competitors')}>
        {t('market_intelligence.open_compare')}
      </Anchor>
      <Paper withBorder p="md">
        <ChartSlot stats={stats} kind="trend" label={t('market_intelligence.trend_label')} />
      </Paper>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('market_intelligence.month')}</Table.Th>
            {names.map((name) => (
              <Table.Th key={name ?? ''}>{name ?? t('market_intelligence.no_competitor')}</Table.Th>
            ))}
            <Table.Th>{t('market_intelligence.total')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {stats.months.map((m) => (
            <Table.Tr key={m.month}>
              <Table.Td>{m.month}</Table.Td>
              {names.map((name) => (
                <Table.Td key={name ?? ''}>{m.by_competitor[name ?? ''] ?? 0}</Table.Td>
              ))}
              <Table.Td>{m.count}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  )
}
