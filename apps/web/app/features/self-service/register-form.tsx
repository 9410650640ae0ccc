import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import { type RegisterInput, registerInput, selfServiceApi } from '@portal/contracts/self-service'
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
import { NewPasswordFields } from './new-password-fields.tsx'
import { newPasswordFormErrors } from './password-strength.ts'

type Values = { email: string; first_name: string; last_name: string; password: string; confirmation: string }

/** Self-registration: the server opens it only for domains with an auto-assign rule and says so on `email`. */
export function RegisterForm({ posted }: { posted?: Posted<{ email: string }> | undefined }) {
  const { t } = useTranslation()
  const locale = useLocale()
  // Posted without scripts (routes/register.tsx): what the action answered.
  const refused = refusalOf(posted)
  const initialValues = {
    email: refused?.fields.email ?? '',
    first_name: refused?.fields.first_name ?? '',
    last_name: refused?.fields.last_name ?? '',
    password: '',
    confirmation: '',
  }
  const onPage = refusalOnForm(refused, initialValues, t, { fallback: t('self_service.register.failed') })
  const [error, setError] = useState<string | null>(onPage.alert)
  const [mailedTo, setMailedTo] = useState<string | null>(doneOf(posted)?.email ?? null)
  const form = useForm<Values>({
    initialValues,
    initialErrors: onPage.errors,
    validate: useContractValidate<Values>(registerInput, {
      body: bodyOf,
      also: (values) => newPasswordFormErrors(t, values.password, values.confirmation),
    }),
  })

  function bodyOf(values: Values): RegisterInput {
    return {
      email: values.email,
      first_name: values.first_name,
      last_name: values.last_name,
      password: values.password,
      locale,
    }
  }

  // Signed out there are no notices: what no field shows goes to the page's alert (ADR 19).
  async function onSubmit(values: Values) {
    setError(null)
    try {
      await browserApi.call(selfServiceApi.register, { body: bodyOf(values) })
      setMailedTo(values.email.trim())
    } catch (failure) {
      setError(failureOnForm(failure, t, form, { fallback: t('self_service.register.failed') }))
    }
  }

  const early = useEarlyInput('register', form)

  const signIn = (
    <Anchor component={Link} to={localePath(locale, '/login')} size="sm">
      {t('self_service.register.have_account')}
    </Anchor>
  )
  if (mailedTo) {
    return (
      <Stack>
        <Title order={1} size="h2">
          {t('self_service.register.done_title')}
        </Title>
        <Alert color="primary" variant="light" role="status">
          {t('self_service.register.done', { email: mailedTo })}
        </Alert>
        {signIn}
      </Stack>
    )
  }
  return (
    <form {...early} onSubmit={form.onSubmit(onSubmit)} noValidate>
      <Stack>
        <div>
          <Title order={1} size="h2">
            {t('pages.register')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('self_service.register.intro')}
          </Text>
        </div>
        {error && (
          <Alert color="coral" role="alert" variant="light">
            {error}
          </Alert>
        )}
        <TextInput
          label={t('self_service.register.email')}
          type="email"
          name="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <TextInput
          label={t('self_service.register.first_name')}
          name="first_name"
          autoComplete="given-name"
          required
          {...form.getInputProps('first_name')}
        />
        <TextInput
          label={t('self_service.register.last_name')}
          name="last_name"
          autoComplete="family-name"
          required
          {...form.getInputProps('last_name')}
        />
        <NewPasswordFields
          label={t('self_service.password.password')}
          password={{ ...form.getInputProps('password'), value: form.values.password }}
          confirmation={form.getInputProps('confirmation')}
        />
        <Button type="submit" loading={form.submitting} fullWidth>
          {t('self_service.register.submit')}
        </Button>
        {signIn}
      </Stack>
    </form>
  )
}
