import '@mantine/core/styles/Input.css'
import { NativeSelect } from '@mantine/core'
import { isLocale, LOCALES } from '@portal/contracts/locales'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { rememberLocale } from '../lib/locale-cookie.ts'
import { switchLocale } from '../lib/locale-path.ts'
import { useLocale } from '../lib/use-locale.ts'

/**
 * The language choice before sign-in: a native select, light enough for the login page's budget
 * (the shell's menu needs floating UI). Choosing keeps the page.
 */
export function LocaleSelect() {
  const { t } = useTranslation()
  const locale = useLocale()
  const location = useLocation()
  const navigate = useNavigate()
  return (
    <NativeSelect
      aria-label={t('locale.label')}
      size="xs"
      value={locale}
      data={LOCALES.map((option) => ({ value: option, label: t(`locale.names.${option}`) }))}
      onChange={(event) => {
        const next = event.currentTarget.value
        if (!isLocale(next)) return
        rememberLocale(next)
        navigate(switchLocale(location, next))
      }}
    />
  )
}
