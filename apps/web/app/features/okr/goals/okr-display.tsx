import type { KeyResultMetric } from '@portal/contracts/okr-key-results'
import { useTranslation } from 'react-i18next'
import { formatters } from '../../../lib/format.ts'
import { useLocale } from '../../../lib/use-locale.ts'

/** A key result's value as its metric reads: 63 %, 4.420.000 €, 9 days, yes/no, 2 of 4 milestones. */
export function useKeyResultValue() {
  const { t } = useTranslation()
  const format = formatters(useLocale())
  return (kr: { metric: KeyResultMetric; unit: string }, value: number) => {
    switch (kr.metric) {
      case 'percentage':
        return format.percentValue(value)
      case 'currency':
        return format.currency(value, kr.unit)
      case 'yes_no':
        return t(value >= 1 ? 'okr_insights.yes' : 'okr_insights.no')
      case 'milestone':
        return format.decimal(value)
      default:
        return kr.unit ? `${format.decimal(value)} ${kr.unit}` : format.decimal(value)
    }
  }
}

/** Where a key result stands against its target ("63 % of 75 %"); a yes/no one just says yes or no. */
export function useKeyResultStanding() {
  const { t } = useTranslation()
  const formatValue = useKeyResultValue()
  return (kr: { metric: KeyResultMetric; unit: string; current_value: number; target_value: number }) =>
    kr.metric === 'yes_no'
      ? formatValue(kr, kr.current_value)
      : t('okr_insights.cards.my_key_results.value', {
          current: formatValue(kr, kr.current_value),
          target: formatValue(kr, kr.target_value),
        })
}

/** Where a dashboard list leads: the OKR page with the item open in its drawer (`?open=type:id`). */
export const okrItemPath = (type: 'objective' | 'key_result' | 'task', id: string) =>
  `/client/okr?open=${type}:${id}`
