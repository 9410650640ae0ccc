import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import { PASSWORD_MIN_LENGTH } from '@portal/contracts/accounts'
import { selfServiceApi } from '@portal/contracts/self-service'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { ApiError } from '../../lib/api-client.ts'
import { browserApi } from '../../lib/browser-api.ts'
import { localePath } from '../../lib/locale-path.ts'
import { useLocale } from '../../lib/use-locale.ts'
import { NewPasswordFields } from './new-password-fields.tsx'
import { newPasswordErrors } from './password-strength.ts'
import { problemMessage } from './problem-message.ts'

type Values = { password: string; confirmation: string }

/**
 * The page a reset or invitation link opens: choose a password, then sign in with it. A used or expired
 * link is said so, with the way to a new one.
 */
export function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const navigate = useNavigate()
  const [linkError, setLinkError] = useState<string | null>(null)
  const form = useForm<Values>({
    initialValues: { password: '', confirmation: '' },
    validate: (values) => {
      const errors = newPasswordErrors(values.password, values.confirmation)
      return {
        password: errors.password && t(errors.password, { count: PASSWORD_MIN_LENGTH }),
        confirmation: errors.confirmation && t(errors.confirmation),
      }
    },
  })

  async function onSubmit(values: Values) {
    setLinkError(null)
    try {
      const done = await browserApi.call(selfServiceApi.confirmPasswordReset, {
        body: { token, new_password: values.password },
      })
      const query = new URLSearchParams({ notice: 'password_set', email: done.email })
      navigate(`${localePath(locale, '/login')}?${query}`, { replace: true })
    } catch (failure) {
      const errors = failure instanceof ApiError ? failure.problem.errors : undefined
      if (errors?.new_password) form.setFieldError('password', errors.new_password.join(' '))
      else setLinkError(errors?.token?.join(' ') ?? problemMessage(failure, t('self_service.reset.failed')))
    }
  }

  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate>
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
