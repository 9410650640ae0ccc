import { Anchor, Stack, Text } from '@mantine/core'
import { isStaffUser } from '@portal/contracts/accounts'
import { teamsApi } from '@portal/contracts/teams'
import { Link } from 'react-router'
import { MemberSetTable } from '../components/member-set-table.tsx'
import { PageHeader } from '../components/page-header.tsx'
import { SearchForm } from '../components/search-form.tsx'
import { personName } from '../lib/format.ts'
import { localePath } from '../lib/locale-path.ts'
import { pageTitle } from '../lib/page-meta.ts'
import { loadOrRefuse, serverApi } from '../lib/server-api.ts'
import { useTranslation } from '../lib/texts.ts'
import { useLocale } from '../lib/use-locale.ts'
import { useMe } from '../lib/use-me.ts'
import type { Route } from './+types/teams'

export async function loader({ request, context }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams.get('search')?.trim()
  return loadOrRefuse(() =>
    serverApi(context, request).call(teamsApi.list, { query: { page_size: 200, search } }),
  )
}

export const meta: Route.MetaFunction = ({ location }) => pageTitle(location.pathname)

/** The teams of the active company; its admins (and staff) create new ones. */
export default function Teams({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const locale = useLocale()
  const me = useMe()
  const canManage = me !== null && (isStaffUser(me) || me.is_company_admin)
  return (
    <Stack>
      <PageHeader
        title={t('pages.teams')}
        intro={t('teams.intro')}
        create={canManage ? { to: '/client/teams/new', label: t('teams.new') } : null}
      />
      <SearchForm label={t('teams.search')} />
      <MemberSetTable
        sets={loaderData.results}
        name={(team) => (
          <Anchor component={Link} to={localePath(locale, `/client/teams/${team.id}`)}>
            {team.name}
          </Anchor>
        )}
        extra={{
          label: t('teams.lead'),
          cell: (team) => (team.lead ? personName(team.lead) : t('teams.no_lead')),
        }}
      />
      {loaderData.results.length === 0 && <Text>{t('teams.empty')}</Text>}
    </Stack>
  )
}
