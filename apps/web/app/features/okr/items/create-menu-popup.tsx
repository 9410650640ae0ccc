import { Menu } from '@mantine/core'
import { OKR_ITEM_TYPES } from '@portal/contracts/okr'
import { lazy, Suspense, useState } from 'react'
import { LoadedMenu } from '../../../components/loaded-menu.tsx'
import type { LoadedPopupProps } from '../../../components/popup-on-demand.tsx'
import { useTranslation } from '../../../lib/texts.ts'
import { withTexts } from '../../../lib/texts-on-demand.ts'
import type { ItemRef } from '../okr-api.ts'
import type { FormTarget } from './item-form-modal.tsx'

// The forms (Mantine's form, number inputs, pickers) load when one is chosen (ADR 58), with the texts
// only they show (ADR 76).
const ItemFormModal = lazy(
  withTexts(['fields', 'people', 'ppm'], () =>
    import('./item-form-modal.tsx').then((module) => ({ default: module.ItemFormModal })),
  ),
)

/** The "New" menu once loaded (create-menu.tsx draws its button before), and the form it opens. */
export function CreateMenuPopup({
  start,
  trigger,
  onCreated,
}: LoadedPopupProps & { onCreated: (ref: ItemRef) => void }) {
  const { t } = useTranslation()
  const [target, setTarget] = useState<FormTarget | null>(null)
  return (
    <>
      <LoadedMenu start={start} trigger={trigger} position="bottom-end">
        {OKR_ITEM_TYPES.map((type) => (
          <Menu.Item key={type} onClick={() => setTarget({ type, item: null })}>
            {t(`okr.new.${type}`)}
          </Menu.Item>
        ))}
      </LoadedMenu>
      {target && (
        <Suspense fallback={null}>
          <ItemFormModal
            target={target}
            onClose={() => setTarget(null)}
            onSaved={(ref) => {
              setTarget(null)
              onCreated(ref)
            }}
          />
        </Suspense>
      )}
    </>
  )
}
