import type { ShouldRevalidateFunctionArgs } from 'react-router'

/**
 * A navigation that changes only the address's query on the same page (a filter, a sort, an item's
 * drawer) — not a form's submission, and not a reload of the page's data after a write (the same
 * address). The frame's loaders (root, signed-in layout) read nothing from the query: they sit these
 * out, and only the page's own loader runs.
 */
export function isQueryOnly({
  currentUrl,
  nextUrl,
  formMethod,
}: Pick<ShouldRevalidateFunctionArgs, 'currentUrl' | 'nextUrl' | 'formMethod'>) {
  return (
    formMethod === undefined &&
    currentUrl.pathname === nextUrl.pathname &&
    currentUrl.search !== nextUrl.search
  )
}
