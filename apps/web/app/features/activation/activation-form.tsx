import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { type ActivationCheck, activationApi } from '@portal/contracts/activation'
import { useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { ApiError } from '../../lib/api-client.ts'
import { browserApi } from '../../lib/browser-api.ts'
import { useEarlyInput } from '../../lib/early-input.ts'
import { failureOnForm, refusalOnForm } from '../../lib/form-errors.ts'
import type { PostRefusal } from '../../lib/form-post.ts'
import { rememberLocale } from '../../lib/locale-cookie.ts'
import { localePath } from '../../lib/locale-path.ts'
import { rememberSignedIn } from '../../lib/session-marker.ts'
import { useTranslation } from '../../lib/texts.ts'
import { useContractValidate } from '../../lib/use-contract-validate.ts'
import { useLocale } from '../../lib/use-locale.ts'

/** What the page's action answered a form posted without scripts. */
type ActivationPosted =
  | { check: ActivationCheck | null; fields: { code: string } }
  | (PostRefusal & { check: ActivationCheck | null })

type Values = {
  code: string
  email: string
  first_name: string
  last_name: string
  password: string
  password_repeat: string
}

/**
 * Activation in two steps: the code (checked, so the page asks only for what the code does not say),
 * then e-mail, names and password. Success signs in and goes to the start page.
 */
export function ActivationForm({ posted }: { posted?: ActivationPosted | undefined }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  // Posted without scripts (routes/activation.tsx): the checked code, and a refusal to show.
  const typed: Record<string, string> = posted && 'fields' in posted ? posted.fields : {}
  const initialValues = {
    code: typed.code ?? params.get('code') ?? '',
    email: typed.email ?? '',
    first_name: typed.first_name ?? '',
    last_name: typed.last_name ?? '',
    password: '',
    password_repeat: '',
  }
  const onPage = refusalOnForm(posted && 'refused' in posted ? posted : undefined, initialValues, t, {
    fallback: t('activation.failed'),
  })
  const [check, setCheck] = useState<ActivationCheck | null>(posted?.check ?? null)
  const [error, setError] = useState<string | null>(onPage.alert)
  const form = useForm<Values>({
    initialValues,
    initialErrors: onPage.errors,
    // First the code, then the body the activation sends, each checked by its contract.
    validate: useContractValidate(
      () => import('@portal/contracts/activation'),
      (contract) => (check ? contract.activationInput : contract.activationCheckInput),
      {
        body: (values) => (check ? bodyOf(values) : { code: values.code }),
        also: (values) => ({
          password_repeat:
            check &&
            !check.has_account &&
            values.password_repeat !== values.password &&
            t('activation.mismatch'),
        }),
      },
    ),
  })
  // Outside the signed-in app failures show in the page's alert, not as notices (ADR 19).
  const failed = (failure: unknown) =>
    setError(failureOnForm(failure, t, form, { fallback: t('activation.failed') }))

  async function onCheck(values: Values) {
    setError(null)
    try {
      setCheck(await browserApi.call(activationApi.check, { body: { code: values.code } }))
    } catch (failure) {
      failed(failure)
    }
  }

  function bodyOf(values: Values) {
    return {
      code: values.code,
      password: values.password,
      ...(!check?.email && { email: values.email }),
      ...(!check?.first_name && { first_name: values.first_name }),
      ...(!check?.last_name && { last_name: values.last_name }),
    }
  }

  async function onActivate(values: Values) {
    if (!check) return
    setError(null)
    try {
      const me = await browserApi.call(activationApi.activate, { body: bodyOf(values) })
      rememberSignedIn(me)
      rememberLocale(me.locale)
      navigate(localePath(me.locale, '/'), { replace: true })
    } catch (failure) {
      if (failure instanceof ApiError && failure.problem.errors?.code) setCheck(null)
      failed(failure)
    }
  }

  const early = useEarlyInput('activation', form)

  const named = check?.email
    ? t('activation.named', {
        name: `${check.first_name} ${check.last_name}`.trim() || check.email,
        email: check.email,
      })
    : null
  return (
    <form {...early} onSubmit={form.onSubmit(check ? onActivate : onCheck)} noValidate>
      <input type="hidden" name="intent" value={check ? 'activate' : 'check'} />
      <Stack>
        {error && (
          <Alert color="coral" role="alert" variant="light">
            {error}
          </Alert>
        )}
        <TextInput
          label={t('activation.code')}
          name="code"
          required
          autoComplete="one-time-code"
          readOnly={check !== null}
          {...form.getInputProps('code')}
        />
        {!check && (
          <Button type="submit" loading={form.submitting}>
            {t('activation.check')}
          </Button>
        )}
        {check && (
          <>
            <Alert color="primary" variant="light">
              <Text size="sm">{t('activation.joining', { company: check.company.name })}</Text>
              {named && <Text size="sm">{named}</Text>}
              {check.has_account && (
                <Text size="sm">{t('activation.existing', { company: check.company.name })}</Text>
              )}
            </Alert>
            {!check.email && (
              <TextInput
                label={t('activation.email')}
                type="email"
                name="email"
                autoComplete="username"
                required
                {...form.getInputProps('email')}
              />
            )}
            {!check.first_name && !check.has_account && (
              <TextInput
                label={t('activation.first_name')}
                name="first_name"
                autoComplete="given-name"
                required
                {...form.getInputProps('first_name')}
              />
            )}
            {!check.last_name && !check.has_account && (
              <TextInput
                label={t('activation.last_name')}
                name="last_name"
                autoComplete="family-name"
                required
                {...form.getInputProps('last_name')}
              />
            )}
            <PasswordInput
              label={t(check.has_account ? 'activation.current_password' : 'activation.password')}
              name="password"
              description={check.has_account ? undefined : t('activation.password_hint')}
              autoComplete={check.has_account ? 'current-password' : 'new-password'}
              visibilityToggleButtonProps={{ 'aria-label': t('activation.show_password') }}
              required
              {...form.getInputProps('password')}
            />
            {!check.has_account && (
              <PasswordInput
                label={t('activation.password_repeat')}
                name="password_repeat"
                autoComplete="new-password"
                visibilityToggleButtonProps={{ 'aria-label': t('activation.show_password') }}
                required
                {...form.getInputProps('password_repeat')}
              />
            )}
            <Button type="submit" loading={form.submitting}>
              {t('activation.submit')}
            </Button>
            <Group justify="center">
              <Anchor component="button" type="button" size="sm" onClick={() => setCheck(null)}>
                {t('activation.other_code')}
              </Anchor>
            </Group>
          </>
        )}
        <Text size="sm" ta="center" c="dimmed">
          {t('activation.have_account')}{' '}
          <Anchor component={Link} to={localePath(locale, '/login')}>
            {t('activation.sign_in')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  )
}
