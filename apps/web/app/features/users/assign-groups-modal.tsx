import '../../components/modal-styles.ts'
import '@mantine/core/styles/Combobox.css'
import '@mantine/core/styles/Pill.css'
import '@mantine/core/styles/PillsInput.css'
import { Button, Group, Modal, MultiSelect, Stack } from '@mantine/core'
import { groupsApi, type Group as UserGroup } from '@portal/contracts/groups'
import { useState } from 'react'
import { useOpenedOnDemand } from '../../components/dialog-on-demand.tsx'
import { ApiError } from '../../lib/api-client.ts'
import { apiErrorText } from '../../lib/api-error-text.ts'
import { useTranslation } from '../../lib/texts.ts'
import { useWrite } from '../../lib/use-write.ts'

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
  const shown = useOpenedOnDemand(opened)
  const [groupIds, setGroupIds] = useState<string[]>([])
  const [error, setError] = useState<string | undefined>()

  // The one field is the groups choice: every complaint about the request shows under it.
  const assign = useWrite(groupsApi.assign, {
    success: (result) => t('users.bulk.assigned', { count: result.assigned }),
    failure: (said, failure) => (failure instanceof ApiError && failure.problem.errors ? null : said),
    onError: (failure) => {
      if (failure instanceof ApiError && failure.problem.errors) setError(apiErrorText(failure, t))
    },
    onSuccess: () => {
      setGroupIds([])
      onDone()
      onClose()
    },
  })
  const busy = assign.busy
  const onAssign = () => assign.run({ body: { user_ids: userIds, group_ids: groupIds } })

  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('users.close') }}
      opened={shown}
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
