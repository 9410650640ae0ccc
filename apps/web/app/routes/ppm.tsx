import '../features/ppm/ppm-styles.ts'
import { portfolioQuery, ppmApi } from '@portal/contracts/ppm'
import { useLocation, useNavigate, useRevalidator } from 'react-router'
import { partOnDemand, preloadWithParameter } from '../components/part-on-demand.tsx'
import { PortfolioView } from '../features/ppm/portfolio-view.tsx'
import { INVALID_TOKEN, readPpmRoot } from '../features/ppm/ppm-root.ts'
import { PpmUnavailable } from '../features/ppm/ppm-unavailable.tsx'
import { pageTitle, screenFor } from '../lib/page-meta.ts'
import { loadOrRefuse, serverApi } from '../lib/server-api.ts'
import { useTranslation } from '../lib/texts.ts'
import { withTexts } from '../lib/texts-on-demand.ts'
import type { Route } from './+types/ppm'

// A measure's or a level's page (tabs, reports, phases, their forms) loads when one is opened, not with
// the portfolio (ADR 70), with the field messages its forms show (ADR 74).
// Opened by its address, the page hydrates once that view's code is here (a tab clicked before would
// be lost on the server's HTML, ADR 85).
const levelView = partOnDemand(
  withTexts(['fields'], () => import('../features/ppm/level-view.tsx').then((module) => module.LevelView)),
)
const measureView = partOnDemand(
  withTexts(['fields'], () =>
    import('../features/ppm/measure-view.tsx').then((module) => module.MeasureView),
  ),
)
preloadWithParameter('measure', measureView)
for (const level of ['program', 'project', 'package']) preloadWithParameter(level, levelView)
const LevelView = levelView.Part
const MeasureView = measureView.Part

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * /client/ppm and /client/svc/project-management: the portfolio, one measure (`?measure=`), or one
 * programme, project or package (`?program=`, `?project=`, `?package=`).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const api = serverApi(context, request)
  const root = await loadOrRefuse(() => readPpmRoot(api))
  if (root === INVALID_TOKEN) return { unavailable: true as const }
  const today = new Date().toISOString().slice(0, 10)
  const measureId = url.searchParams.get('measure')
  if (measureId && UUID.test(measureId)) {
    const [measure, portfolio, people] = await loadOrRefuse(() =>
      Promise.all([
        api.call(ppmApi.measureGet, { params: { id: measureId } }),
        api.call(ppmApi.portfolio, { query: {} }),
        api.call(ppmApi.users),
      ]),
    )
    const packages = portfolio.nodes.filter((n) => n.level === 'package')
    return { unavailable: false as const, view: 'measure' as const, measure, packages, people, today }
  }
  const levelReads = {
    program: (id: string) => api.call(ppmApi.programGet, { params: { id } }),
    project: (id: string) => api.call(ppmApi.projectGet, { params: { id } }),
    package: (id: string) => api.call(ppmApi.packageGet, { params: { id } }),
  }
  for (const level of ['program', 'project', 'package'] as const) {
    const id = url.searchParams.get(level)
    if (!id || !UUID.test(id)) continue
    const [node, people] = await loadOrRefuse(() =>
      Promise.all([levelReads[level](id), api.call(ppmApi.users)]),
    )
    return { unavailable: false as const, view: 'level' as const, node, people, today }
  }
  const parsed = portfolioQuery.safeParse(Object.fromEntries(url.searchParams))
  const filters = parsed.success ? parsed.data : {}
  const [portfolio, chart, people] = await loadOrRefuse(() =>
    Promise.all([
      api.call(ppmApi.portfolio, { query: filters }),
      api.call(ppmApi.chart, { query: {} }),
      api.call(ppmApi.users),
    ]),
  )
  return {
    unavailable: false as const,
    view: 'portfolio' as const,
    portfolio,
    filters,
    chart,
    people,
    canManage: root.can_manage === true,
  }
}

export const meta: Route.MetaFunction = ({ location }) => pageTitle(location.pathname)

/**
 * No Suspense boundary of its own: opened from the portfolio, a measure's page suspends during the
 * navigation's transition, which keeps the portfolio on screen until its code is there; opened by its
 * address, its code is here before hydration (preloadWithParameter above), so the view hydrates with
 * the page — inside a boundary it would hydrate later, and a click on its tabs before then was lost.
 */
export default function PpmPage(props: Route.ComponentProps) {
  return <PpmView {...props} />
}

function PpmView({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const location = useLocation()
  const navigate = useNavigate()
  const revalidator = useRevalidator()
  const title = t(`pages.${screenFor(location.pathname)?.title ?? 'ppm'}`)
  const measureHref = (id: string) => `${location.pathname}?measure=${id}`
  const levelHref = (node: { id: string; level: string }) => `${location.pathname}?${node.level}=${node.id}`
  if (loaderData.unavailable) return <PpmUnavailable title={title} />
  if (loaderData.view === 'level') {
    return (
      <LevelView
        node={loaderData.node}
        people={loaderData.people}
        backHref={location.pathname}
        today={loaderData.today}
      />
    )
  }
  if (loaderData.view === 'measure') {
    return (
      <MeasureView
        measure={loaderData.measure}
        people={loaderData.people}
        packages={loaderData.packages}
        backHref={location.pathname}
        today={loaderData.today}
        onDeleted={() => navigate(location.pathname)}
      />
    )
  }
  return (
    <PortfolioView
      title={title}
      portfolio={loaderData.portfolio}
      filters={loaderData.filters}
      canManage={loaderData.canManage}
      chart={loaderData.chart}
      people={loaderData.people}
      measureHref={measureHref}
      levelHref={levelHref}
      onCreated={(node) =>
        node.level === 'measure' ? navigate(measureHref(node.id)) : revalidator.revalidate()
      }
    />
  )
}
