import '@mantine/core/styles/List.css'
import { Button, Group, List, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import { isStaffUser } from '@portal/contracts/accounts'
import type { Person } from '@portal/contracts/people'
import { type Team, teamInput, teamsApi } from '@portal/contracts/teams'
import { usersApi } from '@portal/contracts/users'
import { useTranslation } from 'react-i18next'
import { data, useNavigate } from 'react-router'
import { PeopleMultiPicker, type PeopleSource, PersonPicker } from '../components/people-picker.tsx'
import { personName } from '../lib/format.ts'
import { localePath } from '../lib/locale-path.ts'
import { pageTitle } from '../lib/page-meta.ts'
import { currentUser, loadOrRefuse, serverApi } from '../lib/server-api.ts'
import { useContractValidate } from '../lib/use-contract-validate.ts'
import { useLocale } from '../lib/use-locale.ts'
import { useMe } from '../lib/use-me.ts'
import { useWrite } from '../lib/use-write.ts'
import { isValidParam } from '../route-list.ts'
import type { Route } from './+types/team'

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!isValidParam('record', params.id)) throw data(null, { status: 404 })
  const me = await currentUser(context, request)
  const canManage = me !== null && (isStaffUser(me) || me.is_company_admin)
  if (params.id === 'new') {
    if (!canManage) throw data(null, { status: 403 })
    return { team: null, canManage }
  }
  const team = await loadOrRefuse(() =>
    serverApi(context, request).call(teamsApi.get, { params: { id: params.id } }),
  )
  return { team, canManage }
}

export const meta: Route.MetaFunction = ({ location }) => pageTitle(location.pathname)

type Values = { name: string; description: string; lead: Person | null; members: Person[] }

/** A team: members of the company read it; its admins edit name, lead and members, or delete it. */
export default function TeamPage({ loaderData }: Route.ComponentProps) {
  const { team, canManage } = loaderData
  if (!canManage && team) return <TeamView team={team} />
  return <TeamForm team={team} key={team?.updated_at ?? 'new'} />
}

function TeamView({ team }: { team: Team }) {
  const { t } = useTranslation()
  return (
    <Stack maw={720}>
      <Title order={1}>{team.name}</Title>
      {team.description && <Text>{team.description}</Text>}
      <Text>
        <strong>{t('teams.lead')}:</strong> {team.lead ? personName(team.lead) : t('teams.no_lead')}
      </Text>
      <Title order={2} size="h4">
        {t('teams.member_count', { count: team.member_count })}
      </Title>
      <List>
        {team.members.map((member) => (
          <List.Item key={member.id}>{`${personName(member)} · ${member.email}`}</List.Item>
        ))}
      </List>
      <Text c="dimmed" size="sm">
        {t('teams.read_only')}
      </Text>
    </Stack>
  )
}

const TEAM_FIELDS = { lead_id: 'lead', member_ids: 'members' }
const teamBodyOf = (values: Values) => ({
  name: values.name,
  description: values.description,
  lead_id: values.lead?.id ?? null,
  member_ids: values.members.map((p) => p.id),
})

function TeamForm({ team }: { team: Team | null }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const navigate = useNavigate()
  const me = useMe()
  // Colleagues to choose from: the active members of the active company.
  const people: PeopleSource = {
    endpoint: usersApi.list,
    query: { company: me?.active_company ?? undefined, is_active: 'true' },
  }
  const form = useForm<Values>({
    initialValues: {
      name: team?.name ?? '',
      description: team?.description ?? '',
      lead: team?.lead ?? null,
      members: team?.members ?? [],
    },
    validate: useContractValidate(teamInput, { body: teamBodyOf, rename: TEAM_FIELDS }),
  })
  // A saved team's page opens again (a new team's address is its id), which loads it anew.
  const saving = {
    form,
    rename: TEAM_FIELDS,
    failure: t('teams.failed'),
    reload: false,
    onSuccess: (saved: Team) => navigate(localePath(locale, `/client/teams/${saved.id}`), { replace: true }),
  }
  const create = useWrite(teamsApi.create, { ...saving, success: t('teams.created') })
  const update = useWrite(teamsApi.update, { ...saving, success: t('teams.saved') })
  const remove = useWrite(teamsApi.remove, {
    confirm: team ? t('teams.delete_confirm', { name: team.name }) : undefined,
    success: t('teams.deleted'),
    reload: false,
    onSuccess: () => navigate(localePath(locale, '/client/teams'), { replace: true }),
  })

  async function onSubmit(values: Values) {
    const body = teamBodyOf(values)
    await (team ? update.run({ params: { id: team.id }, body }) : create.run({ body }))
  }

  const onDelete = () => team && remove.run({ params: { id: team.id } })

  return (
    <Stack maw={720}>
      <Title order={1}>{team?.name ?? t('teams.new')}</Title>
      <Paper withBorder p="lg">
        <form onSubmit={form.onSubmit(onSubmit)} noValidate>
          <Stack>
            <TextInput label={t('teams.name')} required {...form.getInputProps('name')} />
            <Textarea
              label={t('teams.description')}
              autosize
              minRows={2}
              {...form.getInputProps('description')}
            />
            <PersonPicker
              label={t('teams.lead')}
              source={people}
              value={form.values.lead}
              onChange={(lead) => form.setFieldValue('lead', lead)}
              error={form.errors.lead as string | undefined}
            />
            <PeopleMultiPicker
              label={t('teams.members')}
              source={people}
              value={form.values.members}
              onChange={(members) => form.setFieldValue('members', members)}
              error={form.errors.members as string | undefined}
            />
            <Group justify="space-between">
              {team ? (
                <Button variant="subtle" color="coral" onClick={onDelete}>
                  {t('teams.delete')}
                </Button>
              ) : (
                <span />
              )}
              <Button type="submit" loading={form.submitting}>
                {t('teams.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  )
}
