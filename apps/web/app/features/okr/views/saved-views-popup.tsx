import { Menu } from '@mantine/core'
import { okrSavedViewsApi, type SavedView } from '@portal/contracts/okr-saved-views'
import { IconDeviceFloppy, IconEye, IconPencil, IconTrash } from '@tabler/icons-react'
import { LoadedMenu } from '../../../components/loaded-menu.tsx'
import type { LoadedPopupProps } from '../../../components/popup-on-demand.tsx'
import { personName } from '../../../lib/format.ts'
import { useTranslation } from '../../../lib/texts.ts'
import { useWrite } from '../../../lib/use-write.ts'
import type { ViewSetUp } from './saved-views-menu.tsx'

export type SavedViewsPopupProps = {
  views: SavedView[]
  active: SavedView | null
  modified: boolean
  onView: (view: SavedView | null) => void
  onName: (mode: 'create' | 'rename') => void
  /** The table's set-up now, for "Save changes". */
  setUp: ViewSetUp
  /** The active view was deleted. */
  onDeleted: () => void
}

/**
 * The saved views' menu once loaded (saved-views-menu.tsx draws its button before), with the writes
 * its items start: they load with it, not with the page (ADR 79).
 */
export function SavedViewsPopup({
  start,
  trigger,
  views,
  active,
  modified,
  onView,
  onName,
  setUp,
  onDeleted,
}: SavedViewsPopupProps & LoadedPopupProps) {
  const { t } = useTranslation()
  const update = useWrite(okrSavedViewsApi.update, {
    success: t('okr.views.saved'),
    failure: t('okr.views.failed'),
  })
  const removeView = useWrite(okrSavedViewsApi.remove, {
    confirm: active ? t('okr.views.delete_confirm', { name: active.name }) : undefined,
    success: t('okr.views.deleted'),
    failure: t('okr.views.failed'),
    // Leaving the deleted view loads the page's data anyway.
    reload: false,
    onSuccess: onDeleted,
  })
  const onSaveChanges = () => active && update.run({ params: { id: active.id }, body: setUp })
  const onDelete = () => active && removeView.run({ params: { id: active.id } })
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
