import { marketIntelligenceApi, type SignalStats } from '@portal/contracts/market-intelligence'
import { companyListOrNotice, loadOrRefuse, serverApi } from '../../lib/server-api.ts'

/** Competitors and the signal counts of a company, for the dashboard and its analysis views. */
export async function loadOverview(context: unknown, request: Request) {
  const api = serverApi(context, request)
  const [competitors, stats] = await Promise.all([
    loadOrRefuse(() => api.call(marketIntelligenceApi.competitors)),
    loadOrRefuse(() => api.call(marketIntelligenceApi.stats, { query: {} })),
  ])
  return { competitors, stats: stats as SignalStats }
}

/** The signals of the address's filters (`?search=&competitor=&tag=`). */
export async function loadSignals(context: unknown, request: Request) {
  const url = new URL(request.url)
  const get = (name: string) => url.searchParams.get(name)?.trim() || undefined
  return companyListOrNotice(() =>
    serverApi(context, request).call(marketIntelligenceApi.signals, {
      query: { search: get('search'), competitor: get('competitor'), tag: get('tag'), page_size: 100 },
    }),
  )
}
