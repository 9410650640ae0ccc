import '@mantine/core/styles/Checkbox.css'
import '@mantine/core/styles/InlineInput.css'
import { Checkbox, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { okrTasksApi, type Task } from '@portal/contracts/okr-projects'
import type { Person } from '@portal/contracts/people'
import { PersonPicker } from '../../../components/people-picker.tsx'
import { useTranslation } from '../../../lib/texts.ts'
import { useContractValidate } from '../../../lib/use-contract-validate.ts'
import { useWrite } from '../../../lib/use-write.ts'
import { PEOPLE_SOURCE } from '../okr-api.ts'
import { FormButtons, type FormProps, TitleAndDescription } from './form-parts.tsx'
import { ItemSelect, type Ref } from './item-picker.tsx'
import { itemSave } from './item-save.ts'

interface Values {
  project: Ref | null
  title: string
  description: string
  assignee: Person | null
  due_date: string
  is_complete: boolean
}

const RENAME: Record<string, string> = { project_id: 'project', assignee_id: 'assignee' }

const bodyOf = (values: Values) => ({
  project_id: values.project?.id,
  title: values.title,
  description: values.description,
  assignee_id: values.assignee?.id ?? null,
  due_date: values.due_date || null,
  is_complete: values.is_complete,
})

/** Create or edit a task of a project: what, who, by when. */
export function TaskForm({ item, onSaved, onCancel, project }: FormProps<Task> & { project?: Ref }) {
  const { t } = useTranslation()
  const form = useForm<Values>({
    initialValues: {
      project: item?.project ?? project ?? null,
      title: item?.title ?? '',
      description: item?.description ?? '',
      assignee: item?.assignee ?? null,
      due_date: item?.due_date ?? '',
      is_complete: item?.is_complete ?? false,
    },
    validate: useContractValidate(
      () => import('@portal/contracts/okr-projects'),
      (contract) => contract.taskInput,
      { body: bodyOf, rename: RENAME },
    ),
  })
  const save = itemSave(t, form, RENAME)
  const saved = (created: boolean) => (task: Task) => onSaved({ type: 'task', id: task.id }, created)
  const create = useWrite(okrTasksApi.create, { ...save, onSuccess: saved(true) })
  const update = useWrite(okrTasksApi.update, { ...save, onSuccess: saved(false) })

  async function onSubmit(values: Values) {
    const body = (await import('@portal/contracts/okr-projects')).taskInput.parse(bodyOf(values))
    await (item ? update.run({ params: { id: item.id }, body }) : create.run({ body }))
  }

  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate>
      <Stack>
        <ItemSelect
          type="project"
          label={t('okr.fields.project')}
          required
          value={form.values.project}
          onChange={(value) => form.setFieldValue('project', value)}
          error={form.errors.project as string | undefined}
        />
        <TitleAndDescription form={form} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <PersonPicker
            label={t('okr.fields.assignee')}
            source={PEOPLE_SOURCE}
            value={form.values.assignee}
            onChange={(assignee) => form.setFieldValue('assignee', assignee)}
            error={form.errors.assignee as string | undefined}
          />
          <TextInput type="date" label={t('okr.fields.due_date')} {...form.getInputProps('due_date')} />
        </SimpleGrid>
        <Checkbox
          label={t('okr.fields.is_complete')}
          {...form.getInputProps('is_complete', { type: 'checkbox' })}
        />
        <FormButtons onCancel={onCancel} submitting={form.submitting} />
      </Stack>
    </form>
  )
}
