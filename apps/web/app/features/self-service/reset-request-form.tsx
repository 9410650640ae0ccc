import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import { passwordResetInput, selfServiceApi } from '@portal/contracts/self-service'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { browserApi } from '../../lib/browser-api.ts'
import { useEarlyInput } from '../../lib/early-input.ts'
import { failureOnForm } from '../../lib/form-errors.ts'
import { doneOf, type Posted, refusalOf, refusalOnForm } from '../../lib/form-post.ts'
import { localePath } from '../../lib/locale-path.ts'
import { useContractValidate } from '../../lib/use-contract-validate.ts'
import { useLocale } from '../../lib/use-locale.ts'

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function ResetRequestForm({ posted }: { posted?: Posted<{ email: string }> | undefined }) {
  const { t } = useTranslation()
  const locale = useLocale()
  // Posted without scripts (routes/reset-password.tsx): what the action answered.
  const refused = refusalOf(posted)
  const initialValues = { email: refused?.fields.email ?? '' }
  const onPage = refusalOnForm(refused, initialValues, t, { fallback: t('self_service.reset.failed') })
  const [error, setError] = useState<string | null>(onPage.alert)
  const [mailedTo, setMailedTo] = useState<string | null>(doneOf(posted)?.email ?? null)
  const form = useForm({
    mode: 'uncontrolled',
    initialValues,
    initialErrors: onPage.errors,
    validate: useContractValidate(passwordResetInput),
  })

  async function onSubmit(values: { email: string }) {
    setError(null)
    try {
      await browserApi.call(selfServiceApi.requestPasswordReset, { body: values })
      setMailedTo(values.email.trim())
    } catch (failure) {
      setError(failureOnForm(failure, t, form, { fallback: t('self_service.reset.failed') }))
    }
  }

  const early = useEarlyInput('reset-request', form)

  const back = (
    <Anchor component={Link} to={localePath(locale, '/login')} size="sm">
      {t('self_service.reset.back')}
    </Anchor>
  )
  if (mailedTo) {
    return (
      <Stack>
        <Title order={1} size="h2">
          {t('self_service.reset.done_title')}
        </Title>
        <Alert color="primary" variant="light" role="status">
          {t('self_service.reset.done', { email: mailedTo })}
        </Alert>
        {back}
      </Stack>
    )
  }
  return (
    <form {...early} onSubmit={form.onSubmit(onSubmit)} noValidate>
      <Stack>
        <div>
          <Title order={1} size="h2">
            {t('pages.reset_password')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('self_service.reset.intro')}
          </Text>
        </div>
        {error && (
          <Alert color="coral" role="alert" variant="light">
            {error}
          </Alert>
        )}
        <TextInput
          label={t('self_service.reset.email')}
          type="email"
          name="email"
          autoComplete="username"
          required
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <Button type="submit" loading={form.submitting} fullWidth>
          {t('self_service.reset.submit')}
        </Button>
        {back}
      </Stack>
    </form>
  )
}
