import {
  Button,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Textarea,
  TextInput,
} from '@mantine/core'
import { useForm } from '@mantine/form'
import type { Person } from '@portal/contracts/people'
import { PPM_STATUSES, type PpmNode, type PpmNodePage, ppmApi } from '@portal/contracts/ppm'
import { useTranslation } from 'react-i18next'
import { personName } from '../../lib/format.ts'
import { useWrite } from '../../lib/use-write.ts'

interface Values {
  title: string
  description: string
  owner_id: string | null
  sponsor_id: string | null
  approver_id: string | null
  start_date: string
  end_date: string
  status: string
  unit: string
  category: string
  tags: string[]
  business_case: string
  report_cadence_days: number | string
}

const valuesOf = (m: PpmNodePage): Values => ({
  title: m.title,
  description: m.description,
  owner_id: m.owner?.id ?? null,
  sponsor_id: m.sponsor?.id ?? null,
  approver_id: m.approver?.id ?? null,
  start_date: m.start_date ?? '',
  end_date: m.end_date ?? '',
  status: m.status,
  unit: m.unit,
  category: m.category,
  tags: m.tags,
  business_case: m.business_case,
  report_cadence_days: m.report_cadence_days ?? '',
})

/** The measure's details and business case; a move to another package; delete. */
export function DetailsTab({
  measure,
  people,
  packages,
  onDeleted,
}: {
  measure: PpmNodePage
  people: Person[]
  packages: PpmNode[]
  onDeleted: () => void
}) {
  const { t } = useTranslation()
  const form = useForm<Values>({ initialValues: valuesOf(measure) })
  const moveForm = useForm({ initialValues: { package_id: measure.package_id } })
  const update = useWrite(ppmApi.measureUpdate, {
    form,
    success: t('ppm.measure.saved'),
    failure: t('ppm.measure.failed'),
  })
  const move = useWrite(ppmApi.moveMeasure, { form: moveForm, success: t('ppm.measure.moved') })
  const remove = useWrite(ppmApi.measureRemove, {
    confirm: t('ppm.measure.delete_confirm', { title: measure.title }),
    confirmLabel: t('ppm.measure.delete'),
    success: t('ppm.measure.deleted'),
    reload: false,
    onSuccess: onDeleted,
  })
  const people_ = people.map((p) => ({ value: p.id, label: personName(p) }))

  async function onSubmit(values: Values) {
    await update.run({
      params: { id: measure.id },
      body: {
        ...values,
        title: values.title.trim(),
        start_date: values.start_date || null,
        end_date: values.end_date || null,
        status: values.status as PpmNode['status'],
        report_cadence_days: values.report_cadence_days === '' ? null : Number(values.report_cadence_days),
      },
    })
  }

  return (
    <Stack>
      <form onSubmit={form.onSubmit(onSubmit)} noValidate>
        <Stack>
          <TextInput label={t('ppm.fields.title')} required {...form.getInputProps('title')} />
          <Textarea
            label={t('ppm.fields.description')}
            autosize
            minRows={2}
            {...form.getInputProps('description')}
          />
          <Textarea
            label={t('ppm.fields.business_case')}
            autosize
            minRows={3}
            {...form.getInputProps('business_case')}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Select
              label={t('ppm.fields.owner')}
              data={people_}
              searchable
              clearable
              {...form.getInputProps('owner_id')}
            />
            <Select
              label={t('ppm.fields.sponsor')}
              data={people_}
              searchable
              clearable
              {...form.getInputProps('sponsor_id')}
            />
            <Select
              label={t('ppm.fields.approver')}
              data={people_}
              searchable
              clearable
              {...form.getInputProps('approver_id')}
            />
            <TextInput type="date" label={t('ppm.fields.start_date')} {...form.getInputProps('start_date')} />
            <TextInput type="date" label={t('ppm.fields.end_date')} {...form.getInputProps('end_date')} />
            <Select
              label={t('ppm.fields.status')}
              data={PPM_STATUSES.map((s) => ({ value: s, label: t(`ppm.statuses.${s}`) }))}
              allowDeselect={false}
              {...form.getInputProps('status')}
            />
            <TextInput label={t('ppm.fields.unit')} {...form.getInputProps('unit')} />
            <TextInput label={t('ppm.fields.category')} {...form.getInputProps('category')} />
            <NumberInput
              label={t('ppm.fields.report_cadence_days')}
              min={1}
              max={366}
              {...form.getInputProps('report_cadence_days')}
            />
          </SimpleGrid>
          <TagsInput label={t('ppm.fields.tags')} {...form.getInputProps('tags')} />
          <Group justify="space-between">
            <Button variant="subtle" color="coral" onClick={() => remove.run({ params: { id: measure.id } })}>
              {t('ppm.measure.delete')}
            </Button>
            <Button type="submit" loading={update.busy}>
              {t('ppm.measure.save')}
            </Button>
          </Group>
        </Stack>
      </form>
      <form
        onSubmit={moveForm.onSubmit((values) =>
          move.run({ params: { id: measure.id }, body: { package_id: values.package_id ?? '' } }),
        )}
      >
        <Group align="flex-end">
          <Select
            label={t('ppm.fields.package')}
            data={packages.map((p) => ({ value: p.id, label: p.title }))}
            searchable
            allowDeselect={false}
            style={{ flex: 1 }}
            {...moveForm.getInputProps('package_id')}
          />
          <Button type="submit" variant="light" loading={move.busy}>
            {t('ppm.measure.move')}
          </Button>
        </Group>
      </form>
    </Stack>
  )
}
