import { Menu } from '@mantine/core'
import { LOCALES, type Locale } from '@portal/contracts/locales'
import { useTranslation } from '../lib/texts.ts'
import { useLocale } from '../lib/use-locale.ts'
import { useSwitchLocale } from '../lib/use-switch-locale.ts'
import { LoadedMenu } from './loaded-menu.tsx'
import type { LoadedPopupProps } from './popup-on-demand.tsx'

/** The locale menu once loaded (locale-menu.tsx draws its button before). */
export function LocaleMenuDropdown({ start, trigger }: LoadedPopupProps) {
  const { t } = useTranslation()
  const locale = useLocale()
  const switchTo = useSwitchLocale()
  // The shell is signed in: the choice is also stored on the user.
  const choose = (next: Locale) => switchTo(next, { signedIn: true })

  return (
    <LoadedMenu start={start} trigger={trigger} position="bottom-end">
      <Menu.Label>{t('locale.label')}</Menu.Label>
      {LOCALES.map((option) => (
        <Menu.Item
          key={option}
          lang={option}
          onClick={() => choose(option)}
          aria-current={option === locale || undefined}
        >
          {t(`locale.names.${option}`)}
        </Menu.Item>
      ))}
    </LoadedMenu>
  )
}
