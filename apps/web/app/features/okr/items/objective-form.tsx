import { Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { HEALTHS, OBJECTIVE_STATUSES, periodRange, quarterOf, quarterPresets } from '@portal/contracts/okr'
import { type Objective, okrObjectivesApi } from '@portal/contracts/okr-objectives'
import type { Person } from '@portal/contracts/people'
import { useEffect, useRef } from 'react'
import { PeopleMultiPicker, PersonPicker } from '../../../components/people-picker.tsx'
import { useTranslation } from '../../../lib/texts.ts'
import { useContractValidate } from '../../../lib/use-contract-validate.ts'
import { useWrite } from '../../../lib/use-write.ts'
import { PEOPLE_SOURCE } from '../okr-api.ts'
import {
  FormButtons,
  type FormProps,
  TitleAndDescription,
  useMyPerson,
  useTeamOptions,
} from './form-parts.tsx'
import { ItemMultiSelect, type Ref } from './item-picker.tsx'
import { itemSave } from './item-save.ts'

interface Values {
  title: string
  description: string
  team_id: string | null
  owner: Person | null
  responsible: Person[]
  period_start: string
  period_end: string
  status: Objective['status']
  health: Objective['health']
  parents: Ref[]
}

const RENAME: Record<string, string> = {
  owner_id: 'owner',
  responsible_ids: 'responsible',
  parent_ids: 'parents',
}

const bodyOf = (values: Values) => ({
  title: values.title,
  description: values.description,
  team_id: values.team_id,
  owner_id: values.owner?.id,
  responsible_ids: values.responsible.map((p) => p.id),
  period_start: values.period_start,
  period_end: values.period_end,
  status: values.status,
  health: values.health,
  parent_ids: values.parents.map((p) => p.id),
})

/** Create or edit an objective: what, who, when, how it aligns, and how it is going. */
export function ObjectiveForm({ item, onSaved, onCancel }: FormProps<Objective>) {
  const { t } = useTranslation()
  const me = useMyPerson()
  const teams = useTeamOptions()
  const today = new Date().toISOString().slice(0, 10)
  const current = periodRange(quarterOf(today))
  const form = useForm<Values>({
    initialValues: {
      title: item?.title ?? '',
      description: item?.description ?? '',
      team_id: item?.team?.id ?? null,
      owner: item ? item.owner : null,
      responsible: item?.responsible ?? [],
      period_start: item?.period_start ?? current.start,
      period_end: item?.period_end ?? current.end,
      status: item?.status ?? 'active',
      health: item?.health ?? 'on_track',
      parents: item?.parents ?? [],
    },
    validate: useContractValidate(
      () => import('@portal/contracts/okr-objectives'),
      (contract) => contract.objectiveInput,
      { body: bodyOf, rename: RENAME },
    ),
  })
  const save = itemSave(t, form, RENAME)
  const saved = (created: boolean) => (objective: Objective) =>
    onSaved({ type: 'objective', id: objective.id }, created)
  const create = useWrite(okrObjectivesApi.create, { ...save, onSuccess: saved(true) })
  const update = useWrite(okrObjectivesApi.update, { ...save, onSuccess: saved(false) })
  // A new objective belongs to its author unless someone else is chosen.
  const defaulted = useRef(false)
  useEffect(() => {
    if (item || !me || defaulted.current) return
    defaulted.current = true
    if (!form.values.owner) form.setFieldValue('owner', me)
  }, [item, me, form.values.owner, form.setFieldValue])
  const presets = quarterPresets(today, 2, 3)
  const preset = presets.find((p) => p.start === form.values.period_start && p.end === form.values.period_end)

  async function onSubmit(values: Values) {
    // The form's check passed: the contract takes the body (and gives it its own type).
    const body = (await import('@portal/contracts/okr-objectives')).objectiveInput.parse(bodyOf(values))
    await (item ? update.run({ params: { id: item.id }, body }) : create.run({ body }))
  }

  const error = (path: keyof Values) => form.errors[path] as string | undefined
  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate>
      <Stack>
        <TitleAndDescription form={form} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('okr.fields.team')}
            placeholder={t('okr.fields.no_team')}
            data={teams}
            clearable
            searchable
            {...form.getInputProps('team_id')}
          />
          <PersonPicker
            label={t('okr.fields.owner')}
            source={PEOPLE_SOURCE}
            value={form.values.owner}
            onChange={(owner) => form.setFieldValue('owner', owner)}
            error={error('owner')}
          />
        </SimpleGrid>
        <PeopleMultiPicker
          label={t('okr.fields.responsible')}
          source={PEOPLE_SOURCE}
          value={form.values.responsible}
          onChange={(responsible) => form.setFieldValue('responsible', responsible)}
          error={error('responsible')}
        />
        <Group grow align="flex-start">
          <Select
            label={t('okr.fields.period_preset')}
            data={[...presets.map((p) => p.key), 'custom'].map((value) => ({
              value,
              label: value === 'custom' ? t('okr.fields.custom_period') : value,
            }))}
            value={preset?.key ?? 'custom'}
            allowDeselect={false}
            onChange={(key) => {
              if (!key || key === 'custom') return
              const range = periodRange(key)
              form.setValues({ period_start: range.start, period_end: range.end })
            }}
          />
          <TextInput
            type="date"
            label={t('okr.fields.period_start')}
            required
            {...form.getInputProps('period_start')}
          />
          <TextInput
            type="date"
            label={t('okr.fields.period_end')}
            required
            {...form.getInputProps('period_end')}
          />
        </Group>
        <ItemMultiSelect
          type="objective"
          label={t('okr.fields.parents')}
          description={t('okr.fields.parents_hint')}
          value={form.values.parents}
          onChange={(parents) => form.setFieldValue('parents', parents)}
          exclude={item ? [item.id] : []}
          error={error('parents')}
        />
        <SimpleGrid cols={2}>
          <Select
            label={t('okr.fields.status')}
            data={OBJECTIVE_STATUSES.map((value) => ({ value, label: t(`okr.statuses.${value}`) }))}
            allowDeselect={false}
            {...form.getInputProps('status')}
          />
          <Select
            label={t('okr.fields.health')}
            data={HEALTHS.map((value) => ({ value, label: t(`okr.healths.${value}`) }))}
            allowDeselect={false}
            {...form.getInputProps('health')}
          />
        </SimpleGrid>
        <FormButtons onCancel={onCancel} submitting={form.submitting} />
      </Stack>
    </form>
  )
}
