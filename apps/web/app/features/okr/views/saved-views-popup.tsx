import { Menu } from '@mantine/core'
import type { SavedView } from '@portal/contracts/okr-saved-views'
import { IconDeviceFloppy, IconEye, IconPencil, IconTrash } from '@tabler/icons-react'
import { LoadedMenu } from '../../../components/loaded-menu.tsx'
import type { LoadedPopupProps } from '../../../components/popup-on-demand.tsx'
import { personName } from '../../../lib/format.ts'
import { useTranslation } from '../../../lib/texts.ts'

export type SavedViewsPopupProps = {
  views: SavedView[]
  active: SavedView | null
  modified: boolean
  onView: (view: SavedView | null) => void
  onName: (mode: 'create' | 'rename') => void
  onSaveChanges: () => void
  onDelete: () => void
}

/** The saved views' menu once loaded (saved-views-menu.tsx draws its button before). */
export function SavedViewsPopup({
  start,
  trigger,
  views,
  active,
  modified,
  onView,
  onName,
  onSaveChanges,
  onDelete,
}: SavedViewsPopupProps & LoadedPopupProps) {
  const { t } = useTranslation()
  const own = views.filter((v) => v.is_own)
  const shared = views.filter((v) => !v.is_own)
  const item = (view: SavedView) => (
    <Menu.Item key={view.id} leftSection={<IconEye size={14} aria-hidden />} onClick={() => onView(view)}>
      {view.name}
      {!view.is_own && view.owner && ` · ${t('okr.views.by', { name: personName(view.owner) })}`}
    </Menu.Item>
  )
  return (
    <LoadedMenu start={start} trigger={trigger} position="bottom-start">
      <Menu.Item onClick={() => onView(null)}>{t('okr.views.none')}</Menu.Item>
      {own.length > 0 && <Menu.Label>{t('okr.views.mine')}</Menu.Label>}
      {own.map(item)}
      {shared.length > 0 && <Menu.Label>{t('okr.views.shared_group')}</Menu.Label>}
      {shared.map(item)}
      <Menu.Divider />
      <Menu.Item leftSection={<IconDeviceFloppy size={14} aria-hidden />} onClick={() => onName('create')}>
        {t('okr.views.save_as')}
      </Menu.Item>
      {active?.can_edit && modified && (
        <Menu.Item leftSection={<IconDeviceFloppy size={14} aria-hidden />} onClick={onSaveChanges}>
          {t('okr.views.save_changes', { name: active.name })}
        </Menu.Item>
      )}
      {active?.can_edit && (
        <Menu.Item leftSection={<IconPencil size={14} aria-hidden />} onClick={() => onName('rename')}>
          {t('okr.views.rename')}
        </Menu.Item>
      )}
      {active?.can_edit && (
        <Menu.Item color="coral" leftSection={<IconTrash size={14} aria-hidden />} onClick={onDelete}>
          {t('okr.views.delete')}
        </Menu.Item>
      )}
    </LoadedMenu>
  )
}
