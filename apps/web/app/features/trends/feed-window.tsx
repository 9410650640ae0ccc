import { useWindowVirtualizer, type VirtualItem } from '@tanstack/react-virtual'
import {
  type Dispatch,
  type Key,
  type RefObject,
  type SetStateAction,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'

/** What the list draws while the virtualiser runs: the cards in view, where they go, and its measure. */
export interface FeedWindow {
  items: VirtualItem[]
  total: number
  margin: number
  measure: (element: Element | null) => void
}

/**
 * The cards' heights as the list drew them in the page's flow, by index: the virtualiser starts from
 * them, so taking over moves no card (the wrapper's padding is part of its height, as it measures).
 */
function drawnHeights(feed: HTMLElement | null) {
  const heights = new Map<number, number>()
  for (const element of Array.from(feed?.children ?? [])) {
    const index = Number((element as HTMLElement).dataset.index)
    if (Number.isInteger(index)) heights.set(index, element.getBoundingClientRect().height)
  }
  return heights
}

/**
 * The virtualiser of a long trend feed, loaded once the list grows past what it draws in the page's
 * flow (ADR 80): it draws nothing itself, it tells the list which cards are near the screen and where.
 */
export function FeedWindow({
  feed,
  count,
  keyOf,
  estimate,
  overscan,
  onWindow,
}: {
  feed: RefObject<HTMLDivElement | null>
  count: number
  keyOf: (index: number) => Key
  estimate: number
  overscan: number
  onWindow: Dispatch<SetStateAction<FeedWindow | null>>
}) {
  // Read once, from the flow layout still on screen: where the list starts and how tall each card is.
  const [start] = useState(() => {
    const top = feed.current?.getBoundingClientRect().top ?? 0
    return { margin: top + window.scrollY, heights: drawnHeights(feed.current) }
  })
  // One key function for good: the virtualiser lays every card out afresh when it changes.
  const keys = useRef(keyOf)
  keys.current = keyOf
  const [getItemKey] = useState(() => (index: number) => keys.current(index))
  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: (index) => start.heights.get(index) ?? estimate,
    overscan,
    scrollMargin: start.margin,
    getItemKey,
    initialRect: { width: window.innerWidth, height: window.innerHeight },
  })
  const items = virtualizer.getVirtualItems()
  const total = virtualizer.getTotalSize()
  useLayoutEffect(() => {
    onWindow((now) =>
      now?.items === items && now.total === total
        ? now
        : { items, total, margin: start.margin, measure: virtualizer.measureElement },
    )
  }, [items, total, onWindow, virtualizer, start])
  // The list, short again (another search), forgets the window and draws in the flow.
  useEffect(() => () => onWindow(null), [onWindow])
  return null
}
