import '@mantine/core/styles/ModalBase.css'
import '@mantine/core/styles/Modal.css'
import '@mantine/core/styles/Overlay.css'
import '@mantine/core/styles/Radio.css'
import { Button, Group, Modal, Radio, Stack, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { SCENE_SHARING, type Scene, type SceneSharing, whiteboardApi } from '@portal/contracts/whiteboard'
import { useOpenedOnDemand } from '../../components/dialog-on-demand.tsx'
import { useTranslation } from '../../lib/texts.ts'
import { useContractValidate } from '../../lib/use-contract-validate.ts'
import { useWrite } from '../../lib/use-write.ts'

export type ScenePart = 'rename' | 'share'

/**
 * The dialog that renames or shares a scene (the owner), loaded when it first opens with its form,
 * `@mantine/form` and the field messages (scene-actions.tsx, ADR 83).
 */
export default function SceneSettingsModal({
  scene,
  part,
  onClose,
}: {
  scene: Scene
  part: ScenePart | null
  onClose: () => void
}) {
  const { t } = useTranslation()
  const opened = useOpenedOnDemand(part !== null)
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        part === 'share' ? t('whiteboard.share_title', { title: scene.title }) : t('whiteboard.rename_title')
      }
    >
      {part && <SceneSettingsForm scene={scene} part={part} onDone={onClose} />}
    </Modal>
  )
}

function SceneSettingsForm({ scene, part, onDone }: { scene: Scene; part: ScenePart; onDone: () => void }) {
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
