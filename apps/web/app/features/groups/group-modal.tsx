import type { WebKey } from '@portal/i18n/text-keys'
import '../../components/modal-styles.ts'
import { Button, Modal, Group as Row, Stack, Textarea, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { notifications } from '@mantine/notifications'
import { type Group, groupsApi } from '@portal/contracts/groups'
import type { Person } from '@portal/contracts/people'
import { usersApi } from '@portal/contracts/users'
import { useTranslation } from 'react-i18next'
import { useRevalidator } from 'react-router'
import { PeopleMultiPicker } from '../../components/people-picker.tsx'
import { browserApi } from '../../lib/browser-api.ts'
import { showSaveFailure } from '../../lib/form-errors.ts'
import { useMe } from '../../lib/use-me.ts'

type Values = { name: string; description: string; members: Person[] }

/** Creates or edits a group of the active company; members are chosen among its active users. */
export function GroupModal({ group, onClose }: { group: Group | null; onClose: () => void }) {
  const { t } = useTranslation()
  const me = useMe()
  const revalidator = useRevalidator()
  const form = useForm<Values>({
    initialValues: {
      name: group?.name ?? '',
      description: group?.description ?? '',
      members: group?.members ?? [],
    },
  })
  const done = (message: WebKey) => {
    notifications.show({ color: 'primary', message: t(message) })
    onClose()
    revalidator.revalidate()
  }

  async function onSubmit(values: Values) {
    const body = {
      name: values.name,
      description: values.description,
      member_ids: values.members.map((p) => p.id),
    }
    try {
      if (group) await browserApi.call(groupsApi.update, { params: { id: group.id }, body })
      else await browserApi.call(groupsApi.create, { body })
      done(group ? 'groups.saved' : 'groups.created')
    } catch (failure) {
      showSaveFailure(
        failure,
        form.setErrors,
        () => notifications.show({ color: 'coral', message: t('groups.failed') }),
        (path) => (path === 'member_ids' ? 'members' : path),
      )
    }
  }

  async function onDelete() {
    if (!group || !window.confirm(t('groups.delete_confirm', { name: group.name }))) return
    await browserApi.call(groupsApi.remove, { params: { id: group.id } })
    done('groups.deleted')
  }

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
