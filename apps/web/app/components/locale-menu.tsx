import { Button, Menu } from '@mantine/core'
import { LOCALES, type Locale } from '@portal/contracts/locales'
import { IconLanguage } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { browserApi } from '../lib/browser-api.ts'
import { rememberLocale } from '../lib/locale-cookie.ts'
import { switchLocale } from '../lib/locale-path.ts'
import { useLocale } from '../lib/use-locale.ts'

/** The seven locales (zh-CHS labelled Swiss German); choosing one keeps the page. */
export function LocaleMenu() {
  const { t } = useTranslation()
  const locale = useLocale()
  const location = useLocation()
  const navigate = useNavigate()

  async function choose(next: Locale) {
    rememberLocale(next)
    // The shell is signed in: the choice is also stored on the user for the next sign-in.
    await browserApi.post('/v1/accounts/profile/locale/', { locale: next }).catch(() => undefined)
    navigate(switchLocale(location, next))
  }

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconLanguage size={16} aria-hidden />}
          aria-label={t('locale.label')}
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
