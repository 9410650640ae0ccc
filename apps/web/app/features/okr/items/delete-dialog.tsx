import '@mantine/core/styles/Modal.css'
import '@mantine/core/styles/ModalBase.css'
import '@mantine/core/styles/Overlay.css'
import '@mantine/core/styles/Radio.css'
import '@mantine/core/styles/InlineInput.css'
import { Alert, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core'
import type { ChildrenChoice, DeleteItemQuery, OkrItemType } from '@portal/contracts/okr'
import { okrKeyResultsApi } from '@portal/contracts/okr-key-results'
import { okrObjectivesApi } from '@portal/contracts/okr-objectives'
import { okrProjectsApi, okrTasksApi } from '@portal/contracts/okr-projects'
import { useState } from 'react'
import { ApiError } from '../../../lib/api-client.ts'
import { apiErrorText } from '../../../lib/api-error-text.ts'
import { useTranslation } from '../../../lib/texts.ts'
import { useWrite } from '../../../lib/use-write.ts'
import { OKR_READS } from '../okr-api.ts'
import { ItemSelect, type Ref } from './item-picker.tsx'

/**
 * Deletes an item. An objective with key results or aligned objectives, or a project with tasks,
 * answers 409 first: then the user chooses what happens to them (docs/okr.md).
 */
export function DeleteDialog({
  type,
  item,
  onClose,
  onDeleted,
}: {
  type: OkrItemType
  item: { id: string; title: string }
  onClose: () => void
  onDeleted: () => void
}) {
  const { t } = useTranslation()
  const [askChildren, setAskChildren] = useState(false)
  const [choice, setChoice] = useState<ChildrenChoice>(type === 'objective' ? 'detach' : 'move')
  const [moveTo, setMoveTo] = useState<Ref | null>(null)
  const [error, setError] = useState<string | null>(null)
  // The failure shows in the dialog: a 409 first asks what happens to the children.
  const options = {
    success: t('okr.delete.deleted'),
    failure: false,
    changes: OKR_READS,
    onSuccess: onDeleted,
    onError: (failure: unknown) => {
      if (failure instanceof ApiError && failure.status === 409 && !askChildren) setAskChildren(true)
      else setError(apiErrorText(failure, t))
    },
  } as const
  const removes = {
    objective: useWrite(okrObjectivesApi.remove, options),
    key_result: useWrite(okrKeyResultsApi.remove, options),
    project: useWrite(okrProjectsApi.remove, options),
    task: useWrite(okrTasksApi.remove, options),
  }
  const busy = Object.values(removes).some((write) => write.busy)

  async function submit() {
    setError(null)
    const params = { id: item.id }
    const query: DeleteItemQuery | undefined = askChildren
      ? { children: choice, move_to: choice === 'move' ? moveTo?.id : undefined }
      : undefined
    if (type === 'objective') await removes.objective.run({ params, query })
    else if (type === 'project') await removes.project.run({ params, query })
    else await removes[type].run({ params })
  }

  const moveType = type === 'objective' ? 'objective' : 'project'
  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('okr.drawer.close') }}
      title={t('okr.delete.title', { title: item.title })}
    >
      <Stack>
        {!askChildren && <Text size="sm">{t('okr.delete.confirm')}</Text>}
        {askChildren && (
          <Radio.Group
            label={t(type === 'objective' ? 'okr.delete.children_objective' : 'okr.delete.children_project')}
            value={choice}
            onChange={(value) => setChoice(value as ChildrenChoice)}
          >
            <Stack gap="xs" mt="xs">
              {type === 'objective' && <Radio value="detach" label={t('okr.delete.detach_objective')} />}
              <Radio value="move" label={t('okr.delete.move')} />
              <Radio value="delete" label={t('okr.delete.delete_children')} />
            </Stack>
          </Radio.Group>
        )}
        {askChildren && choice === 'move' && (
          <ItemSelect
            type={moveType}
            label={t(`okr.delete.move_to_${moveType}`)}
            required
            value={moveTo}
            onChange={setMoveTo}
            exclude={[item.id]}
          />
        )}
        {error && (
          <Alert color="coral" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('okr.delete.cancel')}
          </Button>
          <Button
            color="coral"
            onClick={submit}
            loading={busy}
            disabled={askChildren && choice === 'move' && !moveTo}
          >
            {t('okr.delete.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
