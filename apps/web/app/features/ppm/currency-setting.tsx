import { Select } from '@mantine/core'
import { contentLanguage } from '@portal/contracts/locales'
import { ppmApi } from '@portal/contracts/ppm'
import { useMemo } from 'react'
import { useTranslation } from '../../lib/texts.ts'
import { useLocale } from '../../lib/use-locale.ts'
import { useWrite } from '../../lib/use-write.ts'

/** The company's PPM currency, for company admins: every ISO 4217 code the browser knows, named in the page's language. */
export function CurrencySetting({ currency }: { currency: string }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const save = useWrite(ppmApi.updateSettings, {
    success: (root) => t('ppm.settings.saved', { currency: root.currency ?? '' }),
  })
  const options = useMemo(() => {
    const names = new Intl.DisplayNames([contentLanguage(locale)], { type: 'currency' })
    return Intl.supportedValuesOf('currency').map((code) => ({
      value: code,
      label: `${code} · ${names.of(code) ?? code}`,
    }))
  }, [locale])
  return (
    <Select
      aria-label={t('ppm.settings.currency')}
      placeholder={t('ppm.settings.currency')}
      data={options}
      value={currency}
      searchable
      allowDeselect={false}
      w={260}
      disabled={save.busy}
      onChange={(value) => value && value !== currency && save.run({ body: { currency: value } })}
    />
  )
}
