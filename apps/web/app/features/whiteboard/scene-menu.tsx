import { Menu } from '@mantine/core'
import { IconCopy, IconPencil, IconShare, IconTrash } from '@tabler/icons-react'
import { LoadedMenu } from '../../components/loaded-menu.tsx'
import type { LoadedPopupProps } from '../../components/popup-on-demand.tsx'
import { useTranslation } from '../../lib/texts.ts'

/** A scene's actions menu once loaded (scene-actions.tsx draws its button before, ADR 83). */
export function SceneMenu({
  isOwner,
  onEdit,
  onDuplicate,
  onDelete,
  start,
  trigger,
}: {
  isOwner: boolean
  onEdit: (part: 'rename' | 'share') => void
  onDuplicate: () => void
  onDelete: () => void
} & LoadedPopupProps) {
  const { t } = useTranslation()
  return (
    <LoadedMenu start={start} trigger={trigger} position="bottom-end">
      {isOwner && (
        <>
          <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={() => onEdit('rename')}>
            {t('whiteboard.rename')}
          </Menu.Item>
          <Menu.Item leftSection={<IconShare size={16} aria-hidden />} onClick={() => onEdit('share')}>
            {t('whiteboard.share')}
          </Menu.Item>
        </>
      )}
      <Menu.Item leftSection={<IconCopy size={16} aria-hidden />} onClick={onDuplicate}>
        {t('whiteboard.duplicate')}
      </Menu.Item>
      {isOwner && (
        <Menu.Item color="coral" leftSection={<IconTrash size={16} aria-hidden />} onClick={onDelete}>
          {t('whiteboard.delete')}
        </Menu.Item>
      )}
    </LoadedMenu>
  )
}
