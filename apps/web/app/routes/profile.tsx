import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core'
import { accountsApi, isStaffUser, type ProfileInput } from '@portal/contracts/accounts'
import { companiesApi } from '@portal/contracts/companies'
import { LocaleSelect } from '../components/locale-select.tsx'
import { PasswordForm } from '../components/password-form.tsx'
import { PersonalTokensSection } from '../features/api-tokens/personal-tokens-section.tsx'
import { NotificationPreferencesSection } from '../features/notifications/preferences-section.tsx'
import { SessionsSection } from '../features/sessions/sessions-section.tsx'
import { pageTitle } from '../lib/page-meta.ts'
import { usePlainForm } from '../lib/plain-form.ts'
import { serverApi } from '../lib/server-api.ts'
import { useTranslation } from '../lib/texts.ts'
import { useContractValidate } from '../lib/use-contract-validate.ts'
import { useMe } from '../lib/use-me.ts'
import { useWrite } from '../lib/use-write.ts'
import type { Route } from './+types/profile'

/** The companies one belongs to (the list endpoint shows members exactly theirs; staff see all). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await serverApi(context, request).call(accountsApi.me)
  if (isStaffUser(me)) return { companies: null }
  const page = await serverApi(context, request).call(companiesApi.list, { query: { page_size: 200 } })
  return { companies: page.results.map((c) => c.name) }
}

export const meta: Route.MetaFunction = ({ location }) => pageTitle(location.pathname)

/** The user's names (asked for after login when one is missing); more profile arrives with accounts. */
export default function Profile({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const me = useMe()
  // The page's forms hold text and a few lists: `usePlainForm`, not @mantine/form (6 kB, ADR 85).
  const form = usePlainForm<ProfileInput>({
    initialValues: { first_name: me?.first_name ?? '', last_name: me?.last_name ?? '' },
    validate: useContractValidate(
      () => import('@portal/contracts/accounts'),
      (contract) => contract.profileInput,
      // The profile's forms load their schemas when the user starts (ADR 82, 85).
      { untilInteraction: true },
    ),
  })
  const update = useWrite(accountsApi.updateMe, {
    form,
    success: t('profile.saved'),
    failure: t('profile.save_failed'),
    // The names as the server keeps them (trimmed).
    onSuccess: (saved) => form.setValues({ first_name: saved.first_name, last_name: saved.last_name }),
  })
  const onSubmit = (values: ProfileInput) => update.run({ body: values })

  return (
    <Stack maw={560}>
      <Title order={1}>{t('profile.title')}</Title>
      <Text c="dimmed">{t('profile.intro')}</Text>
      {(!me?.first_name || !me?.last_name) && (
        <Alert color="coral" variant="light" role="status">
          {t('profile.complete')}
        </Alert>
      )}
      <Paper withBorder p="lg">
        <form onSubmit={form.onSubmit(onSubmit)} noValidate>
          <Stack>
            <TextInput label={t('profile.email')} value={me?.email ?? ''} readOnly />
            <TextInput
              label={t('profile.first_name')}
              autoComplete="given-name"
              required
              {...form.field('first_name')}
            />
            <TextInput
              label={t('profile.last_name')}
              autoComplete="family-name"
              required
              {...form.field('last_name')}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={form.submitting}>
                {t('profile.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      <Paper withBorder p="lg">
        <Stack gap="xs">
          <Title order={2} size="h3">
            {t('profile.language_title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('profile.language_intro')}
          </Text>
          <LocaleSelect signedIn label={t('locale.label')} />
        </Stack>
      </Paper>
      <PasswordForm />
      <NotificationPreferencesSection />
      {me && !me.is_impersonate && <SessionsSection />}
      {me && !me.is_impersonate && <PersonalTokensSection />}
      {loaderData.companies && (
        <Paper withBorder p="lg">
          <Stack gap="xs">
            <Title order={2} size="h3">
              {t('profile.companies_title')}
            </Title>
            {loaderData.companies.length === 0 ? (
              <Text>{t('profile.companies_none')}</Text>
            ) : (
              loaderData.companies.map((name) => <Text key={name}>{name}</Text>)
            )}
          </Stack>
        </Paper>
      )}
    </Stack>
  )
}
