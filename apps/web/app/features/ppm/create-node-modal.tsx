import '../../components/modal-styles.ts'
import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import type { Person } from '@portal/contracts/people'
import { type PpmLevel, type PpmNode, ppmApi } from '@portal/contracts/ppm'
import { personName } from '../../lib/format.ts'
import { useTranslation } from '../../lib/texts.ts'
import { useWrite } from '../../lib/use-write.ts'

const PARENT: Record<PpmLevel, PpmLevel | null> = {
  program: null,
  project: 'program',
  package: 'project',
  measure: 'package',
}

interface Values {
  parent: string | null
  title: string
  owner: string | null
  approver: string | null
}

/** Creates a programme, project, package or measure; a new measure opens on its own page. */
export function CreateNodeModal({
  level,
  nodes,
  people,
  onClose,
  onCreated,
}: {
  level: PpmLevel
  nodes: PpmNode[]
  people: Person[]
  onClose: () => void
  onCreated: (node: { id: string; level: PpmLevel }) => void
}) {
  const { t } = useTranslation()
  const parentLevel = PARENT[level]
  const parents = nodes.filter((n) => n.level === parentLevel)
  const form = useForm<Values>({
    initialValues: { parent: parents[0]?.id ?? null, title: '', owner: null, approver: null },
    validate: {
      title: (value) => (value.trim() ? null : t('fields.required')),
      parent: (value) => (parentLevel && !value ? t('fields.required') : null),
    },
  })
  const saving = {
    form,
    rename: {
      program_id: 'parent',
      project_id: 'parent',
      package_id: 'parent',
      owner_id: 'owner',
      approver_id: 'approver',
    },
    failure: t('ppm.create.failed'),
    success: (node: { title: string }) => t('ppm.create.created', { title: node.title }),
    reload: false,
    onSuccess: (node: { id: string; level: PpmLevel }) => onCreated(node),
  }
  const program = useWrite(ppmApi.createProgram, saving)
  const project = useWrite(ppmApi.createProject, saving)
  const pkg = useWrite(ppmApi.createPackage, saving)
  const measure = useWrite(ppmApi.createMeasure, saving)

  async function onSubmit(values: Values) {
    const common = { title: values.title.trim(), owner_id: values.owner }
    const parent = values.parent ?? ''
    if (level === 'program') await program.run({ body: common })
    if (level === 'project') await project.run({ body: { ...common, program_id: parent } })
    if (level === 'package') await pkg.run({ body: { ...common, project_id: parent } })
    if (level === 'measure')
      await measure.run({ body: { ...common, package_id: parent, approver_id: values.approver } })
  }

  const personOptions = people.map((p) => ({ value: p.id, label: personName(p) }))
  return (
    <Modal opened onClose={onClose} title={t(`ppm.create.${level}`)} size="lg">
      <form onSubmit={form.onSubmit(onSubmit)} noValidate>
        <Stack>
          {parentLevel && (
            <Select
              label={t(`ppm.levels.${parentLevel}`)}
              data={parents.map((p) => ({ value: p.id, label: p.title }))}
              searchable
              required
              {...form.getInputProps('parent')}
            />
          )}
          <TextInput label={t('ppm.fields.title')} required data-autofocus {...form.getInputProps('title')} />
          <Select
            label={t('ppm.fields.owner')}
            data={personOptions}
            searchable
            clearable
            {...form.getInputProps('owner')}
          />
          {level === 'measure' && (
            <Select
              label={t('ppm.fields.approver')}
              data={personOptions}
              searchable
              clearable
              {...form.getInputProps('approver')}
            />
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={form.submitting}>
              {t(`ppm.create.${level}`)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
