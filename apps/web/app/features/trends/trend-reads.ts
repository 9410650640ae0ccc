import { trendHubsApi } from '@portal/contracts/trends'
import { useRead } from '../../lib/query-keys.ts'

/**
 * The reads SPEC §7 says never break a page: a failed hub list is an empty list, a failed favourite
 * check is false, a failed favourite list is empty. Each also says it failed, for a visible notice.
 */
export function useHubList() {
  const read = useRead(trendHubsApi.list, { query: { page_size: 200 } })
  return { hubs: read.data?.results ?? [], failed: read.isError, loading: read.isPending }
}

/** The caller's favourites by microtrend id (the favourite's own id, to remove it). */
export function useFavoriteList() {
  const read = useRead(trendHubsApi.favorites, { query: { page_size: 200 } })
  const byTrend = new Map((read.data?.results ?? []).map((f) => [f.microtrend.id, f.id]))
  return { favorites: read.data?.results ?? [], byTrend, failed: read.isError }
}

/** Whether one microtrend is a favourite of the caller: false when the check fails. */
export function useFavoriteCheck(microtrendId: string) {
  const read = useRead(trendHubsApi.favorites, { query: { microtrend: microtrendId } })
  const favorite = read.data?.results[0]
  return { isFavorite: favorite !== undefined, favoriteId: favorite?.id ?? null, failed: read.isError }
}
