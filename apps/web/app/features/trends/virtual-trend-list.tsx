import { Loader, Stack } from '@mantine/core'
import type { EndpointInput } from '@portal/contracts/endpoint'
import { type Microtrend, type MicrotrendPage, trendLibraryApi } from '@portal/contracts/trends'
import { useInfiniteQuery } from '@tanstack/react-query'
import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react'
import { partOnDemand } from '../../components/part-on-demand.tsx'
import { callEndpoint } from '../../lib/browser-api.ts'
import { groupKey } from '../../lib/query-keys.ts'
import { useTranslation } from '../../lib/texts.ts'
import type { FeedWindow as Window } from './feed-window.tsx'

/** A card's height before it is measured, and how many cards are drawn beyond the screen's edges. */
const CARD_ESTIMATE = 190
const OVERSCAN = 6
/** Fetch the next page when the drawn cards come this close to the end of the loaded ones. */
const AHEAD = 8
/** Up to this many cards (two pages) the list draws them all, in the page's flow. */
const FLOW_LIMIT = 50

type Page = MicrotrendPage
type ListInput = NonNullable<EndpointInput<typeof trendLibraryApi.microtrends>['query']>
type Query = Omit<ListInput, 'page' | 'page_size'> & { page_size: number }

// The virtualiser (TanStack Virtual, ~10 kB) comes when the list grows past FLOW_LIMIT (ADR 80).
const feedWindow = partOnDemand(() => import('./feed-window.tsx').then((module) => module.FeedWindow))
const FeedWindow = feedWindow.Part

/**
 * The library as one long list (issue 15: "virtualised for very long lists"): the server's first page
 * comes with the page, further pages load as the reader scrolls. The first two pages are drawn whole;
 * past them only the cards near the screen are in the document (TanStack Virtual, as the PPM portfolio
 * table, ADR 74), each measured as drawn. An ARIA feed of the cards' articles, busy while a page loads.
 */
export function VirtualTrendList({
  first,
  firstPage,
  query,
  card,
}: {
  first: Page
  firstPage: number
  query: Query
  card: (microtrend: Microtrend) => ReactNode
}) {
  const { t } = useTranslation()
  const list = useRef<HTMLDivElement>(null)
  const pages = useInfiniteQuery({
    queryKey: [...groupKey(trendLibraryApi.microtrends), 'library-feed', query, firstPage],
    queryFn: ({ pageParam }) =>
      callEndpoint(trendLibraryApi.microtrends, { query: { ...query, page: pageParam } }) as Promise<Page>,
    initialPageParam: firstPage,
    initialData: { pages: [first], pageParams: [firstPage] },
    // `next` is exact even when a broad query's count is an estimate (ADR 41).
    getNextPageParam: (last, _all, lastParam) =>
      last.next !== null && last.results.length > 0 ? lastParam + 1 : undefined,
  })
  const items = pages.data.pages.flatMap((p) => p.results)
  const long = items.length > FLOW_LIMIT
  const [reported, setWindow] = useState<Window | null>(null)
  // Until the virtualiser has said what is in view, every card is drawn in the flow (as it measures).
  const inView = long ? reported : null
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages
  const lastDrawn = inView?.items.at(-1)?.index ?? 0
  useEffect(() => {
    if (inView && hasNextPage && !isFetchingNextPage && lastDrawn >= items.length - AHEAD)
      void fetchNextPage()
  }, [inView, hasNextPage, isFetchingNextPage, fetchNextPage, lastDrawn, items.length])
  // In the flow, the last card coming within AHEAD + OVERSCAN cards below the screen asks for more (the
  // last, not one before it: End jumps past any other).
  useEffect(() => {
    const target = list.current?.querySelector(`[data-index="${items.length - 1}"]`)
    if (inView || !hasNextPage || isFetchingNextPage || !target) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        // The virtualiser's code comes while the next page does, before the list needs it.
        void feedWindow.preload()
        void fetchNextPage()
      },
      { rootMargin: `0px 0px ${(AHEAD + OVERSCAN) * CARD_ESTIMATE}px 0px` },
    )
    observer.observe(target)
    return () => observer.disconnect()
  }, [inView, hasNextPage, isFetchingNextPage, fetchNextPage, items.length])
  const drawn = inView
    ? inView.items.flatMap((virtual) => {
        const microtrend = items[virtual.index]
        return microtrend ? [{ microtrend, index: virtual.index, top: virtual.start - inView.margin }] : []
      })
    : items.map((microtrend, index) => ({ microtrend, index, top: null }))
  return (
    <Stack gap="xs">
      <div
        ref={list}
        role="feed"
        aria-label={t('trends.library_list')}
        aria-busy={isFetchingNextPage}
        style={{ position: 'relative', height: inView?.total }}
      >
        {drawn.map(({ microtrend, index, top }) => (
          <div
            key={microtrend.id}
            data-index={index}
            ref={inView?.measure}
            style={
              top === null
                ? { paddingBottom: 12 }
                : {
                    position: 'absolute',
                    top: 0,
                    left: 0,
                    width: '100%',
                    paddingBottom: 12,
                    transform: `translateY(${top}px)`,
                  }
            }
          >
            {card(microtrend)}
          </div>
        ))}
      </div>
      {long && (
        <Suspense fallback={null}>
          <FeedWindow
            feed={list}
            count={items.length}
            keyOf={(index) => items[index]?.id ?? index}
            estimate={CARD_ESTIMATE}
            overscan={OVERSCAN}
            onWindow={setWindow}
          />
        </Suspense>
      )}
      {isFetchingNextPage && <Loader size="sm" aria-label={t('trends.loading_more')} />}
    </Stack>
  )
}
