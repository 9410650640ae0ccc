import { useVirtualizer } from '@tanstack/react-virtual'
import { type Dispatch, type RefObject, type SetStateAction, useEffect, useLayoutEffect } from 'react'

type InView = { first: number; last: number }

/**
 * The virtualiser of a long portfolio table, loaded only when the table is long (ADR 74): it draws
 * nothing itself, it tells the table which of its lines are in view (and 8 more on each side).
 */
export function VirtualWindow({
  scroller,
  count,
  rowHeight,
  onInView,
}: {
  scroller: RefObject<HTMLDivElement | null>
  count: number
  rowHeight: number
  onInView: Dispatch<SetStateAction<InView | null>>
}) {
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 8,
    initialRect: { width: 1200, height: 720 },
  })
  const items = virtualizer.getVirtualItems()
  const first = items[0]?.index ?? 0
  const last = items.at(-1)?.index ?? -1
  useLayoutEffect(() => {
    onInView((now) => (now?.first === first && now.last === last ? now : { first, last }))
  }, [first, last, onInView])
  // The table, short again, forgets the window: grown long once more, it starts from its first rows.
  useEffect(() => () => onInView(null), [onInView])
  return null
}
