import '@mantine/core/styles/List.css'
import { Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import { isStaffUser } from '@portal/contracts/accounts'
import type { Person } from '@portal/contracts/people'
import { type Team, teamsApi } from '@portal/contracts/teams'
import { data, useNavigate } from 'react-router'
import {
  MemberSetFields,
  type MemberSetValues,
  memberSetBody,
  memberSetField,
  memberSetValues,
  useColleagues,
} from '../components/member-set-fields.tsx'
import { PersonPicker } from '../components/people-picker.tsx'
import { personName } from '../lib/format.ts'
import { localePath } from '../lib/locale-path.ts'
import { pageTitle } from '../lib/page-meta.ts'
import { currentUser, loadOrRefuse, serverApi } from '../lib/server-api.ts'
import { useTranslation } from '../lib/texts.ts'
import { useContractValidate } from '../lib/use-contract-validate.ts'
import { useLocale } from '../lib/use-locale.ts'
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

type Values = MemberSetValues & { lead: Person | null }

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

const teamField = (path: string) => (path === 'lead_id' ? 'lead' : memberSetField(path))
const teamBodyOf = (values: Values) => ({ ...memberSetBody(values), lead_id: values.lead?.id ?? null })

function TeamForm({ team }: { team: Team | null }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const navigate = useNavigate()
  const colleagues = useColleagues()
  const form = useForm<Values>({
    initialValues: { ...memberSetValues(team), lead: team?.lead ?? null },
    validate: useContractValidate(
      () => import('@portal/contracts/teams'),
      (contract) => contract.teamInput,
      { body: teamBodyOf, rename: teamField },
    ),
  })
  // A saved team's page opens again (a new team's address is its id), which loads it anew.
  const saving = {
    form,
    rename: teamField,
    failure: t('teams.failed'),
    reload: false,
    onSuccess: (saved: Team) => navigate(localePath(locale, `/client/teams/${saved.id}`), { replace: true }),
  }
  const create = useWrite(teamsApi.create, { ...saving, success: t('teams.created') })
  const update = useWrite(teamsApi.update, { ...saving, success: t('teams.saved') })
  const remove = useWrite(teamsApi.remove, {
    confirm: team ? t('teams.delete_confirm', { name: team.name }) : undefined,
    confirmLabel: t('teams.delete'),
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
            <MemberSetFields form={form}>
              <PersonPicker
                label={t('teams.lead')}
                source={colleagues}
                value={form.values.lead}
                onChange={(lead) => form.setFieldValue('lead', lead)}
                error={form.errors.lead as string | undefined}
              />
            </MemberSetFields>
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
