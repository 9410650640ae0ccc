import '../../components/modal-styles.ts'
import { Button, Group, Modal, Select, Stack } from '@mantine/core'
import { useForm } from '@mantine/form'
import type { Person } from '@portal/contracts/people'
import { type PpmNode, ppmApi } from '@portal/contracts/ppm'
import { useTranslation } from '../../lib/texts.ts'
import { useWrite } from '../../lib/use-write.ts'
import { toCents } from './money.ts'
import {
  NodeDetailsFields,
  type NodeDetailsValues,
  nodeDetailsBody,
  nodeDetailsValues,
} from './node-details-fields.tsx'

type UpperLevel = 'program' | 'project' | 'package'

type Values = NodeDetailsValues & { target: number | string }

const valuesOf = (n: PpmNode): Values => ({
  ...nodeDetailsValues(n),
  target: n.target_cents === null ? '' : n.target_cents / 100,
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

  async function onSubmit(values: Values) {
    await updates[level].run({
      params: { id: node.id },
      body: {
        ...nodeDetailsBody(values),
        target_cents: values.target === '' ? null : toCents(Number(values.target)),
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
            <NodeDetailsFields form={form} people={people} currency={currency} autoFocus />
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
