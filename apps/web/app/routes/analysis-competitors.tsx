import '@mantine/core/styles/Table.css'
import { Anchor, Stack, Table, Text } from '@mantine/core'
import { Link } from 'react-router'
import { PageHeader } from '../components/page-header.tsx'
import { TableScroll } from '../components/table-scroll.tsx'
import { loadOverview } from '../features/market-intelligence/mi-data.ts'
import { formatters } from '../lib/format.ts'
import { localePath } from '../lib/locale-path.ts'
import { pageTitle } from '../lib/page-meta.ts'
import { useTranslation } from '../lib/texts.ts'
import { useLocale } from '../lib/use-locale.ts'
import type { Route } from './+types/analysis-competitors'

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadOverview(context, request)
}

export const meta: Route.MetaFunction = ({ location }) => pageTitle(location.pathname)

/** Competitor profiles side by side: one column each. */
export default function AnalysisCompetitors({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const locale = useLocale()
  const format = formatters(locale)
  const { competitors } = loaderData
  const row = (label: string, cell: (c: (typeof competitors)[number]) => React.ReactNode) => (
    <Table.Tr>
      <Table.Th scope="row">{label}</Table.Th>
      {competitors.map((c) => (
        <Table.Td key={c.id}>{cell(c)}</Table.Td>
      ))}
    </Table.Tr>
  )
  return (
    <Stack>
      <PageHeader title={t('pages.competitors')} intro={t('market_intelligence.compare_intro')} />
      <Anchor component={Link} to={localePath(locale, '/client/market-intelligence/dashboard')}>
        {t('market_intelligence.open_dashboard')}
      </Anchor>
      {competitors.length === 0 ? (
        <Text>{t('market_intelligence.competitors_empty')}</Text>
      ) : (
        <TableScroll>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th />
                {competitors.map((c) => (
                  <Table.Th key={c.id} scope="col">
                    {c.name}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {row(t('market_intelligence.description'), (c) => c.description)}
              {row(t('market_intelligence.website'), (c) =>
                c.website ? (
                  <Anchor href={c.website} target="_blank" rel="noopener noreferrer">
                    {c.website}
                  </Anchor>
                ) : (
                  '–'
                ),
              )}
              {row(t('market_intelligence.signals'), (c) =>
                t('market_intelligence.signal_count', { count: c.signal_count }),
              )}
              {row(t('market_intelligence.date'), (c) =>
                c.last_signal_on
                  ? t('market_intelligence.last_signal', { date: format.day(c.last_signal_on) })
                  : t('market_intelligence.no_signal'),
              )}
              {row(t('market_intelligence.top_tags'), (c) => c.top_tags.join(', ') || '–')}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
    </Stack>
  )
}
