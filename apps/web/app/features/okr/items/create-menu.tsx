import '@mantine/core/styles/Menu.css'
import { Button, Menu } from '@mantine/core'
import { OKR_ITEM_TYPES } from '@portal/contracts/okr'
import { IconChevronDown, IconPlus } from '@tabler/icons-react'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from '../../../lib/texts.ts'
import type { ItemRef } from '../okr-api.ts'
import type { FormTarget } from './item-form-modal.tsx'

// The forms (Mantine's form, number inputs, pickers) load when one is chosen (ADR 58).
const ItemFormModal = lazy(() =>
  import('./item-form-modal.tsx').then((module) => ({ default: module.ItemFormModal })),
)

/** The page header's "New" button: an objective, key result, project or task. */
export function CreateMenu({ onCreated }: { onCreated: (ref: ItemRef) => void }) {
  const { t } = useTranslation()
  const [target, setTarget] = useState<FormTarget | null>(null)
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            rightSection={<IconChevronDown size={16} aria-hidden />}
            // Its name is what it shows; what it opens is its description (and aria-haspopup, from Menu).
            title={t('okr.create_menu')}
          >
            {t('okr.create')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {OKR_ITEM_TYPES.map((type) => (
            <Menu.Item key={type} onClick={() => setTarget({ type, item: null })}>
              {t(`okr.new.${type}`)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
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
