import '@mantine/core/styles/NumberInput.css'
import '@mantine/core/styles/Slider.css'
import '@mantine/core/styles/Checkbox.css'
import '@mantine/core/styles/InlineInput.css'
import {
  Checkbox,
  Input,
  NumberInput,
  Select,
  SimpleGrid,
  Slider,
  Stack,
  Text,
  TextInput,
} from '@mantine/core'
import { useForm } from '@mantine/form'
import {
  KEY_RESULT_METRICS,
  type KeyResult,
  type KeyResultMetric,
  keyResultProgress,
  NUMERIC_METRICS,
  okrKeyResultsApi,
  SUMMABLE_METRICS,
} from '@portal/contracts/okr-key-results'
import type { Person } from '@portal/contracts/people'
import { useId } from 'react'
import { PersonPicker } from '../../../components/people-picker.tsx'
import { formatters } from '../../../lib/format.ts'
import { useTranslation } from '../../../lib/texts.ts'
import { useContractValidate } from '../../../lib/use-contract-validate.ts'
import { useLocale } from '../../../lib/use-locale.ts'
import { useWrite } from '../../../lib/use-write.ts'
import { useMeasureLinks } from '../measure-links.tsx'
import { PEOPLE_SOURCE } from '../okr-api.ts'
import { numberSeparators } from '../okr-display.tsx'
import { FormButtons, type FormProps, TitleAndDescription } from './form-parts.tsx'
import { ItemSelect, type Ref } from './item-picker.tsx'
import { itemSave } from './item-save.ts'
import { MilestonesEditor, type MilestoneValue } from './milestones-editor.tsx'

interface Values {
  objective: Ref | null
  title: string
  description: string
  metric: KeyResultMetric
  start_value: number | string
  target_value: number | string
  current_value: number | string
  unit: string
  weight: number | string
  responsible: Person | null
  confidence: number
  milestones: MilestoneValue[]
}

const RENAME: Record<string, string> = { objective_id: 'objective', responsible_id: 'responsible' }
const num = (value: number | string) => (value === '' ? undefined : Number(value))

function bodyOf(values: Values) {
  const numeric = NUMERIC_METRICS.includes(values.metric)
  return {
    objective_id: values.objective?.id,
    title: values.title,
    description: values.description,
    metric: values.metric,
    start_value: numeric ? num(values.start_value) : 0,
    ...(numeric && { target_value: num(values.target_value) }),
    ...(values.metric !== 'milestone' && { current_value: num(values.current_value) }),
    unit:
      values.metric === 'percentage'
        ? '%'
        : values.metric === 'currency'
          ? values.unit.toUpperCase()
          : values.unit,
    weight: num(values.weight),
    responsible_id: values.responsible?.id ?? null,
    confidence: values.confidence,
    milestones:
      values.metric === 'milestone'
        ? values.milestones.map(({ id, title, done }) => ({ ...(id && { id }), title, done }))
        : [],
  }
}

/** Create or edit a key result: how it is measured, from where to where, by whom, how sure. */
export function KeyResultForm({
  item,
  onSaved,
  onCancel,
  objective,
}: FormProps<KeyResult> & { objective?: Ref }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const separators = numberSeparators(locale)
  const form = useForm<Values>({
    initialValues: {
      objective: item?.objective ?? objective ?? null,
      title: item?.title ?? '',
      description: item?.description ?? '',
      metric: item?.metric ?? 'percentage',
      start_value: item?.start_value ?? 0,
      target_value: item?.target_value ?? 100,
      current_value: item?.current_value ?? '',
      unit: item?.unit ?? '',
      weight: item?.weight ?? 1,
      responsible: item?.responsible ?? null,
      confidence: item?.confidence ?? 5,
      milestones: item?.milestones.map((m) => ({ ...m, key: m.id })) ?? [],
    },
    validate: useContractValidate(
      () => import('@portal/contracts/okr-key-results'),
      (contract) => contract.keyResultInput,
      { body: bodyOf, rename: RENAME },
    ),
  })
  const save = itemSave(t, form, RENAME)
  const saved = (created: boolean) => (kr: KeyResult) => onSaved({ type: 'key_result', id: kr.id }, created)
  const create = useWrite(okrKeyResultsApi.create, { ...save, onSuccess: saved(true) })
  const update = useWrite(okrKeyResultsApi.update, { ...save, onSuccess: saved(false) })
  const { metric } = form.values
  const numeric = NUMERIC_METRICS.includes(metric)
  // A key result whose value its PPM measures keep: what the server would refuse is closed up front.
  const links = useMeasureLinks()
  const keptId = useId()
  const kept = (item && links.get(item.id)?.from_measures) ?? false

  async function onSubmit(values: Values) {
    const body = (await import('@portal/contracts/okr-key-results')).keyResultInput.parse(bodyOf(values))
    await (item ? update.run({ params: { id: item.id }, body }) : create.run({ body }))
  }

  const body = bodyOf(form.values)
  const start = body.start_value ?? 0
  const preview = keyResultProgress({
    metric,
    start_value: start,
    target_value: metric === 'yes_no' ? 1 : (body.target_value ?? start),
    current_value: body.current_value ?? start,
    milestones: form.values.milestones,
  })

  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate>
      <Stack>
        <ItemSelect
          type="objective"
          label={t('okr.fields.objective')}
          required
          value={form.values.objective}
          onChange={(value) => form.setFieldValue('objective', value)}
          error={form.errors.objective as string | undefined}
        />
        <TitleAndDescription form={form} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('okr.fields.metric')}
            data={KEY_RESULT_METRICS.map((value) => ({
              value,
              label: t(`okr.metrics.${value}`),
              disabled: kept && !SUMMABLE_METRICS.includes(value),
            }))}
            allowDeselect={false}
            description={kept ? t('okr.measures.metric_kept') : undefined}
            {...form.getInputProps('metric')}
          />
          {metric === 'currency' && (
            <TextInput
              label={t('okr.fields.currency')}
              description={kept ? t('okr.measures.currency_kept') : t('okr.fields.currency_hint')}
              maxLength={3}
              disabled={kept && item?.metric === 'currency'}
              {...form.getInputProps('unit')}
            />
          )}
          {metric === 'number' && (
            <TextInput
              label={t('okr.fields.unit')}
              placeholder={t('okr.fields.unit_hint_number')}
              {...form.getInputProps('unit')}
            />
          )}
        </SimpleGrid>
        {numeric && (
          <SimpleGrid cols={3}>
            <NumberInput
              label={t('okr.fields.start_value')}
              {...separators}
              {...form.getInputProps('start_value')}
            />
            <NumberInput
              label={t('okr.fields.target_value')}
              required
              {...separators}
              {...form.getInputProps('target_value')}
            />
            <NumberInput
              label={t('okr.fields.current_value')}
              disabled={kept}
              aria-describedby={kept ? keptId : undefined}
              data-testid="current-value"
              {...separators}
              {...form.getInputProps('current_value')}
            />
          </SimpleGrid>
        )}
        {numeric && kept && (
          <Text id={keptId} size="xs" c="dimmed" mt={-8} data-testid="value-kept">
            {t('okr.measures.value_kept')}
          </Text>
        )}
        {metric === 'yes_no' && (
          <Checkbox
            label={t('okr.fields.yes_no_current')}
            checked={form.values.current_value === 1}
            onChange={(event) => form.setFieldValue('current_value', event.currentTarget.checked ? 1 : 0)}
            error={form.errors.current_value}
          />
        )}
        {metric === 'milestone' && (
          <MilestonesEditor
            value={form.values.milestones}
            onChange={(milestones) => form.setFieldValue('milestones', milestones)}
            errors={form.errors}
          />
        )}
        <Text size="sm" c="dimmed" data-testid="progress-preview">
          {t('okr.fields.preview', { progress: formatters(locale).percent(preview) })}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label={t('okr.fields.weight')}
            description={t('okr.fields.weight_hint')}
            min={0}
            max={100}
            {...separators}
            {...form.getInputProps('weight')}
          />
          <PersonPicker
            label={t('okr.fields.responsible_person')}
            source={PEOPLE_SOURCE}
            value={form.values.responsible}
            onChange={(responsible) => form.setFieldValue('responsible', responsible)}
            error={form.errors.responsible as string | undefined}
          />
        </SimpleGrid>
        <Input.Wrapper label={t('okr.fields.confidence')} error={form.errors.confidence}>
          <Slider
            min={0}
            max={10}
            step={1}
            marks={[0, 5, 10].map((value) => ({ value, label: String(value) }))}
            mb="md"
            thumbLabel={t('okr.fields.confidence')}
            {...form.getInputProps('confidence')}
          />
        </Input.Wrapper>
        <FormButtons onCancel={onCancel} submitting={form.submitting} />
      </Stack>
    </form>
  )
}
