import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import { passwordResetConfirmInput, selfServiceApi } from '@portal/contracts/self-service'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { browserApi } from '../../lib/browser-api.ts'
import { useEarlyInput } from '../../lib/early-input.ts'
import { failureOnForm } from '../../lib/form-errors.ts'
import { type Posted, refusalOf, refusalOnForm } from '../../lib/form-post.ts'
import { localePath } from '../../lib/locale-path.ts'
import { useContractValidate } from '../../lib/use-contract-validate.ts'
import { useLocale } from '../../lib/use-locale.ts'
import { NewPasswordFields } from './new-password-fields.tsx'
import { newPasswordFormErrors } from './password-strength.ts'

type Values = { password: string; confirmation: string }

const RENAME = { new_password: 'password' }

/**
 * The page a reset or invitation link opens: choose a password, then sign in with it. A used or expired
 * link is said so, with the way to a new one.
 */
export function NewPasswordForm({ token, posted }: { token: string; posted?: Posted<unknown> | undefined }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const navigate = useNavigate()
  // Posted without scripts (routes/reset-password.tsx): a refusal to show (success goes to the login page).
  const initialValues = { password: '', confirmation: '' }
  const onPage = refusalOnForm(refusalOf(posted), initialValues, t, {
    fallback: t('self_service.reset.failed'),
    rename: RENAME,
  })
  const [linkError, setLinkError] = useState<string | null>(onPage.alert)
  const bodyOf = (values: Values) => ({ token, new_password: values.password })
  const form = useForm<Values>({
    initialValues,
    initialErrors: onPage.errors,
    validate: useContractValidate<Values>(passwordResetConfirmInput, {
      body: bodyOf,
      rename: RENAME,
      also: (values) => newPasswordFormErrors(t, values.password, values.confirmation),
    }),
  })

  async function onSubmit(values: Values) {
    setLinkError(null)
    try {
      const done = await browserApi.call(selfServiceApi.confirmPasswordReset, { body: bodyOf(values) })
      const query = new URLSearchParams({ notice: 'password_set', email: done.email })
      navigate(`${localePath(locale, '/login')}?${query}`, { replace: true })
    } catch (failure) {
      // The password's messages sit on its field; what is wrong with the link says so above.
      setLinkError(
        failureOnForm(failure, t, form, { rename: RENAME, fallback: t('self_service.reset.failed') }),
      )
    }
  }

  const early = useEarlyInput('new-password', form)

  return (
    <form {...early} onSubmit={form.onSubmit(onSubmit)} noValidate>
      <Stack>
        <div>
          <Title order={1} size="h2">
            {t('self_service.reset.choose_title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('self_service.reset.choose_intro')}
          </Text>
        </div>
        {linkError && (
          <Alert color="coral" role="alert" variant="light">
            <Stack gap="xs">
              <Text size="sm">{linkError}</Text>
              <Anchor component={Link} to={localePath(locale, '/reset-password')} size="sm">
                {t('self_service.reset.request_new')}
              </Anchor>
            </Stack>
          </Alert>
        )}
        <NewPasswordFields
          label={t('self_service.password.new')}
          password={{ ...form.getInputProps('password'), value: form.values.password }}
          confirmation={form.getInputProps('confirmation')}
        />
        <Button type="submit" loading={form.submitting} fullWidth>
          {t('self_service.reset.save')}
        </Button>
      </Stack>
    </form>
  )
}
