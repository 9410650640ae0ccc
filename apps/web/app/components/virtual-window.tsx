import { useVirtualizer } from '@tanstack/react-virtual'
import { type RefObject, useEffect, useLayoutEffect } from 'react'
import type { InView } from './row-window.tsx'

/**
 * The virtualiser of a long table, loaded only when the table is long (`useRowWindow`, ADR 74, 79): it
 * draws nothing itself, it tells the table which of its lines are in view (and `overscan` more on each
 * side). Rows have a fixed height, so nothing is measured.
 */
export function VirtualWindow({
  scroller,
  count,
  rowHeight,
  overscan,
  onInView,
}: {
  scroller: RefObject<HTMLElement | null>
  count: number
  rowHeight: number
  overscan: number
  onInView: (update: (now: InView | null) => InView | null) => void
}) {
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan,
    initialRect: { width: 1200, height: 720 },
  })
  const items = virtualizer.getVirtualItems()
  const first = items[0]?.index ?? 0
  const last = items.at(-1)?.index ?? -1
  useLayoutEffect(() => {
    onInView((now) => (now?.first === first && now.last === last ? now : { first, last }))
  }, [first, last, onInView])
  // The table, short again, forgets the window: grown long once more, it starts from its first rows.
  useEffect(() => () => onInView(() => null), [onInView])
  return null
}
