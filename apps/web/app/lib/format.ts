import { contentLanguage, type Locale } from '@portal/contracts/locales'

// Building an Intl formatter costs far more than using one, and a long table formats thousands of
// cells: each locale and option set is built once.
const numberFormats = new Map<string, Intl.NumberFormat>()
const dateFormats = new Map<string, Intl.DateTimeFormat>()

function numberFormat(tag: string, options: Intl.NumberFormatOptions) {
  const key = `${tag} ${JSON.stringify(options)}`
  const known = numberFormats.get(key)
  if (known) return known
  const format = new Intl.NumberFormat(tag, options)
  numberFormats.set(key, format)
  return format
}

function dateFormat(tag: string, options: Intl.DateTimeFormatOptions) {
  const key = `${tag} ${JSON.stringify(options)}`
  const known = dateFormats.get(key)
  if (known) return known
  const format = new Intl.DateTimeFormat(tag, options)
  dateFormats.set(key, format)
  return format
}

/** Dates, numbers and money in the page's locale, always through Intl. */
export function formatters(locale: Locale) {
  const tag = contentLanguage(locale)
  return {
    date: (value: Date | string) => dateFormat(tag, { dateStyle: 'medium' }).format(new Date(value)),
    dateTime: (value: Date | string) =>
      dateFormat(tag, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value)),
    /** A month (`2026-01`) by name, as the locale writes it: "Jan 2026", "Jän. 2026" in Austria. */
    month: (yearMonth: string) =>
      dateFormat(tag, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(`${yearMonth}-01`),
      ),
    /** An instant to the second (a delivery log, where seconds tell attempts apart). */
    instant: (value: Date | string) =>
      dateFormat(tag, { dateStyle: 'short', timeStyle: 'medium' }).format(new Date(value)),
    number: (value: number, digits = 0) =>
      numberFormat(tag, { maximumFractionDigits: digits, minimumFractionDigits: digits }).format(value),
    /** A calendar day (`2026-11-22`) as it is, whatever the time zone of the server or the browser. */
    day: (isoDate: string) =>
      dateFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(isoDate)),
    /** A measured value: at most two decimals, none forced (38, 99.95). */
    decimal: (value: number) => numberFormat(tag, { maximumFractionDigits: 2 }).format(value),
    /** A value that already is a percentage (63 → 63 %; compare `percent`, which takes 0.63). */
    percentValue: (value: number) =>
      numberFormat(tag, { style: 'unit', unit: 'percent', maximumFractionDigits: 2 }).format(value),
    percent: (ratio: number) =>
      numberFormat(tag, { style: 'percent', maximumFractionDigits: 0 }).format(ratio),
    currency: (value: number, currency: string) =>
      numberFormat(tag, { style: 'currency', currency }).format(value),
    /** Money in short form for chart axes (€1.2M, €2K: no decimals forced by the currency). */
    compactCurrency: (value: number, currency: string) =>
      numberFormat(tag, {
        style: 'currency',
        currency,
        notation: 'compact',
        minimumFractionDigits: 0,
        maximumFractionDigits: 1,
      }).format(value),
    /** A file size in kB or MB (decimal units, as operating systems show them). */
    fileSize: (bytes: number) => {
      const [value, unit] = bytes >= 1_000_000 ? [bytes / 1_000_000, 'megabyte'] : [bytes / 1_000, 'kilobyte']
      return numberFormat(tag, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value)
    },
  }
}

/** A person's name as colleagues see it; the e-mail when no name is set. */
export const personName = (person: { first_name: string; last_name: string; email: string }) =>
  `${person.first_name} ${person.last_name}`.trim() || person.email
