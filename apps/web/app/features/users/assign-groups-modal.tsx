import '../../components/modal-styles.ts'
import '@mantine/core/styles/Combobox.css'
import '@mantine/core/styles/Pill.css'
import '@mantine/core/styles/PillsInput.css'
import { Button, Group, Modal, MultiSelect, Stack } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { groupsApi, type Group as UserGroup } from '@portal/contracts/groups'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useRevalidator } from 'react-router'
import { browserApi } from '../../lib/browser-api.ts'
import { showSaveFailure } from '../../lib/form-errors.ts'

interface Props {
  opened: boolean
  onClose: () => void
  onDone: () => void
  userIds: string[]
  groups: UserGroup[]
}

/** Adds every selected user to the chosen groups of the active company (those already in stay). */
export function AssignGroupsModal({ opened, onClose, onDone, userIds, groups }: Props) {
  const { t } = useTranslation()
  const revalidator = useRevalidator()
  const [groupIds, setGroupIds] = useState<string[]>([])
  const [error, setError] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)

  async function onAssign() {
    setBusy(true)
    try {
      const result = await browserApi.call(groupsApi.assign, {
        body: { user_ids: userIds, group_ids: groupIds },
      })
      notifications.show({ color: 'primary', message: t('users.bulk.assigned', { count: result.assigned }) })
      setGroupIds([])
      onDone()
      onClose()
      revalidator.revalidate()
    } catch (failure) {
      showSaveFailure(
        failure,
        (errors) => setError(Object.values(errors).join(' ')),
        () => notifications.show({ color: 'coral', message: t('users.bulk.failed') }),
      )
    } finally {
      setBusy(false)
    }
  }

  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('users.close') }}
      opened={opened}
      onClose={onClose}
      title={t('users.bulk.assign_groups')}
    >
      <Stack>
        <MultiSelect
          label={t('users.bulk.groups')}
          description={t('users.bulk.selected', { count: userIds.length })}
          data={groups.map((g) => ({ value: g.id, label: g.name }))}
          value={groupIds}
          onChange={setGroupIds}
          error={error}
          searchable
          comboboxProps={{ withinPortal: false }}
        />
        <Group justify="flex-end">
          <Button onClick={onAssign} loading={busy} disabled={groupIds.length === 0}>
            {t('users.bulk.assign')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
