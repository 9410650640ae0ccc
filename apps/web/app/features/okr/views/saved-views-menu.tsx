import '@mantine/core/styles/Menu.css'
import '@mantine/core/styles/Modal.css'
import '@mantine/core/styles/ModalBase.css'
import '@mantine/core/styles/Overlay.css'
import '@mantine/core/styles/Checkbox.css'
import '@mantine/core/styles/InlineInput.css'
import { Badge, Button, Checkbox, Group, Menu, Modal, Stack, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { okrSavedViewsApi, type SavedView } from '@portal/contracts/okr-saved-views'
import { IconChevronDown, IconDeviceFloppy, IconEye, IconPencil, IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import { personName } from '../../../lib/format.ts'
import { useTranslation } from '../../../lib/texts.ts'
import { useContractValidate } from '../../../lib/use-contract-validate.ts'
import { useWrite } from '../../../lib/use-write.ts'
import {
  DEFAULT_COLUMNS,
  DEFAULT_SORT,
  differsFromView,
  type OkrScreenState,
  stateOfView,
} from '../okr-url-state.ts'

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

/** Named set-ups of the table (filters, columns, sort, grouping): open, save, rename, share, delete. */
export function SavedViewsMenu({ views, state, onOpenState }: Props) {
  const { t } = useTranslation()
  const [naming, setNaming] = useState<'create' | 'rename' | null>(null)
  const active = views.find((v) => v.id === state.view) ?? null
  const modified = active !== null && differsFromView(state, active)
  const own = views.filter((v) => v.is_own)
  const shared = views.filter((v) => !v.is_own)

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

  const item = (view: SavedView) => (
    <Menu.Item key={view.id} leftSection={<IconEye size={14} aria-hidden />} onClick={() => open(view)}>
      {view.name}
      {!view.is_own && view.owner && ` · ${t('okr.views.by', { name: personName(view.owner) })}`}
    </Menu.Item>
  )

  return (
    <Group gap="xs">
      <Menu position="bottom-start" withinPortal>
        <Menu.Target>
          <Button
            variant="light"
            rightSection={<IconChevronDown size={16} aria-hidden />}
            aria-label={t('okr.views.label')}
          >
            {active?.name ?? t('okr.views.none')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => open(null)}>{t('okr.views.none')}</Menu.Item>
          {own.length > 0 && <Menu.Label>{t('okr.views.mine')}</Menu.Label>}
          {own.map(item)}
          {shared.length > 0 && <Menu.Label>{t('okr.views.shared_group')}</Menu.Label>}
          {shared.map(item)}
          <Menu.Divider />
          <Menu.Item
            leftSection={<IconDeviceFloppy size={14} aria-hidden />}
            onClick={() => setNaming('create')}
          >
            {t('okr.views.save_as')}
          </Menu.Item>
          {active?.can_edit && modified && (
            <Menu.Item leftSection={<IconDeviceFloppy size={14} aria-hidden />} onClick={saveChanges}>
              {t('okr.views.save_changes', { name: active.name })}
            </Menu.Item>
          )}
          {active?.can_edit && (
            <Menu.Item leftSection={<IconPencil size={14} aria-hidden />} onClick={() => setNaming('rename')}>
              {t('okr.views.rename')}
            </Menu.Item>
          )}
          {active?.can_edit && (
            <Menu.Item color="coral" leftSection={<IconTrash size={14} aria-hidden />} onClick={remove}>
              {t('okr.views.delete')}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      {modified && (
        <Badge variant="outline" color="gray">
          {t('okr.views.modified')}
        </Badge>
      )}
      {active?.is_shared && <Badge variant="light">{t('okr.views.shared_badge')}</Badge>}
      {naming && (
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
      )}
    </Group>
  )
}

function ViewNameModal({
  mode,
  view,
  onClose,
  onSaved,
  setUp,
}: {
  mode: 'create' | 'rename'
  view: SavedView | null
  onClose: () => void
  onSaved: (view: SavedView) => void
  setUp: ReturnType<typeof setUpOf>
}) {
  const { t } = useTranslation()
  const renaming = mode === 'rename' && view
  type Values = { name: string; is_shared: boolean }
  const bodyOf = (values: Values) => ({ ...values, view_type: 'table' as const, ...setUp })
  const form = useForm<Values>({
    initialValues: { name: renaming ? view.name : '', is_shared: renaming ? view.is_shared : false },
    validate: useContractValidate(
      () => import('@portal/contracts/okr-saved-views'),
      (contract) => (renaming ? contract.savedViewPatch : contract.savedViewInput),
      { body: renaming ? undefined : bodyOf },
    ),
  })
  const common = { form, failure: t('okr.views.failed'), onSuccess: onSaved }
  const create = useWrite(okrSavedViewsApi.create, { ...common, success: t('okr.views.saved') })
  const update = useWrite(okrSavedViewsApi.update, { ...common, success: t('okr.views.renamed') })
  async function onSubmit(values: Values) {
    await (renaming
      ? update.run({ params: { id: view.id }, body: values })
      : create.run({ body: bodyOf(values) }))
  }
  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('okr.drawer.close') }}
      title={t(renaming ? 'okr.views.rename' : 'okr.views.save_as')}
    >
      <form onSubmit={form.onSubmit(onSubmit)} noValidate>
        <Stack>
          <TextInput label={t('okr.views.name')} required data-autofocus {...form.getInputProps('name')} />
          <Checkbox
            label={t('okr.views.shared')}
            description={t('okr.views.shared_hint')}
            {...form.getInputProps('is_shared', { type: 'checkbox' })}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('okr.views.cancel')}
            </Button>
            <Button type="submit" loading={form.submitting}>
              {t('okr.views.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
