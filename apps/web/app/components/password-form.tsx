import { Button, Group, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core'
import { accountsApi, type PasswordChangeInput } from '@portal/contracts/accounts'
import { usePlainForm } from '../lib/plain-form.ts'
import { useTranslation } from '../lib/texts.ts'
import { useContractValidate } from '../lib/use-contract-validate.ts'
import { useWrite } from '../lib/use-write.ts'

/** Change one's password; the server ends every other session of the account. */
export function PasswordForm() {
  const { t } = useTranslation()
  const form = usePlainForm<PasswordChangeInput>({
    initialValues: { current_password: '', new_password: '' },
    validate: useContractValidate(
      () => import('@portal/contracts/accounts'),
      (contract) => contract.passwordChangeInput,
      { untilInteraction: true },
    ),
  })
  // Only the other sessions end: this page stays as it is.
  const change = useWrite(accountsApi.changePassword, {
    form,
    success: t('profile.password_changed'),
    failure: t('profile.save_failed'),
    reload: false,
    onSuccess: () => form.reset(),
  })
  const onSubmit = (values: PasswordChangeInput) => change.run({ body: values })

  return (
    <Paper withBorder p="lg">
      <form onSubmit={form.onSubmit(onSubmit)} noValidate>
        <Stack>
          <Title order={2} size="h3">
            {t('profile.password_title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('profile.password_intro')}
          </Text>
          <PasswordInput
            label={t('profile.current_password')}
            autoComplete="current-password"
            required
            visibilityToggleButtonProps={{ 'aria-label': t('login.show_password') }}
            {...form.field('current_password')}
          />
          <PasswordInput
            label={t('profile.new_password')}
            description={t('profile.new_password_hint')}
            autoComplete="new-password"
            required
            visibilityToggleButtonProps={{ 'aria-label': t('login.show_password') }}
            {...form.field('new_password')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={form.submitting}>
              {t('profile.change_password')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  )
}
