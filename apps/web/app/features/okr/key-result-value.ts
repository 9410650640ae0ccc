import type { Locale } from '@portal/contracts/locales'
import type { KeyResultMetric } from '@portal/contracts/okr-key-results'
import { formatters } from '../../lib/format.ts'
import type { Translate } from '../../lib/texts.ts'
import { useTranslation } from '../../lib/texts.ts'
import { useLocale } from '../../lib/use-locale.ts'

/** What the value of a key result needs: a milestone key result's target is its number of milestones. */
export type MeasuredKeyResult = { metric: KeyResultMetric; unit: string; target_value: number }

const CURRENCY = /^[A-Z]{3}$/

/**
 * The one way a key result's value reads, in the page's locale through Intl: 63 % (a percentage is
 * stored as 63), 4.420.000,00 €, 1,200 customers, Yes/No, 2 of 5 (done milestones of all).
 */
export function formatKeyResultValue(locale: Locale, t: Translate, kr: MeasuredKeyResult, value: number) {
  const f = formatters(locale)
  switch (kr.metric) {
    case 'percentage':
      return f.percentValue(value)
    case 'currency':
      // A code Intl does not know would throw; the unit is then shown as written.
      return CURRENCY.test(kr.unit) ? f.currency(value, kr.unit) : `${f.decimal(value)} ${kr.unit}`.trim()
    case 'yes_no':
      return t(value >= 1 ? 'okr.values.yes' : 'okr.values.no')
    case 'milestone':
      return t('okr.values.milestones', { done: f.number(value), total: f.number(kr.target_value) })
    default:
      return kr.unit ? `${f.decimal(value)} ${kr.unit}` : f.decimal(value)
  }
}

/**
 * Where a key result stands: "63 % of 75 %"; yes/no and milestones say it in one value ("Yes", "2 of 5").
 */
export function formatKeyResultStanding(
  locale: Locale,
  t: Translate,
  kr: MeasuredKeyResult & { current_value: number },
) {
  const current = formatKeyResultValue(locale, t, kr, kr.current_value)
  if (kr.metric === 'yes_no' || kr.metric === 'milestone') return current
  return t('okr.values.of_target', { current, target: formatKeyResultValue(locale, t, kr, kr.target_value) })
}

/** Both formatters bound to the page's locale and texts. */
export function useKeyResultValue() {
  const { t } = useTranslation()
  const locale = useLocale()
  return {
    value: (kr: MeasuredKeyResult, value: number) => formatKeyResultValue(locale, t, kr, value),
    standing: (kr: MeasuredKeyResult & { current_value: number }) => formatKeyResultStanding(locale, t, kr),
  }
}
