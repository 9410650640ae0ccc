import '@mantine/core/styles/Modal.css'
import '@mantine/core/styles/ModalBase.css'
import '@mantine/core/styles/Overlay.css'
import { Modal } from '@mantine/core'
import type { OkrItemType } from '@portal/contracts/okr'
import { useTranslation } from '../../../lib/texts.ts'
import type { ItemRef, LoadedItem } from '../okr-api.ts'
import type { Ref } from './item-picker.tsx'
import { KeyResultForm } from './key-result-form.tsx'
import { ObjectiveForm } from './objective-form.tsx'
import { ProjectForm } from './project-form.tsx'
import { TaskForm } from './task-form.tsx'

/** What the modal edits: an item, or a new one (optionally below a parent). */
export type FormTarget = LoadedItem | { type: OkrItemType; item: null; parent?: Ref }

/** Create or edit any OKR item in a modal; the save itself refreshes the OKR reads (ADR 19). */
export function ItemFormModal({
  target,
  onClose,
  onSaved,
}: {
  target: FormTarget | null
  onClose: () => void
  onSaved: (ref: ItemRef, created: boolean) => void
}) {
  const { t } = useTranslation()
  if (!target) return null
  const common = { onSaved, onCancel: onClose }
  const parent = target.item === null ? target.parent : undefined
  const title = t(target.item ? `okr.edit_title.${target.type}` : `okr.new.${target.type}`)
  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('okr.drawer.close') }}
      title={title}
      size="lg"
    >
      {target.type === 'objective' && <ObjectiveForm {...common} item={target.item} />}
      {target.type === 'key_result' && <KeyResultForm {...common} item={target.item} objective={parent} />}
      {target.type === 'project' && <ProjectForm {...common} item={target.item} keyResult={parent} />}
      {target.type === 'task' && <TaskForm {...common} item={target.item} project={parent} />}
    </Modal>
  )
}
