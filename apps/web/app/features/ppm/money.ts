import { formatters } from '../../lib/format.ts'
import { useLocale } from '../../lib/use-locale.ts'

/** Cents as money in the company's currency and the page's locale. */
export function useMoney(currency: string) {
  const format = formatters(useLocale())
  return (cents: number | null) => (cents === null ? '' : format.currency(cents / 100, currency))
}

/** Whole currency units typed in a field, as cents (exact: no floating-point remainder). */
export const toCents = (units: number) => Math.round(units * 100)
