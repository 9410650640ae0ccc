import { ActionIcon, Button, Group } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { type Scene, WHITEBOARD_UNDO_DAYS, whiteboardApi } from '@portal/contracts/whiteboard'
import { IconDots } from '@tabler/icons-react'
import { lazy, useState } from 'react'
import { useNavigate } from 'react-router'
import { DialogOnDemand } from '../../components/dialog-on-demand.tsx'
import { PopupOnDemand } from '../../components/popup-on-demand.tsx'
import { localePath } from '../../lib/locale-path.ts'
import { useTranslation } from '../../lib/texts.ts'
import { withTexts } from '../../lib/texts-on-demand.ts'
import { useLocale } from '../../lib/use-locale.ts'
import { useWrite } from '../../lib/use-write.ts'

// The menu (Mantine's Menu with floating-ui) loads when the pointer or the focus first reaches its
// button, the rename/share dialog (Modal, `@mantine/form`, the field messages) when it first opens:
// neither is part of the scenes list's first screen (ADR 83).
const loadMenu = () => import('./scene-menu.tsx').then((module) => module.SceneMenu)
const SceneSettingsModal = lazy(withTexts(['fields'], () => import('./scene-settings-modal.tsx')))

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
      <PopupOnDemand
        menu
        load={loadMenu}
        props={{
          isOwner: scene.is_owner,
          onEdit: setEditing,
          onDuplicate: () => void duplicate.run({ params: { id: scene.id } }),
          onDelete: () => void remove.run({ params: { id: scene.id } }),
        }}
        trigger={
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('whiteboard.actions', { title: scene.title })}
          >
            <IconDots size={18} aria-hidden />
          </ActionIcon>
        }
      />
      <DialogOnDemand opened={editing !== null}>
        <SceneSettingsModal scene={scene} part={editing} onClose={() => setEditing(null)} />
      </DialogOnDemand>
    </>
  )
}
