import { Badge, Button, Group } from '@mantine/core'
import { okrSavedViewsApi, type SavedView } from '@portal/contracts/okr-saved-views'
import { IconChevronDown } from '@tabler/icons-react'
import { lazy, Suspense, useState } from 'react'
import { PopupOnDemand } from '../../../components/popup-on-demand.tsx'
import { useTranslation } from '../../../lib/texts.ts'
import { withTexts } from '../../../lib/texts-on-demand.ts'
import { useWrite } from '../../../lib/use-write.ts'
import {
  DEFAULT_COLUMNS,
  DEFAULT_SORT,
  differsFromView,
  type OkrScreenState,
  stateOfView,
} from '../okr-url-state.ts'

// The menu loads when the pointer or the focus first reaches its button; the naming form (Mantine's
// form, a modal) when "Save as" or "Rename" is chosen (ADR 69).
const loadMenu = () => import('./saved-views-popup.tsx').then((module) => module.SavedViewsPopup)
const ViewNameModal = lazy(
  withTexts(['fields'], () =>
    import('./view-name-modal.tsx').then((module) => ({ default: module.ViewNameModal })),
  ),
)

interface Props {
  views: SavedView[]
  state: OkrScreenState
  onOpenState: (state: OkrScreenState) => void
}

const setUpOf = (state: OkrScreenState) => ({
  filters: state.filters,
  columns: state.columns,
  sort: state.sort,
  group_by: state.groupBy,
})

/** What a saved view keeps of the table: filters, columns, sort and grouping. */
export type ViewSetUp = ReturnType<typeof setUpOf>

/** Named set-ups of the table (filters, columns, sort, grouping): open, save, rename, share, delete. */
export function SavedViewsMenu({ views, state, onOpenState }: Props) {
  const { t } = useTranslation()
  const [naming, setNaming] = useState<'create' | 'rename' | null>(null)
  const active = views.find((v) => v.id === state.view) ?? null
  const modified = active !== null && differsFromView(state, active)

  const open = (view: SavedView | null) =>
    onOpenState(
      view
        ? stateOfView(view, state, view.id)
        : stateOfView(
            { filters: {}, columns: DEFAULT_COLUMNS, sort: DEFAULT_SORT, group_by: 'none' },
            state,
            null,
          ),
    )

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
    onSuccess: () => onOpenState({ ...state, view: null }),
  })
  const saveChanges = () => active && update.run({ params: { id: active.id }, body: setUpOf(state) })
  const remove = () => active && removeView.run({ params: { id: active.id } })

  return (
    <Group gap="xs">
      <PopupOnDemand
        menu
        load={loadMenu}
        props={{
          views,
          active,
          modified,
          onView: open,
          onName: setNaming,
          onSaveChanges: saveChanges,
          onDelete: remove,
        }}
        trigger={
          <Button
            variant="light"
            rightSection={<IconChevronDown size={16} aria-hidden />}
            aria-label={t('okr.views.label')}
          >
            {active?.name ?? t('okr.views.none')}
          </Button>
        }
      />
      {modified && (
        <Badge variant="outline" color="gray">
          {t('okr.views.modified')}
        </Badge>
      )}
      {active?.is_shared && <Badge variant="light">{t('okr.views.shared_badge')}</Badge>}
      {naming && (
        <Suspense fallback={null}>
          <ViewNameModal
            mode={naming}
            view={active}
            onClose={() => setNaming(null)}
            onSaved={(saved) => {
              setNaming(null)
              if (saved.id !== active?.id) onOpenState({ ...state, view: saved.id })
            }}
            setUp={setUpOf(state)}
          />
        </Suspense>
      )}
    </Group>
  )
}
