import { Button, Group, Loader, Stack, Text, Textarea, Timeline } from '@mantine/core'
import '@mantine/core/styles/Timeline.css'
import { useForm } from '@mantine/form'
import {
  EFFECT_TYPES,
  type EffectType,
  type FieldChange,
  type PpmLevel,
  type PpmStatus,
  type ppmApi,
} from '@portal/contracts/ppm'
import type { KeyBetween, WebKey } from '@portal/i18n/text-keys'
import { formatters, personName } from '../../lib/format.ts'
import { useRead } from '../../lib/query-keys.ts'
import { useTranslation } from '../../lib/texts.ts'
import { useLocale } from '../../lib/use-locale.ts'
import { useWrite } from '../../lib/use-write.ts'
import { gateKey } from './gate-label.ts'
import { LEVEL_ENDPOINTS } from './level-endpoints.ts'

/** API field → its label in the details form. */
const FIELD_LABELS: Record<string, KeyBetween<'ppm.fields.', '', WebKey>> = {
  title: 'title',
  description: 'description',
  owner_id: 'owner',
  sponsor_id: 'sponsor',
  approver_id: 'approver',
  start_date: 'start_date',
  end_date: 'end_date',
  status: 'status',
  unit: 'unit',
  category: 'category',
  tags: 'tags',
  business_case: 'business_case',
  target_cents: 'target',
  report_cadence_days: 'report_cadence_days',
  package_id: 'package',
  key_results: 'key_results',
}

/** A level's trail (a measure's by default), newest first, with a comment box. */
export function ActivitiesTab({
  measureId,
  names,
  level = 'measure',
}: {
  measureId: string
  names: Map<string, string>
  level?: PpmLevel
}) {
  const { t } = useTranslation()
  const format = formatters(useLocale())
  // The four levels' endpoints differ only in their path.
  const endpoints = LEVEL_ENDPOINTS[level]
  const trail = useRead(endpoints.activities as typeof ppmApi.measureActivities, {
    params: { id: measureId },
    query: { page_size: 100 },
  })
  const form = useForm({ initialValues: { comment: '' } })
  const comment = useWrite(endpoints.comment as typeof ppmApi.measureComment, {
    form,
    success: t('ppm.activities.commented'),
    reload: false,
    onSuccess: () => form.reset(),
  })
  // People and packages by name, gates and statuses in words; amounts and texts as they are.
  const shown = (field: string, value: unknown) => {
    if (value === null || value === undefined || value === '') return t('ppm.activities.empty_value')
    if (field === 'gate') return t(gateKey(Number(value)))
    if (field === 'status' && typeof value === 'string') return t(`ppm.statuses.${value as PpmStatus}`)
    if (typeof value === 'string') return names.get(value) ?? value
    if (Array.isArray(value)) return value.join(', ')
    if (typeof value === 'object') {
      const { planned_cents, actual_cents } = value as { planned_cents?: number; actual_cents?: number }
      return `${t('ppm.effects.planned')} ${format.decimal((planned_cents ?? 0) / 100)} · ${t('ppm.effects.actual')} ${format.decimal((actual_cents ?? 0) / 100)}`
    }
    return String(value)
  }
  const change = (c: FieldChange) => {
    const label = FIELD_LABELS[c.field]
    const [type, month] = c.field.split(' ')
    const field = label
      ? t(`ppm.fields.${label}`)
      : c.field === 'gate'
        ? t('ppm.columns.gate')
        : month && (EFFECT_TYPES as readonly string[]).includes(type!)
          ? `${t(`ppm.effect_types.${type as EffectType}`)} ${format.month(month)}`
          : c.field
    return t('ppm.activities.change', { field, from: shown(c.field, c.from), to: shown(c.field, c.to) })
  }
  return (
    <Stack>
      <form
        onSubmit={form.onSubmit((values) =>
          comment.run({ params: { id: measureId }, body: { comment: values.comment } }),
        )}
      >
        <Stack gap="xs">
          <Textarea
            label={t('ppm.activities.comment')}
            autosize
            minRows={2}
            {...form.getInputProps('comment')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={comment.busy} disabled={!form.values.comment.trim()}>
              {t('ppm.activities.add_comment')}
            </Button>
          </Group>
        </Stack>
      </form>
      {trail.isPending && <Loader size="sm" />}
      {trail.data?.results.length === 0 && <Text c="dimmed">{t('ppm.activities.empty')}</Text>}
      <Timeline bulletSize={14} lineWidth={2}>
        {trail.data?.results.map((a) => (
          <Timeline.Item
            key={a.id}
            title={`${a.actor ? personName(a.actor) : ''} ${t(`ppm.activities.kinds.${a.kind}`)}`}
          >
            <Text size="xs" c="dimmed">
              {format.dateTime(a.at)}
            </Text>
            {a.comment && <Text size="sm">{a.comment}</Text>}
            {a.changes.map((c) => (
              <Text key={c.field} size="sm" c="dimmed">
                {change(c)}
              </Text>
            ))}
          </Timeline.Item>
        ))}
      </Timeline>
    </Stack>
  )
}
