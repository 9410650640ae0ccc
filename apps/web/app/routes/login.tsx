import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import type { Me } from '@portal/contracts/accounts'
import { PROFILE_PAGE } from '@portal/contracts/constants'
import type { WebKey } from '@portal/i18n/text-keys'
import { useCallback, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, redirect, useNavigate, useSearchParams } from 'react-router'
import {
  discoverProvider,
  SsoButton,
  type SsoDiscovery,
  SsoErrorNotice,
} from '../features/sso/sso-sign-in.tsx'
import { apiErrorText } from '../lib/api-error-text.ts'
import { browserApi } from '../lib/browser-api.ts'
import { useEarlyInput } from '../lib/early-input.ts'
import { contractValidate } from '../lib/form-errors.ts'
import { assertSameOrigin, formApi, languageCookie, postedFields, refusal } from '../lib/form-post.server.ts'
import { refusalError } from '../lib/form-post.ts'
import { rememberLocale } from '../lib/locale-cookie.ts'
import { localePath } from '../lib/locale-path.ts'
import { pageTitle } from '../lib/page-meta.ts'
import { rememberSignedIn } from '../lib/session-marker.ts'
import { useLocale } from '../lib/use-locale.ts'
import type { Route } from './+types/login'

export const meta: Route.MetaFunction = ({ location }) => pageTitle(location.pathname)

/**
 * The accounts contracts (and zod with them, ~28 kB gzip) are not part of the page's first load: they
 * load when the visitor starts on the form (focus) and are awaited on submit (issue 18). Before that
 * the form still posts without scripts (the action below).
 */
let accounts: typeof import('@portal/contracts/accounts') | undefined
const loadAccounts = async () => {
  accounts ??= await import('@portal/contracts/accounts')
  return accounts
}

const NOTICES: Record<string, WebKey> = {
  verified: 'self_service.login.verified',
  password_set: 'self_service.login.password_set',
}

/** SPEC §5: missing names → the profile page, which asks to complete them; else the start page. */
const startAfterSignIn = (me: Me) =>
  localePath(me.locale, !me.first_name || !me.last_name ? PROFILE_PAGE : '/')

/**
 * The form posted without scripts (they are off, or not loaded yet when a password manager submits):
 * signed in here, the browser follows the redirect with its new session cookie.
 */
export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request)
  const fields = await postedFields(request)
  const api = formApi(context, request)
  const { accountsApi } = await loadAccounts()
  try {
    const me = await api.call(accountsApi.login, {
      body: { email: fields.email ?? '', password: fields.password ?? '' },
    })
    const headers = api.headers()
    headers.append('set-cookie', languageCookie(me.locale))
    return redirect(startAfterSignIn(me), { headers })
  } catch (failure) {
    return refusal(failure, fields)
  }
}

export default function Login({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const locale = useLocale()
  const [params] = useSearchParams()
  // Arriving from a followed mail link: say what happened and fill in the address.
  const notice = NOTICES[params.get('notice') ?? '']
  const [error, setError] = useState<string | null>(() =>
    actionData ? apiErrorText(refusalError(actionData), t, { fallback: t('login.failed') }) : null,
  )
  // Single sign-on: the provider of the address's domain, asked when the address is complete.
  const [provider, setProvider] = useState<SsoDiscovery>(null)
  const passwordAllowed = provider?.password_sign_in_allowed ?? true
  // One identity for the form's life (see use-contract-validate.ts); the schema once it has loaded.
  const texts = useRef(t)
  texts.current = t
  const validate = useCallback(
    (values: { email: string; password: string }) =>
      accounts ? contractValidate(accounts.loginInput, texts.current)(values) : {},
    [],
  )
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: actionData?.fields.email ?? params.get('email') ?? '', password: '' },
    validate,
  })

  const early = useEarlyInput('login', form)

  async function onSubmit(values: { email: string; password: string }) {
    setError(null)
    try {
      const { accountsApi } = await loadAccounts()
      const me = await browserApi.call(accountsApi.login, { body: values })
      rememberSignedIn(me)
      // From here on the user's own language applies (SPEC §1: stored per user).
      rememberLocale(me.locale)
      navigate(startAfterSignIn(me), { replace: true })
    } catch (failure) {
      setError(apiErrorText(failure, t, { fallback: t('login.failed') }))
    }
  }

  return (
    <form
      {...early}
      onFocus={() => void loadAccounts()}
      onSubmit={async (event) => {
        event.preventDefault()
        // The rules must be at hand before the form checks itself (they usually are: loaded on focus).
        await loadAccounts()
        form.onSubmit(onSubmit)(event)
      }}
      noValidate
    >
      <Stack>
        <div>
          <Title order={1} size="h2">
            {t('login.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('login.intro')}
          </Text>
        </div>
        {notice && !error && (
          <Alert color="primary" role="status" variant="light">
            {t(notice)}
          </Alert>
        )}
        {error && (
          <Alert color="coral" role="alert" variant="light">
            {error}
          </Alert>
        )}
        {!error && <SsoErrorNotice code={params.get('sso_error')} />}
        <TextInput
          label={t('login.email')}
          type="email"
          name="email"
          autoComplete="username"
          required
          key={form.key('email')}
          {...form.getInputProps('email')}
          onBlur={async (event) => {
            form.getInputProps('email').onBlur?.(event)
            setProvider(await discoverProvider(event.currentTarget.value))
          }}
        />
        {provider && (
          <SsoButton email={form.getValues().email} provider={provider} isDefault={!passwordAllowed} />
        )}
        {passwordAllowed && (
          <>
            <PasswordInput
              label={t('login.password')}
              name="password"
              autoComplete="current-password"
              visibilityToggleButtonProps={{ 'aria-label': t('login.show_password') }}
              required
              key={form.key('password')}
              {...form.getInputProps('password')}
            />
            <Button type="submit" loading={form.submitting} fullWidth>
              {t('login.submit')}
            </Button>
          </>
        )}
        {provider && !passwordAllowed && (
          <Text size="sm" c="dimmed">
            {t('sso.password_disabled', { name: provider.name })}
          </Text>
        )}
        <Group justify="space-between">
          <Anchor component={Link} to={localePath(locale, '/reset-password')} size="sm">
            {t('self_service.login.forgot_password')}
          </Anchor>
          <Anchor component={Link} to={localePath(locale, '/register')} size="sm">
            {t('self_service.login.register')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  )
}
