import '@mantine/core/styles/Menu.css'
import '@mantine/core/styles/Modal.css'
import '@mantine/core/styles/Radio.css'
import { ActionIcon, Button, Group, Menu, Modal, Radio, Stack, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { notifications } from '@mantine/notifications'
import {
  SCENE_SHARING,
  type Scene,
  type SceneSharing,
  WHITEBOARD_UNDO_DAYS,
  whiteboardApi,
} from '@portal/contracts/whiteboard'
import { IconCopy, IconDots, IconPencil, IconShare, IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { localePath } from '../../lib/locale-path.ts'
import { useTranslation } from '../../lib/texts.ts'
import { useContractValidate } from '../../lib/use-contract-validate.ts'
import { useLocale } from '../../lib/use-locale.ts'
import { useWrite } from '../../lib/use-write.ts'

/**
 * What a user does with a scene, from its card or the board's header: rename and share (the owner),
 * duplicate (anyone who may open it), delete with undo (the owner). `afterDelete` leaves a page that
 * showed the deleted scene.
 */
export function SceneActions({ scene, afterDelete }: { scene: Scene; afterDelete?: () => void }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const navigate = useNavigate()
  const [editing, setEditing] = useState<'rename' | 'share' | null>(null)
  const restore = useWrite(whiteboardApi.restore, {
    success: (restored) => t('whiteboard.restored', { title: restored.title }),
    failure: t('whiteboard.failed'),
  })
  const remove = useWrite(whiteboardApi.remove, {
    confirm: t('whiteboard.delete_confirm', { title: scene.title, days: WHITEBOARD_UNDO_DAYS }),
    confirmLabel: t('whiteboard.delete'),
    failure: t('whiteboard.failed'),
    onSuccess: () => {
      const id = notifications.show({
        message: (
          <Group justify="space-between" wrap="nowrap">
            {t('whiteboard.deleted', { title: scene.title })}
            <Button
              size="compact-sm"
              variant="light"
              onClick={() => {
                notifications.hide(id)
                void restore.run({ params: { id: scene.id } })
              }}
            >
              {t('whiteboard.undo')}
            </Button>
          </Group>
        ),
        autoClose: 10_000,
      })
      afterDelete?.()
    },
  })
  const duplicate = useWrite(whiteboardApi.duplicate, {
    success: (copy) => t('whiteboard.duplicated', { title: copy.title }),
    failure: t('whiteboard.failed'),
    onSuccess: (copy) => navigate(localePath(locale, `/client/svc/whiteboard?scene=${copy.id}`)),
  })
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('whiteboard.actions', { title: scene.title })}
          >
            <IconDots size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {scene.is_owner && (
            <>
              <Menu.Item
                leftSection={<IconPencil size={16} aria-hidden />}
                onClick={() => setEditing('rename')}
              >
                {t('whiteboard.rename')}
              </Menu.Item>
              <Menu.Item
                leftSection={<IconShare size={16} aria-hidden />}
                onClick={() => setEditing('share')}
              >
                {t('whiteboard.share')}
              </Menu.Item>
            </>
          )}
          <Menu.Item
            leftSection={<IconCopy size={16} aria-hidden />}
            onClick={() => void duplicate.run({ params: { id: scene.id } })}
          >
            {t('whiteboard.duplicate')}
          </Menu.Item>
          {scene.is_owner && (
            <Menu.Item
              color="coral"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => void remove.run({ params: { id: scene.id } })}
            >
              {t('whiteboard.delete')}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={
          editing === 'share'
            ? t('whiteboard.share_title', { title: scene.title })
            : t('whiteboard.rename_title')
        }
      >
        {editing && <SceneSettingsForm scene={scene} part={editing} onDone={() => setEditing(null)} />}
      </Modal>
    </>
  )
}

function SceneSettingsForm({
  scene,
  part,
  onDone,
}: {
  scene: Scene
  part: 'rename' | 'share'
  onDone: () => void
}) {
  const { t } = useTranslation()
  const body = (values: { title: string; sharing: SceneSharing }) =>
    part === 'rename' ? { title: values.title } : { sharing: values.sharing }
  const form = useForm({
    initialValues: { title: scene.title, sharing: scene.sharing },
    validate: useContractValidate(
      () => import('@portal/contracts/whiteboard'),
      (contract) => contract.sceneUpdate,
      { body },
    ),
  })
  const update = useWrite(whiteboardApi.update, {
    form,
    success: t('whiteboard.saved_settings'),
    failure: t('whiteboard.failed'),
    onSuccess: onDone,
  })
  return (
    <form
      onSubmit={form.onSubmit((values) => void update.run({ params: { id: scene.id }, body: body(values) }))}
    >
      <Stack>
        {part === 'rename' ? (
          <TextInput label={t('whiteboard.name')} data-autofocus {...form.getInputProps('title')} />
        ) : (
          <Radio.Group label={t('whiteboard.sharing.label')} {...form.getInputProps('sharing')}>
            <Stack gap="xs" mt="xs">
              {SCENE_SHARING.map((sharing) => (
                <Radio key={sharing} value={sharing} label={t(`whiteboard.sharing.${sharing}`)} />
              ))}
            </Stack>
          </Radio.Group>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('whiteboard.cancel')}
          </Button>
          <Button type="submit" loading={update.busy}>
            {t('whiteboard.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
