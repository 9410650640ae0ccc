import '@mantine/core/styles/Modal.css'
import '@mantine/core/styles/ModalBase.css'
import '@mantine/core/styles/Overlay.css'
import '@mantine/core/styles/Checkbox.css'
import '@mantine/core/styles/InlineInput.css'
import { Button, Checkbox, Group, Modal, Stack, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { okrSavedViewsApi, type SavedView } from '@portal/contracts/okr-saved-views'
import { useTranslation } from '../../../lib/texts.ts'
import { useContractValidate } from '../../../lib/use-contract-validate.ts'
import { useWrite } from '../../../lib/use-write.ts'
import type { ViewSetUp } from './saved-views-menu.tsx'

/** Names a new saved view or renames one; loaded when "Save as" or "Rename" is chosen (ADR 69). */
export function ViewNameModal({
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
  setUp: ViewSetUp
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
