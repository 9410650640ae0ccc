import { NumberInput, Select, SimpleGrid, TagsInput, Textarea, TextInput } from '@mantine/core'
import type { GetInputPropsReturnType } from '@mantine/form'
import type { Person } from '@portal/contracts/people'
import { PPM_STATUSES, type PpmNode } from '@portal/contracts/ppm'
import { personName } from '../../lib/format.ts'
import { useTranslation } from '../../lib/texts.ts'

/** The details every level shares, as a form holds them (dates and numbers as typed). */
export interface NodeDetailsValues {
  title: string
  description: string
  owner_id: string | null
  sponsor_id: string | null
  start_date: string
  end_date: string
  status: string
  unit: string
  category: string
  tags: string[]
  report_cadence_days: number | string
}

export const nodeDetailsValues = (n: PpmNode): NodeDetailsValues => ({
  title: n.title,
  description: n.description,
  owner_id: n.owner?.id ?? null,
  sponsor_id: n.sponsor?.id ?? null,
  start_date: n.start_date ?? '',
  end_date: n.end_date ?? '',
  status: n.status,
  unit: n.unit,
  category: n.category,
  tags: n.tags,
  report_cadence_days: n.report_cadence_days ?? '',
})

/** The shared part of an edit's body: empty dates and cadence are null. */
export const nodeDetailsBody = (v: NodeDetailsValues) => ({
  title: v.title.trim(),
  description: v.description,
  owner_id: v.owner_id,
  sponsor_id: v.sponsor_id,
  start_date: v.start_date || null,
  end_date: v.end_date || null,
  status: v.status as PpmNode['status'],
  unit: v.unit,
  category: v.category,
  tags: v.tags,
  report_cadence_days: v.report_cadence_days === '' ? null : Number(v.report_cadence_days),
})

type Field = keyof NodeDetailsValues | 'business_case' | 'approver_id' | 'target'

/**
 * The detail fields of a level, for the level edit modal and the measure's details tab alike; a measure
 * adds its business case and approver, a programme, project or package its target (in `currency`).
 */
export function NodeDetailsFields({
  form,
  people,
  measure = false,
  currency,
  autoFocus = false,
}: {
  form: { getInputProps: (path: Field) => GetInputPropsReturnType }
  people: Person[]
  measure?: boolean
  /** Shows the target field, in this currency. */
  currency?: string
  autoFocus?: boolean
}) {
  const { t } = useTranslation()
  const personOptions = people.map((p) => ({ value: p.id, label: personName(p) }))
  const person = (
    field: 'owner_id' | 'sponsor_id' | 'approver_id',
    label: 'owner' | 'sponsor' | 'approver',
  ) => (
    <Select
      label={t(`ppm.fields.${label}`)}
      data={personOptions}
      searchable
      clearable
      {...form.getInputProps(field)}
    />
  )
  return (
    <>
      <TextInput
        label={t('ppm.fields.title')}
        required
        data-autofocus={autoFocus || undefined}
        {...form.getInputProps('title')}
      />
      <Textarea
        label={t('ppm.fields.description')}
        autosize
        minRows={2}
        {...form.getInputProps('description')}
      />
      {measure && (
        <Textarea
          label={t('ppm.fields.business_case')}
          autosize
          minRows={3}
          {...form.getInputProps('business_case')}
        />
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {person('owner_id', 'owner')}
        {person('sponsor_id', 'sponsor')}
        {measure && person('approver_id', 'approver')}
        <Select
          label={t('ppm.fields.status')}
          data={PPM_STATUSES.map((s) => ({ value: s, label: t(`ppm.statuses.${s}`) }))}
          allowDeselect={false}
          {...form.getInputProps('status')}
        />
        <TextInput type="date" label={t('ppm.fields.start_date')} {...form.getInputProps('start_date')} />
        <TextInput type="date" label={t('ppm.fields.end_date')} {...form.getInputProps('end_date')} />
        {currency && (
          <NumberInput
            label={`${t('ppm.fields.target')} (${currency})`}
            decimalScale={2}
            {...form.getInputProps('target')}
          />
        )}
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
    </>
  )
}
