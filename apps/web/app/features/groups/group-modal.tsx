import '../../components/modal-styles.ts'
import { Button, Modal, Group as Row, Stack, Textarea, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { type Group, groupInput, groupsApi } from '@portal/contracts/groups'
import type { Person } from '@portal/contracts/people'
import { usersApi } from '@portal/contracts/users'
import { useTranslation } from 'react-i18next'
import { PeopleMultiPicker } from '../../components/people-picker.tsx'
import { useContractValidate } from '../../lib/use-contract-validate.ts'
import { useMe } from '../../lib/use-me.ts'
import { useWrite } from '../../lib/use-write.ts'

type Values = { name: string; description: string; members: Person[] }

const RENAME = { member_ids: 'members' }
const bodyOf = (values: Values) => ({
  name: values.name,
  description: values.description,
  member_ids: values.members.map((p) => p.id),
})

/** Creates or edits a group of the active company; members are chosen among its active users. */
export function GroupModal({ group, onClose }: { group: Group | null; onClose: () => void }) {
  const { t } = useTranslation()
  const me = useMe()
  const form = useForm<Values>({
    initialValues: {
      name: group?.name ?? '',
      description: group?.description ?? '',
      members: group?.members ?? [],
    },
    validate: useContractValidate(groupInput, { body: bodyOf, rename: RENAME }),
  })
  const saving = { form, rename: RENAME, failure: t('groups.failed'), onSuccess: onClose }
  const create = useWrite(groupsApi.create, { ...saving, success: t('groups.created') })
  const update = useWrite(groupsApi.update, { ...saving, success: t('groups.saved') })
  const remove = useWrite(groupsApi.remove, {
    confirm: group ? t('groups.delete_confirm', { name: group.name }) : undefined,
    success: t('groups.deleted'),
    onSuccess: onClose,
  })

  async function onSubmit(values: Values) {
    const body = bodyOf(values)
    await (group ? update.run({ params: { id: group.id }, body }) : create.run({ body }))
  }

  const onDelete = () => group && remove.run({ params: { id: group.id } })

  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('users.close') }}
      opened
      onClose={onClose}
      title={group ? t('groups.edit', { name: group.name }) : t('groups.new')}
      size="lg"
    >
      <form onSubmit={form.onSubmit(onSubmit)} noValidate>
        <Stack>
          <TextInput label={t('groups.name')} required {...form.getInputProps('name')} />
          <Textarea
            label={t('groups.description')}
            autosize
            minRows={2}
            {...form.getInputProps('description')}
          />
          <PeopleMultiPicker
            label={t('groups.members')}
            source={{
              endpoint: usersApi.list,
              query: { company: me?.active_company ?? undefined, is_active: 'true' },
            }}
            value={form.values.members}
            onChange={(members) => form.setFieldValue('members', members)}
            error={form.errors.members as string | undefined}
          />
          <Row justify="space-between">
            {group ? (
              <Button variant="subtle" color="coral" onClick={onDelete}>
                {t('groups.delete')}
              </Button>
            ) : (
              <span />
            )}
            <Button type="submit" loading={form.submitting}>
              {t('groups.save')}
            </Button>
          </Row>
        </Stack>
      </form>
    </Modal>
  )
}
