import type { Locale } from '@portal/contracts/locales'
import { catalogues, type Namespace } from './catalogues.ts'

type Vars = Record<string, string | number>

/** Looks up `namespace.a.b` in the locale's catalogue and fills {{placeholders}}; the key if missing. */
export function translate(locale: Locale, key: `${Namespace}.${string}`, vars: Vars = {}): string {
  let node: unknown = catalogues[locale]
  for (const part of key.split('.')) {
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined
  }
  if (typeof node !== 'string') return key
  return node.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole))
}
