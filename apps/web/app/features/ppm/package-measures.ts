import { type PortfolioQuery, type PpmNode, ppmApi } from '@portal/contracts/ppm'
import { callEndpoint } from '../../lib/browser-api.ts'
import { queryKey } from '../../lib/query-keys.ts'

const PAGE = 200

/** Every measure of a package that the filters let through, page after page. */
async function packageMeasures(id: string, filters: PortfolioQuery): Promise<PpmNode[]> {
  const measures: PpmNode[] = []
  for (let page = 1; ; page++) {
    const answer = await callEndpoint(ppmApi.packageMeasures, {
      params: { id },
      query: { ...filters, page, page_size: PAGE },
    })
    measures.push(...answer.results)
    if (measures.length >= answer.count || answer.results.length === 0) return measures
  }
}

/**
 * The read of one package's measures (for `useQueries`): the portfolio table and the timeline share it,
 * so a package opened in both is read once.
 */
export const packageMeasuresQuery = (id: string, filters: PortfolioQuery) => ({
  queryKey: queryKey(ppmApi.packageMeasures, { params: { id }, query: filters }),
  queryFn: () => packageMeasures(id, filters),
})
