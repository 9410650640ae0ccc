import { Anchor, Group, Stack, Text } from '@mantine/core'
import { type Team, teamsApi } from '@portal/contracts/teams'
import { Link } from 'react-router'
import type { ApiClient } from '../../lib/api-client.ts'
import { personName } from '../../lib/format.ts'
import { localePath } from '../../lib/locale-path.ts'
import { useTranslation } from '../../lib/texts.ts'
import { useLocale } from '../../lib/use-locale.ts'

export const loadMyTeams = (api: ApiClient) =>
  api.call(teamsApi.list, { query: { member: 'me', page_size: 50 } }).then((page) => page.results)

/** The teams one belongs to, with their leads; on its own page with every member too. */
export function MyTeamsCard({ data: teams, full }: { data: Team[]; full: boolean }) {
  const { t } = useTranslation()
  const locale = useLocale()
  if (teams.length === 0) return <Text c="dimmed">{t('dashboards.cards.my_teams.empty')}</Text>
  return (
    <Stack gap="sm">
      {teams.map((team) => (
        <div key={team.id}>
          <Group justify="space-between" gap="xs">
            <Anchor component={Link} to={localePath(locale, `/client/teams/${team.id}`)} fw={600}>
              {team.name}
            </Anchor>
            <Text size="sm" c="dimmed">
              {t('dashboards.cards.my_teams.members', { count: team.member_count })}
            </Text>
          </Group>
          {team.lead && (
            <Text size="sm">{t('dashboards.cards.my_teams.lead', { name: personName(team.lead) })}</Text>
          )}
          {full && (
            <Text size="sm" c="dimmed">
              {team.members.map(personName).join(', ')}
            </Text>
          )}
        </div>
      ))}
    </Stack>
  )
}
