import '../../components/modal-styles.ts'
import { Button, Modal, Group as Row, Stack } from '@mantine/core'
import { useForm } from '@mantine/form'
import { notifications } from '@mantine/notifications'
import { type Group, groupsApi } from '@portal/contracts/groups'
import { useTranslation } from 'react-i18next'
import { useRevalidator } from 'react-router'
import {
  MemberSetFields,
  type MemberSetValues,
  memberSetBody,
  memberSetField,
  memberSetValues,
} from '../../components/member-set-fields.tsx'
import { browserApi } from '../../lib/browser-api.ts'
import { showSaveFailure } from '../../lib/form-errors.ts'

/** Creates or edits a group of the active company; members are chosen among its active users. */
export function GroupModal({ group, onClose }: { group: Group | null; onClose: () => void }) {
  const { t } = useTranslation()
  const revalidator = useRevalidator()
  const form = useForm<MemberSetValues>({ initialValues: memberSetValues(group) })
  const done = (message: string) => {
    notifications.show({ color: 'primary', message: t(message) })
    onClose()
    revalidator.revalidate()
  }

  async function onSubmit(values: MemberSetValues) {
    const body = memberSetBody(values)
    try {
      if (group) await browserApi.call(groupsApi.update, { params: { id: group.id }, body })
      else await browserApi.call(groupsApi.create, { body })
      done(group ? 'groups.saved' : 'groups.created')
    } catch (failure) {
      showSaveFailure(
        failure,
        form.setErrors,
        () => notifications.show({ color: 'coral', message: t('groups.failed') }),
        memberSetField,
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
          <MemberSetFields form={form} />
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
