import { Button } from '@mantine/core'
import { IconLanguage } from '@tabler/icons-react'
import { useTranslation } from '../lib/texts.ts'
import { useLocale } from '../lib/use-locale.ts'
import { PopupOnDemand } from './popup-on-demand.tsx'

// The menu itself loads when the pointer or focus first reaches the button (ADR 58).
const loadMenu = () => import('./locale-menu-dropdown.tsx').then((module) => module.LocaleMenuDropdown)

/** The seven locales (zh-CHS labelled Swiss German); choosing one keeps the page. */
export function LocaleMenu() {
  const { t } = useTranslation()
  const locale = useLocale()
  return (
    <PopupOnDemand
      menu
      load={loadMenu}
      props={{}}
      trigger={
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconLanguage size={16} aria-hidden />}
          aria-label={t('locale.label')}
          data-tour="language"
        >
          {t(`locale.names.${locale}`)}
        </Button>
      }
    />
  )
}
