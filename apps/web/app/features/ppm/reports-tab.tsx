import {
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core'
import { useForm } from '@mantine/form'
import { type PpmNodePage, ppmApi, RAG, type Rag, type StatusReport } from '@portal/contracts/ppm'
import { formatters } from '../../lib/format.ts'
import { useRead } from '../../lib/query-keys.ts'
import { useTranslation } from '../../lib/texts.ts'
import { useLocale } from '../../lib/use-locale.ts'
import { useWrite } from '../../lib/use-write.ts'
import { LEVEL_ENDPOINTS } from './level-endpoints.ts'

const RAG_COLOR: Record<Rag, string> = { green: 'green', amber: 'yellow', red: 'coral' }
const DIMENSIONS = ['overall', 'schedule', 'budget', 'scope'] as const

function RagBadge({ label, value }: { label: string; value: Rag }) {
  const { t } = useTranslation()
  return (
    <Badge color={RAG_COLOR[value]} variant="light">
      {label}: {t(`ppm.rag.${value}`)}
    </Badge>
  )
}

function ReportCard({ report }: { report: StatusReport }) {
  const { t } = useTranslation()
  const format = formatters(useLocale())
  const publish = useWrite(ppmApi.publishStatus, { success: t('ppm.reports.published') })
  const remove = useWrite(ppmApi.removeStatus, { success: t('ppm.reports.deleted') })
  const draft = report.state === 'draft'
  return (
    <Card withBorder>
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={600}>{format.day(report.period_end)}</Text>
          <Badge variant={draft ? 'outline' : 'filled'}>
            {draft
              ? t('ppm.reports.draft')
              : t('ppm.reports.published_on', { date: format.date(report.published_at!) })}
          </Badge>
        </Group>
        <Group gap="xs">
          {DIMENSIONS.map((d) => (
            <RagBadge key={d} label={t(`ppm.reports.${d}`)} value={report[d]} />
          ))}
        </Group>
        {report.summary && <Text size="sm">{report.summary}</Text>}
        {report.risks && (
          <Text size="sm">
            <strong>{t('ppm.reports.risks')}:</strong> {report.risks}
          </Text>
        )}
        {report.next_steps && (
          <Text size="sm">
            <strong>{t('ppm.reports.next_steps')}:</strong> {report.next_steps}
          </Text>
        )}
        {draft && (
          <Group justify="flex-end">
            <Button variant="subtle" color="coral" onClick={() => remove.run({ params: { id: report.id } })}>
              {t('ppm.reports.delete')}
            </Button>
            <Button onClick={() => publish.run({ params: { id: report.id } })} loading={publish.busy}>
              {t('ppm.reports.publish')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  )
}

/** Status reports of a level: drafts until published; a published one never changes. */
export function ReportsTab({ measure, today }: { measure: PpmNodePage; today: string }) {
  const { t } = useTranslation()
  const format = formatters(useLocale())
  // The four levels' endpoints differ only in their path.
  const endpoints = LEVEL_ENDPOINTS[measure.level]
  const reports = useRead(endpoints.statuses as typeof ppmApi.measureStatuses, { params: { id: measure.id } })
  const form = useForm({
    initialValues: {
      period_end: today,
      overall: 'green' as Rag,
      schedule: 'green' as Rag,
      budget: 'green' as Rag,
      scope: 'green' as Rag,
      summary: '',
      risks: '',
      next_steps: '',
    },
  })
  const draft = useWrite(endpoints.draftStatus as typeof ppmApi.measureDraftStatus, {
    form,
    success: t('ppm.reports.drafted'),
    failure: t('ppm.reports.failed'),
    onSuccess: () => form.reset(),
  })
  const rag = RAG.map((value) => ({ value, label: t(`ppm.rag.${value}`) }))
  return (
    <Stack>
      {measure.report_due && (
        <Text c={measure.report_overdue ? 'coral' : 'dimmed'}>
          {t(measure.report_overdue ? 'ppm.reports.overdue' : 'ppm.reports.due', {
            date: format.day(measure.report_due),
          })}
        </Text>
      )}
      <Card withBorder>
        <form onSubmit={form.onSubmit((body) => draft.run({ params: { id: measure.id }, body }))}>
          <Stack>
            <Text fw={600}>{t('ppm.reports.new')}</Text>
            <SimpleGrid cols={{ base: 1, sm: 5 }}>
              <TextInput
                type="date"
                label={t('ppm.reports.period_end')}
                {...form.getInputProps('period_end')}
              />
              {DIMENSIONS.map((d) => (
                <Select
                  key={d}
                  label={t(`ppm.reports.${d}`)}
                  data={rag}
                  allowDeselect={false}
                  {...form.getInputProps(d)}
                />
              ))}
            </SimpleGrid>
            <Textarea
              label={t('ppm.reports.summary')}
              autosize
              minRows={2}
              {...form.getInputProps('summary')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Textarea label={t('ppm.reports.risks')} autosize {...form.getInputProps('risks')} />
              <Textarea label={t('ppm.reports.next_steps')} autosize {...form.getInputProps('next_steps')} />
            </SimpleGrid>
            <Group justify="flex-end">
              <Button type="submit" loading={draft.busy}>
                {t('ppm.reports.save_draft')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
      {reports.isPending && <Loader size="sm" />}
      {reports.data?.length === 0 && <Text c="dimmed">{t('ppm.reports.empty')}</Text>}
      {reports.data?.map((report) => (
        <ReportCard key={report.id} report={report} />
      ))}
    </Stack>
  )
}
