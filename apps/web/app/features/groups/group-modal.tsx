import '../../components/modal-styles.ts'
import { Button, Modal, Group as Row, Stack } from '@mantine/core'
import { useForm } from '@mantine/form'
import { type Group, groupsApi } from '@portal/contracts/groups'
import {
  MemberSetFields,
  type MemberSetValues,
  memberSetBody,
  memberSetField,
  memberSetValues,
} from '../../components/member-set-fields.tsx'
import { useTranslation } from '../../lib/texts.ts'
import { useContractValidate } from '../../lib/use-contract-validate.ts'
import { useWrite } from '../../lib/use-write.ts'

/** Creates or edits a group of the active company; members are chosen among its active users. */
export function GroupModal({ group, onClose }: { group: Group | null; onClose: () => void }) {
  const { t } = useTranslation()
  const form = useForm<MemberSetValues>({
    initialValues: memberSetValues(group),
    validate: useContractValidate(
      () => import('@portal/contracts/groups'),
      (contract) => contract.groupInput,
      { body: memberSetBody, rename: memberSetField },
    ),
  })
  const saving = { form, rename: memberSetField, failure: t('groups.failed'), onSuccess: onClose }
  const create = useWrite(groupsApi.create, { ...saving, success: t('groups.created') })
  const update = useWrite(groupsApi.update, { ...saving, success: t('groups.saved') })
  const remove = useWrite(groupsApi.remove, {
    confirm: group ? t('groups.delete_confirm', { name: group.name }) : undefined,
    confirmLabel: t('groups.delete'),
    success: t('groups.deleted'),
    onSuccess: onClose,
  })

  async function onSubmit(values: MemberSetValues) {
    const body = memberSetBody(values)
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
