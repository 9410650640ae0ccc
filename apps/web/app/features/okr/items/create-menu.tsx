import { Button } from '@mantine/core'
import { IconChevronDown, IconPlus } from '@tabler/icons-react'
import { PopupOnDemand } from '../../../components/popup-on-demand.tsx'
import { useTranslation } from '../../../lib/texts.ts'
import type { ItemRef } from '../okr-api.ts'

// The menu (Menu with floating-ui) loads when the pointer or the focus first reaches its button (ADR 69).
const loadMenu = () => import('./create-menu-popup.tsx').then((module) => module.CreateMenuPopup)

/** The page header's "New" button: an objective, key result, project or task. */
export function CreateMenu({ onCreated }: { onCreated: (ref: ItemRef) => void }) {
  const { t } = useTranslation()
  return (
    <PopupOnDemand
      menu
      load={loadMenu}
      props={{ onCreated }}
      trigger={
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          rightSection={<IconChevronDown size={16} aria-hidden />}
          // Its name is what it shows; what it opens is its description (and aria-haspopup, from Menu).
          title={t('okr.create_menu')}
        >
          {t('okr.create')}
        </Button>
      }
    />
  )
}
