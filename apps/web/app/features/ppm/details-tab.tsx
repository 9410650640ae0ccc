import { Button, Group, Select, Stack } from '@mantine/core'
import { useForm } from '@mantine/form'
import type { Person } from '@portal/contracts/people'
import { type PpmNode, type PpmNodePage, ppmApi } from '@portal/contracts/ppm'
import { useTranslation } from '../../lib/texts.ts'
import { useWrite } from '../../lib/use-write.ts'
import {
  NodeDetailsFields,
  type NodeDetailsValues,
  nodeDetailsBody,
  nodeDetailsValues,
} from './node-details-fields.tsx'

type Values = NodeDetailsValues & { approver_id: string | null; business_case: string }

const valuesOf = (m: PpmNodePage): Values => ({
  ...nodeDetailsValues(m),
  approver_id: m.approver?.id ?? null,
  business_case: m.business_case,
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

  async function onSubmit(values: Values) {
    await update.run({
      params: { id: measure.id },
      body: {
        ...nodeDetailsBody(values),
        // The level endpoints share one body type; these two are the measure's own.
        ...{ approver_id: values.approver_id, business_case: values.business_case },
      },
    })
  }

  return (
    <Stack>
      <form onSubmit={form.onSubmit(onSubmit)} noValidate>
        <Stack>
          <NodeDetailsFields form={form} people={people} measure />
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
