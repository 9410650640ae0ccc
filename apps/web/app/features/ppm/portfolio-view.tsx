import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import type { Person } from '@portal/contracts/people'
import type { EffectsByGate, Portfolio, PortfolioNode, PortfolioQuery, PpmLevel } from '@portal/contracts/ppm'
import { IconDownload, IconPlus } from '@tabler/icons-react'
import { lazy, Suspense, useState } from 'react'
import { cardGrid } from '../../components/card-grid.ts'
import { PopupOnDemand } from '../../components/popup-on-demand.tsx'
import { useTranslation } from '../../lib/texts.ts'
import { withTexts } from '../../lib/texts-on-demand.ts'
import EffectsChart from './effects-chart.tsx'
import { useMoney } from './money.ts'
import { PortfolioFilters } from './portfolio-filters.tsx'
import { PortfolioTable } from './portfolio-table.tsx'
import { Timeline } from './timeline.tsx'

/** The chart's height: drawn on the server too (ADR 73), it is in the first paint. */
const CHART_HEIGHT = 280
// The menus load when the pointer or the focus reaches their button, the forms (Mantine's form, number
// inputs, Modal) when one is opened (ADR 70), with the field messages they show (ADR 74).
const loadExportMenu = () => import('./portfolio-menus.tsx').then((module) => module.ExportMenu)
const loadCreateMenu = () => import('./portfolio-menus.tsx').then((module) => module.CreateMenu)
// The currency setting (a searchable Select with its combobox and floating-ui) is for company admins
// only: their page loads it, no one else's.
const CurrencySetting = lazy(() =>
  import('./currency-setting.tsx').then((module) => ({ default: module.CurrencySetting })),
)
const CreateNodeModal = lazy(
  withTexts(['fields'], () =>
    import('./create-node-modal.tsx').then((module) => ({ default: module.CreateNodeModal })),
  ),
)
const EditNodeModal = lazy(
  withTexts(['fields'], () =>
    import('./edit-node-modal.tsx').then((module) => ({ default: module.EditNodeModal })),
  ),
)

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Paper withBorder p="sm">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg" data-testid={testId}>
        {value}
      </Text>
    </Paper>
  )
}

/** The portfolio: totals, the effects-by-gate chart, filters, the tree table and the exports. */
export function PortfolioView({
  title,
  portfolio,
  filters,
  chart,
  people,
  measureHref,
  levelHref,
  onCreated,
  canManage,
}: {
  canManage: boolean
  title: string
  portfolio: Portfolio
  filters: PortfolioQuery
  chart: EffectsByGate
  people: Person[]
  measureHref: (id: string) => string
  levelHref: (node: { id: string; level: string }) => string
  onCreated: (node: { id: string; level: PpmLevel }) => void
}) {
  const { t } = useTranslation()
  const money = useMoney(portfolio.currency)
  const [creating, setCreating] = useState<PpmLevel | null>(null)
  const [editing, setEditing] = useState<PortfolioNode | null>(null)
  const measures = portfolio.measure_count
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>{title}</Title>
        <Group>
          {canManage && (
            <Suspense fallback={null}>
              <CurrencySetting currency={portfolio.currency} />
            </Suspense>
          )}
          <PopupOnDemand
            menu
            load={loadExportMenu}
            props={{}}
            trigger={
              <Button variant="light" leftSection={<IconDownload size={16} aria-hidden />}>
                {t('ppm.export.portfolio')}
              </Button>
            }
          />
          <PopupOnDemand
            menu
            load={loadCreateMenu}
            props={{ onChoose: setCreating }}
            trigger={
              <Button leftSection={<IconPlus size={16} aria-hidden />}>{t('ppm.create.button')}</Button>
            }
          />
        </Group>
      </Group>
      <Text c="dimmed">{t('ppm.intro')}</Text>
      <div {...cardGrid({ base: 1, sm: 4 })}>
        <Figure
          label={t('ppm.totals.planned')}
          value={money(portfolio.totals.planned_cents)}
          testId="ppm-planned"
        />
        <Figure
          label={t('ppm.totals.actual')}
          value={money(portfolio.totals.actual_cents)}
          testId="ppm-actual"
        />
        <Figure label={t('ppm.totals.target')} value={money(chart.target_cents)} testId="ppm-target" />
        <Figure
          label={t('ppm.totals.measure_count')}
          value={t('ppm.totals.measures', { count: measures })}
          testId="ppm-count"
        />
      </div>
      <Paper withBorder p="md">
        <Text fw={600}>{t('ppm.chart.title')}</Text>
        <Text size="sm" c="dimmed" mb="sm">
          {t('ppm.chart.description')}
        </Text>
        {chart.months.length === 0 ? (
          <Text c="dimmed">{t('ppm.chart.empty')}</Text>
        ) : (
          <EffectsChart chart={chart} height={CHART_HEIGHT} />
        )}
      </Paper>
      <PortfolioFilters people={people} />
      {portfolio.nodes.length === 0 ? (
        <Text c="dimmed">{t('ppm.portfolio.empty')}</Text>
      ) : (
        <PortfolioTable
          nodes={portfolio.nodes}
          filters={filters}
          currency={portfolio.currency}
          measureHref={measureHref}
          levelHref={levelHref}
          onEdit={setEditing}
        />
      )}
      <Timeline nodes={portfolio.nodes} filters={filters} />
      {editing && editing.level !== 'measure' && (
        <Suspense fallback={null}>
          <EditNodeModal
            node={{ ...editing, level: editing.level }}
            nodes={portfolio.nodes}
            people={people}
            currency={portfolio.currency}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
      {creating && (
        <Suspense fallback={null}>
          <CreateNodeModal
            level={creating}
            nodes={portfolio.nodes}
            people={people}
            onClose={() => setCreating(null)}
            onCreated={(node) => {
              setCreating(null)
              onCreated(node)
            }}
          />
        </Suspense>
      )}
    </Stack>
  )
}
