import '@mantine/core/styles/Table.css'
import '@mantine/core/styles/ActionIcon.css'
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Table,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core'
import { isStaffUser } from '@portal/contracts/accounts'
import { marketIntelligenceApi, SIGNAL_KINDS, type Source } from '@portal/contracts/market-intelligence'
import { IconTrash } from '@tabler/icons-react'
import { PageHeader } from '../components/page-header.tsx'
import { loadOverview, loadSignals } from '../features/market-intelligence/mi-data.ts'
import { SignalImport } from '../features/market-intelligence/signal-import.tsx'
import { SignalTable } from '../features/market-intelligence/signal-table.tsx'
import { SourceAdmin } from '../features/market-intelligence/source-admin.tsx'
import { pageTitle } from '../lib/page-meta.ts'
import { usePlainForm } from '../lib/plain-form.ts'
import { loadOrRefuse, serverApi } from '../lib/server-api.ts'
import { useTranslation } from '../lib/texts.ts'
import { useMe } from '../lib/use-me.ts'
import { useWrite } from '../lib/use-write.ts'
import type { Route } from './+types/market-intelligence-admin'

export async function loader({ request, context }: Route.LoaderArgs) {
  const [overview, signals, sources] = await Promise.all([
    loadOverview(context, request),
    loadSignals(context, request),
    loadOrRefuse(() => serverApi(context, request).call(marketIntelligenceApi.sources)),
  ])
  return { ...overview, signals, sources }
}

export const meta: Route.MetaFunction = ({ location }) => pageTitle(location.pathname)

/**
 * Who manages market intelligence (ADR 26): the company's admins and portal staff. Everyone else in the
 * company reads this page's data on the dashboard, and is told so here.
 */
export default function MarketIntelligenceAdmin({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const me = useMe()
  const canManage = me !== null && (isStaffUser(me) || me.is_company_admin)
  return (
    <Stack>
      <PageHeader title={t('pages.market_intelligence_admin')} intro={t('market_intelligence.admin_intro')} />
      {!canManage ? (
        <Alert variant="light">{t('market_intelligence.admin_only')}</Alert>
      ) : (
        <>
          <CompetitorAdmin competitors={loaderData.competitors} />
          <SourceAdmin sources={loaderData.sources} />
          <SignalImport />
          <SignalForm competitors={loaderData.competitors} sources={loaderData.sources} />
          <SignalTable signals={loaderData.signals.results} canManage />
        </>
      )}
    </Stack>
  )
}

function CompetitorAdmin({
  competitors,
}: {
  competitors: { id: string; name: string; website: string | null; signal_count: number }[]
}) {
  const { t } = useTranslation()
  // Text fields only: the plain form's state, without @mantine/form in the page (ADR 80).
  const form = usePlainForm({ initialValues: { name: '', website: '', description: '' } })
  const create = useWrite(marketIntelligenceApi.createCompetitor, {
    form,
    success: t('market_intelligence.competitor_added'),
    failure: t('market_intelligence.failed'),
    onSuccess: () => form.reset(),
  })
  const remove = useWrite(marketIntelligenceApi.deleteCompetitor, {
    confirm: (input) =>
      t('market_intelligence.delete_competitor_confirm', {
        name: competitors.find((c) => c.id === input.params.id)?.name ?? '',
      }),
    success: t('market_intelligence.competitor_deleted'),
    failure: t('market_intelligence.failed'),
  })
  return (
    <Paper withBorder p="md">
      <Title order={2} fz="lg" mb="xs">
        {t('market_intelligence.competitors')}
      </Title>
      <Table mb="md">
        <Table.Tbody>
          {competitors.map((c) => (
            <Table.Tr key={c.id}>
              <Table.Td>{c.name}</Table.Td>
              <Table.Td>{c.website ?? ''}</Table.Td>
              <Table.Td>{t('market_intelligence.signal_count', { count: c.signal_count })}</Table.Td>
              <Table.Td>
                <ActionIcon
                  variant="subtle"
                  color="coral"
                  aria-label={t('market_intelligence.delete_competitor', { name: c.name })}
                  onClick={() => remove.run({ params: { id: c.id } })}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <form
        onSubmit={form.onSubmit(async (values) => {
          await create.run({
            body: {
              name: values.name,
              website: values.website.trim() || null,
              description: values.description,
            },
          })
        })}
      >
        <Group align="flex-end">
          <TextInput label={t('market_intelligence.name')} required maxLength={120} {...form.field('name')} />
          <TextInput label={t('market_intelligence.website')} {...form.field('website')} />
          <TextInput label={t('market_intelligence.description')} w={320} {...form.field('description')} />
          <Button type="submit" loading={create.busy}>
            {t('market_intelligence.add_competitor')}
          </Button>
        </Group>
      </form>
    </Paper>
  )
}

function SignalForm({
  competitors,
  sources,
}: {
  competitors: { id: string; name: string }[]
  sources: Source[]
}) {
  const { t } = useTranslation()
  const form = usePlainForm({
    initialValues: {
      kind: 'news',
      title: '',
      summary: '',
      source_id: '',
      url: '',
      occurred_on: '',
      competitor_id: '',
      tags: '',
    },
  })
  const create = useWrite(marketIntelligenceApi.createSignal, {
    form,
    success: t('market_intelligence.signal_added'),
    failure: t('market_intelligence.failed'),
    onSuccess: () => form.reset(),
  })
  return (
    <Paper withBorder p="md">
      <Title order={2} fz="lg" mb="xs">
        {t('market_intelligence.add_signal')}
      </Title>
      <form
        onSubmit={form.onSubmit(async (v) => {
          await create.run({
            body: {
              kind: v.kind as (typeof SIGNAL_KINDS)[number],
              title: v.title,
              summary: v.summary,
              source_id: v.source_id,
              url: v.url.trim() || null,
              occurred_on: v.occurred_on,
              competitor_id: v.competitor_id || null,
              tags: v.tags
                .split(',')
                .map((s) => s.trim())
                .filter(Boolean),
            },
          })
        })}
      >
        <Stack>
          <Group align="flex-end">
            <NativeSelect
              label={t('market_intelligence.kind')}
              data={SIGNAL_KINDS.map((k) => ({ value: k, label: t(`market_intelligence.kinds.${k}`) }))}
              {...form.field('kind')}
            />
            <TextInput label={t('market_intelligence.title')} required w={320} {...form.field('title')} />
            <TextInput
              type="date"
              label={t('market_intelligence.date')}
              required
              {...form.field('occurred_on')}
            />
            <NativeSelect
              label={t('market_intelligence.competitor')}
              data={[
                { value: '', label: t('market_intelligence.no_competitor') },
                ...competitors.map((c) => ({ value: c.id, label: c.name })),
              ]}
              {...form.field('competitor_id')}
            />
          </Group>
          <Group align="flex-end">
            <NativeSelect
              label={t('market_intelligence.source')}
              required
              data={[
                { value: '', label: t('market_intelligence.sources.choose') },
                ...sources.map((s) => ({ value: s.id, label: s.name })),
              ]}
              {...form.field('source_id')}
            />
            <TextInput label={t('market_intelligence.url')} {...form.field('url')} />
            <TextInput label={t('market_intelligence.tags')} {...form.field('tags')} />
          </Group>
          <Textarea
            label={t('market_intelligence.summary')}
            autosize
            minRows={2}
            {...form.field('summary')}
          />
          <Group>
            <Button type="submit" loading={create.busy}>
              {t('market_intelligence.add_signal')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  )
}
