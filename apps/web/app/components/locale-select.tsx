import '@mantine/core/styles/Input.css'
import { NativeSelect } from '@mantine/core'
import { isLocale, LOCALES } from '@portal/contracts/locales'
import { useTranslation } from '../lib/texts.ts'
import { useLocale } from '../lib/use-locale.ts'
import { useSwitchLocale } from '../lib/use-switch-locale.ts'

/**
 * The language as a native select: light enough for the login page's budget (the shell's menu needs
 * floating UI), and the profile's language field. Choosing keeps the page.
 */
export function LocaleSelect({ signedIn = false, label }: { signedIn?: boolean; label?: string }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const switchTo = useSwitchLocale()
  return (
    <NativeSelect
      label={label}
      aria-label={label ? undefined : t('locale.label')}
      size={label ? 'sm' : 'xs'}
      value={locale}
      data={LOCALES.map((option) => ({ value: option, label: t(`locale.names.${option}`) }))}
      onChange={(event) => {
        const next = event.currentTarget.value
        if (isLocale(next)) void switchTo(next, { signedIn })
      }}
    />
  )
}
