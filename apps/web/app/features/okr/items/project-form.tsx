import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { okrProjectsApi, PROJECT_STATUSES, type Project } from '@portal/contracts/okr-projects'
import type { Person } from '@portal/contracts/people'
import { useEffect, useRef } from 'react'
import { PersonPicker } from '../../../components/people-picker.tsx'
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
  owner: Person | null
  team_id: string | null
  start_date: string
  end_date: string
  status: Project['status']
  key_results: Ref[]
}

const RENAME: Record<string, string> = { owner_id: 'owner', key_result_ids: 'key_results' }

const bodyOf = (values: Values) => ({
  title: values.title,
  description: values.description,
  owner_id: values.owner?.id,
  team_id: values.team_id,
  start_date: values.start_date || null,
  end_date: values.end_date || null,
  status: values.status,
  key_result_ids: values.key_results.map((kr) => kr.id),
})

/** Create or edit a project (initiative): the work, who leads it, when, and which key results it moves. */
export function ProjectForm({
  item,
  onSaved,
  onCancel,
  keyResult,
}: FormProps<Project> & { keyResult?: Ref }) {
  const { t } = useTranslation()
  const me = useMyPerson()
  const teams = useTeamOptions()
  const form = useForm<Values>({
    initialValues: {
      title: item?.title ?? '',
      description: item?.description ?? '',
      owner: item ? item.owner : null,
      team_id: item?.team?.id ?? null,
      start_date: item?.start_date ?? '',
      end_date: item?.end_date ?? '',
      status: item?.status ?? 'planned',
      key_results: item?.key_results ?? (keyResult ? [keyResult] : []),
    },
    validate: useContractValidate(
      () => import('@portal/contracts/okr-projects'),
      (contract) => contract.projectInput,
      { body: bodyOf, rename: RENAME },
    ),
  })
  const save = itemSave(t, form, RENAME)
  const saved = (created: boolean) => (project: Project) =>
    onSaved({ type: 'project', id: project.id }, created)
  const create = useWrite(okrProjectsApi.create, { ...save, onSuccess: saved(true) })
  const update = useWrite(okrProjectsApi.update, { ...save, onSuccess: saved(false) })
  const defaulted = useRef(false)
  useEffect(() => {
    if (item || !me || defaulted.current) return
    defaulted.current = true
    if (!form.values.owner) form.setFieldValue('owner', me)
  }, [item, me, form.values.owner, form.setFieldValue])

  async function onSubmit(values: Values) {
    const body = (await import('@portal/contracts/okr-projects')).projectInput.parse(bodyOf(values))
    await (item ? update.run({ params: { id: item.id }, body }) : create.run({ body }))
  }

  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate>
      <Stack>
        <TitleAndDescription form={form} />
        <ItemMultiSelect
          type="key_result"
          label={t('okr.fields.key_results')}
          value={form.values.key_results}
          onChange={(key_results) => form.setFieldValue('key_results', key_results)}
          error={form.errors.key_results as string | undefined}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <PersonPicker
            label={t('okr.fields.owner')}
            source={PEOPLE_SOURCE}
            value={form.values.owner}
            onChange={(owner) => form.setFieldValue('owner', owner)}
            error={form.errors.owner as string | undefined}
          />
          <Select
            label={t('okr.fields.team')}
            placeholder={t('okr.fields.no_team')}
            data={teams}
            clearable
            searchable
            {...form.getInputProps('team_id')}
          />
          <TextInput type="date" label={t('okr.fields.start_date')} {...form.getInputProps('start_date')} />
          <TextInput type="date" label={t('okr.fields.end_date')} {...form.getInputProps('end_date')} />
        </SimpleGrid>
        <Select
          label={t('okr.fields.status')}
          data={PROJECT_STATUSES.map((value) => ({ value, label: t(`okr.project_statuses.${value}`) }))}
          allowDeselect={false}
          {...form.getInputProps('status')}
        />
        <FormButtons onCancel={onCancel} submitting={form.submitting} />
      </Stack>
    </form>
  )
}
