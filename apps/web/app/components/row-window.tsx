import { lazy, type ReactNode, type RefObject, Suspense, useState } from 'react'

/** The lines of a table in view, by index (both included). */
export type InView = { first: number; last: number }

/** Up to this many lines a table draws every row; the virtualiser (~10 kB gzip) loads past it. */
export const ALL_ROWS_UP_TO = 100

const VirtualWindow = lazy(() =>
  import('./virtual-window.tsx').then((module) => ({ default: module.VirtualWindow })),
)

/**
 * Which lines a table of fixed-height rows draws, and the heights of the empty rows that stand for the
 * others. A short table draws all; a long one the lines the virtualiser names and, until it has (its
 * code is coming), its first `allUpTo`: a row that had the focus before the table grew past the limit is
 * among them, so with rows keyed by line the focus stays.
 */
export function rowWindow(count: number, rowHeight: number, inView: InView | null, allUpTo = ALL_ROWS_UP_TO) {
  const isLong = count > allUpTo
  const first = isLong ? Math.max(0, Math.min(inView?.first ?? 0, count - 1)) : 0
  const last = Math.min(isLong ? (inView?.last ?? allUpTo - 1) : count - 1, count - 1)
  return {
    isLong,
    first,
    last,
    before: first * rowHeight,
    after: Math.max(0, count - 1 - last) * rowHeight,
  }
}

/**
 * A table's rows drawn through `rowWindow`, with the virtualiser loaded only when the table is long
 * (ADR 74, 79): `virtualWindow` goes anywhere in the table's tree (it draws nothing), `first`..`last` are the
 * lines to draw, `before` and `after` the heights of the empty rows around them.
 */
export function useRowWindow({
  scroller,
  count,
  rowHeight,
  overscan = 8,
  allUpTo = ALL_ROWS_UP_TO,
}: {
  scroller: RefObject<HTMLElement | null>
  count: number
  rowHeight: number
  overscan?: number
  allUpTo?: number
}): ReturnType<typeof rowWindow> & { virtualWindow: ReactNode } {
  const [inView, setInView] = useState<InView | null>(null)
  const shown = rowWindow(count, rowHeight, inView, allUpTo)
  const virtualWindow = shown.isLong ? (
    <Suspense fallback={null}>
      <VirtualWindow
        scroller={scroller}
        count={count}
        rowHeight={rowHeight}
        overscan={overscan}
        onInView={setInView}
      />
    </Suspense>
  ) : null
  return { ...shown, virtualWindow }
}
