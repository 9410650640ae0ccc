import { useLocation } from 'react-router'
import { splitLocale } from './locale-path.ts'

/** The page's locale comes from its address: the prefix, or German without one. */
export function useLocale() {
  return splitLocale(useLocation().pathname).locale
}
