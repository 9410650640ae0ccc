import { Badge, Button, Group } from '@mantine/core'
import type { SavedView } from '@portal/contracts/okr-saved-views'
import { IconChevronDown } from '@tabler/icons-react'
import { lazy, Suspense, useState } from 'react'
import { PopupOnDemand } from '../../../components/popup-on-demand.tsx'
import { useTranslation } from '../../../lib/texts.ts'
import { withTexts } from '../../../lib/texts-on-demand.ts'
import {
  DEFAULT_COLUMNS,
  DEFAULT_SORT,
  differsFromView,
  type OkrScreenState,
  stateOfView,
} from '../okr-url-state.ts'

// The menu, with the writes it starts, loads when the pointer or the focus first reaches its button
// (ADR 69, 79); the naming form (Mantine's form, a modal) when "Save as" or "Rename" is chosen.
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
          setUp: setUpOf(state),
          onDeleted: () => onOpenState({ ...state, view: null }),
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
