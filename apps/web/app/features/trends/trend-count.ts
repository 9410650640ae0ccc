import type { CountPrecision } from '@portal/contracts/trends'
import { formatters } from '../../lib/format.ts'
import { useTranslation } from '../../lib/texts.ts'
import { useLocale } from '../../lib/use-locale.ts'

/**
 * How many trends a list holds, in words that say how exact the number is (ADR 41): a broad query's
 * count is the database's estimate ("About 99,000 trends") or a bound ("More than 1,000 trends").
 */
export function useTrendCount() {
  const { t } = useTranslation()
  const format = formatters(useLocale())
  return ({ count, count_precision }: { count: number; count_precision: CountPrecision }) =>
    count_precision === 'about'
      ? t('trends.count_about', { number: format.number(count) })
      : count_precision === 'more_than'
        ? t('trends.count_more_than', { number: format.number(count) })
        : t('trends.count', { count })
}
