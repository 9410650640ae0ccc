import { Button, Menu } from '@mantine/core'
import { LOCALES, type Locale } from '@portal/contracts/locales'
import { IconLanguage } from '@tabler/icons-react'
import { useTranslation } from '../lib/texts.ts'
import { useLocale } from '../lib/use-locale.ts'
import { useSwitchLocale } from '../lib/use-switch-locale.ts'

/** The seven locales (zh-CHS labelled Swiss German); choosing one keeps the page. */
export function LocaleMenu() {
  const { t } = useTranslation()
  const locale = useLocale()
  const switchTo = useSwitchLocale()
  // The shell is signed in: the choice is also stored on the user.
  const choose = (next: Locale) => switchTo(next, { signedIn: true })

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconLanguage size={16} aria-hidden />}
          aria-label={t('locale.label')}
          data-tour="language"
        >
          {t(`locale.names.${locale}`)}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
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
      </Menu.Dropdown>
    </Menu>
  )
}
