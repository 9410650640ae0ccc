import { Loader, Stack } from '@mantine/core'
import type { EndpointInput } from '@portal/contracts/endpoint'
import { type Microtrend, type MicrotrendPage, trendLibraryApi } from '@portal/contracts/trends'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useWindowVirtualizer } from '@tanstack/react-virtual'
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { callEndpoint } from '../../lib/browser-api.ts'
import { groupKey } from '../../lib/query-keys.ts'
import { useTranslation } from '../../lib/texts.ts'

/** A card's height before it is measured, and how many cards are drawn beyond the screen's edges. */
const CARD_ESTIMATE = 190
const OVERSCAN = 6
/** Fetch the next page when the drawn cards come this close to the end of the loaded ones. */
const AHEAD = 8

type Page = MicrotrendPage
type ListInput = NonNullable<EndpointInput<typeof trendLibraryApi.microtrends>['query']>
type Query = Omit<ListInput, 'page' | 'page_size'> & { page_size: number }

// useLayoutEffect warns on the server; the measure it guards only matters in the browser.
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect

/**
 * The library as one long list (issue 15: "virtualised for very long lists"): the server's first page
 * comes with the page, further pages load as the reader scrolls, and only the cards near the screen
 * are in the document (TanStack Virtual, as the PPM portfolio table), each measured as drawn. An ARIA
 * feed of the cards' articles, busy while a page loads.
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
  const [margin, setMargin] = useState(0)
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
  useBrowserLayoutEffect(() => {
    setMargin(list.current?.offsetTop ?? 0)
  }, [])
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => CARD_ESTIMATE,
    overscan: OVERSCAN,
    scrollMargin: margin,
    getItemKey: (index) => items[index]?.id ?? index,
    // On the server: as many cards as a tall screen shows.
    initialRect: { width: 1200, height: 1600 },
  })
  const drawn = virtualizer.getVirtualItems()
  const lastDrawn = drawn.at(-1)?.index ?? 0
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastDrawn >= items.length - AHEAD) void fetchNextPage()
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, lastDrawn, items.length])
  return (
    <Stack gap="xs">
      <div
        ref={list}
        role="feed"
        aria-label={t('trends.library_list')}
        aria-busy={isFetchingNextPage}
        style={{ position: 'relative', height: virtualizer.getTotalSize() }}
      >
        {drawn.map((virtual) => {
          const microtrend = items[virtual.index]
          if (!microtrend) return null
          return (
            <div
              key={virtual.key}
              data-index={virtual.index}
              ref={virtualizer.measureElement}
              style={{
                position: 'absolute',
                top: 0,
                left: 0,
                width: '100%',
                paddingBottom: 12,
                transform: `translateY(${virtual.start - virtualizer.options.scrollMargin}px)`,
              }}
            >
              {card(microtrend)}
            </div>
          )
        })}
      </div>
      {isFetchingNextPage && <Loader size="sm" aria-label={t('trends.loading_more')} />}
    </Stack>
  )
}
