import { Alert, Stack } from '@mantine/core'
import { periodKey, quarterPresets, type TeamRef } from '@portal/contracts/okr'
import { okrDashboardApi } from '@portal/contracts/okr-dashboard'
import { teamsApi } from '@portal/contracts/teams'
import { PageHeader } from '../components/page-header.tsx'
import { GoalsDashboard } from '../features/okr/goals/goals-dashboard.tsx'
import { ApiError } from '../lib/api-client.ts'
import { pageTitle } from '../lib/page-meta.ts'
import { loadOrRefuse, serverApi } from '../lib/server-api.ts'
import { useTranslation } from '../lib/texts.ts'
import { isValidParam } from '../route-list.ts'
import type { Route } from './+types/goals-dashboard'

/** The period choices: the last three quarters, this one and the next, this year and the last. */
function periodChoices(today: Date, chosen: string) {
  const quarters = quarterPresets(today, 3, 1).map((period) => period.key)
  const year = today.getUTCFullYear()
  const keys = [...quarters.reverse(), String(year), String(year - 1)]
  return keys.includes(chosen) ? keys : [chosen, ...keys]
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams
  // A period or team that does not parse is left out: the dashboard shows the current quarter, all teams.
  const period = periodKey.safeParse(params.get('period')).data
  const chosenTeam = params.get('team')
  const team = chosenTeam && isValidParam('uuid', chosenTeam) ? chosenTeam : undefined
  const api = serverApi(context, request)
  try {
    const [dashboard, teams] = await Promise.all([
      loadOrRefuse(() => api.call(okrDashboardApi.get, { query: { period, team } })),
      api.call(teamsApi.list, { query: { page_size: 200 } }),
    ])
    const teamRefs: TeamRef[] = teams.results.map(({ id, name }) => ({ id, name }))
    return {
      dashboard,
      teams: teamRefs,
      periods: periodChoices(new Date(), dashboard.period.key),
      notice: null,
    }
  } catch (error) {
    // No active company: nothing to show, and the API says why.
    if (!(error instanceof ApiError) || error.status !== 409) throw error
    return { dashboard: null, teams: [], periods: [], notice: error.problem.detail ?? null }
  }
}

export const meta: Route.MetaFunction = ({ location }) => pageTitle(location.pathname)

/** SPEC §2 /client/dashboard/goals: the goals dashboard of a period and team. */
export default function GoalsDashboardPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { dashboard, teams, periods, notice } = loaderData
  return (
    <Stack>
      <PageHeader title={t('pages.goals_dashboard')} intro={t('okr_insights.goals.intro')} />
      {dashboard ? (
        <GoalsDashboard dashboard={dashboard} teams={teams} periods={periods} />
      ) : (
        <Alert color="coral" variant="light">
          {notice ?? t('okr_insights.goals.failed')}
        </Alert>
      )}
    </Stack>
  )
}
