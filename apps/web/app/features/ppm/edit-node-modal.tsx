import '../../components/modal-styles.ts'
import {
  Button,
  Group,
  Modal,
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
import { PPM_STATUSES, type PpmNode, ppmApi } from '@portal/contracts/ppm'
import { useTranslation } from 'react-i18next'
import { personName } from '../../lib/format.ts'
import { useWrite } from '../../lib/use-write.ts'
import { toCents } from './money.ts'

type UpperLevel = 'program' | 'project' | 'package'

interface Values {
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
  target: number | string
  report_cadence_days: number | string
}

const valuesOf = (n: PpmNode): Values => ({
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
  target: n.target_cents === null ? '' : n.target_cents / 100,
  report_cadence_days: n.report_cadence_days ?? '',
})

/**
 * Edits a programme, project or package: its details, and for a project or package the parent it
 * sits in (what is inside moves along); deletes it with everything inside.
 */
export function EditNodeModal({
  node,
  nodes,
  people,
  currency,
  onClose,
}: {
  node: PpmNode & { level: UpperLevel }
  nodes: PpmNode[]
  people: Person[]
  currency: string
  onClose: () => void
}) {
  const { t } = useTranslation()
  const level = node.level
  const form = useForm<Values>({ initialValues: valuesOf(node) })
  const parentLevel = level === 'project' ? 'program' : level === 'package' ? 'project' : null
  const parentId = level === 'project' ? node.program_id : level === 'package' ? node.project_id : null
  const moveForm = useForm({ initialValues: { parent: parentId } })
  const saved = { form, success: t('ppm.edit.saved'), failure: t('ppm.edit.failed'), onSuccess: onClose }
  const updates = {
    program: useWrite(ppmApi.programUpdate, saved),
    project: useWrite(ppmApi.projectUpdate, saved),
    package: useWrite(ppmApi.packageUpdate, saved),
  }
  const moved = { form: moveForm, success: t('ppm.edit.moved'), onSuccess: onClose }
  const moveProject = useWrite(ppmApi.moveProject, { ...moved, rename: { program_id: 'parent' } })
  const movePackage = useWrite(ppmApi.movePackage, { ...moved, rename: { project_id: 'parent' } })
  const removed = {
    confirm: t('ppm.edit.delete_confirm', { title: node.title }),
    confirmLabel: t('ppm.edit.delete'),
    success: t('ppm.edit.deleted'),
    onSuccess: onClose,
  }
  const removes = {
    program: useWrite(ppmApi.programRemove, removed),
    project: useWrite(ppmApi.projectRemove, removed),
    package: useWrite(ppmApi.packageRemove, removed),
  }
  const personOptions = people.map((p) => ({ value: p.id, label: personName(p) }))

  async function onSubmit(values: Values) {
    await updates[level].run({
      params: { id: node.id },
      body: {
        title: values.title.trim(),
        description: values.description,
        owner_id: values.owner_id,
        sponsor_id: values.sponsor_id,
        start_date: values.start_date || null,
        end_date: values.end_date || null,
        status: values.status as PpmNode['status'],
        unit: values.unit,
        category: values.category,
        tags: values.tags,
        target_cents: values.target === '' ? null : toCents(Number(values.target)),
        report_cadence_days: values.report_cadence_days === '' ? null : Number(values.report_cadence_days),
      },
    })
  }

  async function onMove({ parent }: { parent: string | null }) {
    if (level === 'project')
      await moveProject.run({ params: { id: node.id }, body: { program_id: parent ?? '' } })
    if (level === 'package')
      await movePackage.run({ params: { id: node.id }, body: { project_id: parent ?? '' } })
  }

  return (
    <Modal opened onClose={onClose} title={t(`ppm.edit.${level}`, { title: node.title })} size="xl">
      <Stack>
        <form onSubmit={form.onSubmit(onSubmit)} noValidate>
          <Stack>
            <TextInput
              label={t('ppm.fields.title')}
              required
              data-autofocus
              {...form.getInputProps('title')}
            />
            <Textarea
              label={t('ppm.fields.description')}
              autosize
              minRows={2}
              {...form.getInputProps('description')}
            />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Select
                label={t('ppm.fields.owner')}
                data={personOptions}
                searchable
                clearable
                {...form.getInputProps('owner_id')}
              />
              <Select
                label={t('ppm.fields.sponsor')}
                data={personOptions}
                searchable
                clearable
                {...form.getInputProps('sponsor_id')}
              />
              <Select
                label={t('ppm.fields.status')}
                data={PPM_STATUSES.map((s) => ({ value: s, label: t(`ppm.statuses.${s}`) }))}
                allowDeselect={false}
                {...form.getInputProps('status')}
              />
              <TextInput
                type="date"
                label={t('ppm.fields.start_date')}
                {...form.getInputProps('start_date')}
              />
              <TextInput type="date" label={t('ppm.fields.end_date')} {...form.getInputProps('end_date')} />
              <NumberInput
                label={`${t('ppm.fields.target')} (${currency})`}
                decimalScale={2}
                {...form.getInputProps('target')}
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
              <Button
                variant="subtle"
                color="coral"
                onClick={() => removes[level].run({ params: { id: node.id } })}
              >
                {t('ppm.edit.delete')}
              </Button>
              <Button type="submit" loading={updates[level].busy}>
                {t('ppm.edit.save')}
              </Button>
            </Group>
          </Stack>
        </form>
        {parentLevel && (
          <form onSubmit={moveForm.onSubmit(onMove)} noValidate>
            <Group align="flex-end">
              <Select
                label={t(`ppm.levels.${parentLevel}`)}
                data={nodes
                  .filter((n) => n.level === parentLevel)
                  .map((p) => ({ value: p.id, label: p.title }))}
                searchable
                allowDeselect={false}
                style={{ flex: 1 }}
                {...moveForm.getInputProps('parent')}
              />
              <Button type="submit" variant="light" loading={moveProject.busy || movePackage.busy}>
                {t('ppm.edit.move')}
              </Button>
            </Group>
          </form>
        )}
      </Stack>
    </Modal>
  )
}
