import { Button, Group, Loader, Stack, Text, Textarea, Timeline } from '@mantine/core'
import '@mantine/core/styles/Timeline.css'
import { useForm } from '@mantine/form'
import { type FieldChange, ppmApi } from '@portal/contracts/ppm'
import { useTranslation } from 'react-i18next'
import { formatters, personName } from '../../lib/format.ts'
import { useRead } from '../../lib/query-keys.ts'
import { useLocale } from '../../lib/use-locale.ts'
import { useWrite } from '../../lib/use-write.ts'

const shown = (value: unknown) =>
  value === null || value === undefined || value === ''
    ? null
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value)

/** The measure's trail, newest first, with a comment box. */
export function ActivitiesTab({ measureId }: { measureId: string }) {
  const { t } = useTranslation()
  const format = formatters(useLocale())
  const trail = useRead(ppmApi.measureActivities, { params: { id: measureId }, query: { page_size: 100 } })
  const form = useForm({ initialValues: { comment: '' } })
  const comment = useWrite(ppmApi.measureComment, {
    form,
    success: t('ppm.activities.commented'),
    reload: false,
    onSuccess: () => form.reset(),
  })
  const change = (c: FieldChange) =>
    t('ppm.activities.change', {
      field: c.field,
      from: shown(c.from) ?? t('ppm.activities.empty_value'),
      to: shown(c.to) ?? t('ppm.activities.empty_value'),
    })
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
