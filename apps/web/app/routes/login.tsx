import type { Me } from '@portal/contracts/accounts'
import { PROFILE_PAGE } from '@portal/contracts/constants'
import type { WebKey } from '@portal/i18n/text-keys'
import { useState } from 'react'
import { redirect, useNavigate, useSearchParams } from 'react-router'
import {
  Notice,
  PasswordField,
  PlainButton,
  ScreenTitle,
  TextField,
  TextLink,
} from '../components/plain-ui.tsx'
import {
  discoverProvider,
  SsoButton,
  type SsoDiscovery,
  SsoErrorNotice,
} from '../features/sso/sso-sign-in.tsx'
import { apiErrorText } from '../lib/api-error-text.ts'
import { browserApi } from '../lib/browser-api.ts'
import { useEarlyInput } from '../lib/early-input.ts'
import { assertSameOrigin, formApi, languageCookie, postedFields, refusal } from '../lib/form-post.server.ts'
import { refusalError } from '../lib/form-post.ts'
import { rememberLocale } from '../lib/locale-cookie.ts'
import { localePath } from '../lib/locale-path.ts'
import { titleOf } from '../lib/page-title.ts'
import { usePlainForm } from '../lib/plain-form.ts'
import { rememberSignedIn } from '../lib/session-marker.ts'
import { loadFieldTexts, useTexts } from '../lib/texts.ts'
import { useLocale } from '../lib/use-locale.ts'
import type { Route } from './+types/login'

export const meta: Route.MetaFunction = ({ location }) => titleOf(location.pathname, 'login')

/**
 * The accounts contracts (and zod with them, ~28 kB gzip) and the field messages are not part of the
 * page's first load: they load when the visitor starts on the form (focus) and are awaited on submit
 * (issue 18). Before that
 * the form still posts without scripts (the action below).
 */
let accounts: typeof import('@portal/contracts/accounts') | undefined
const loadAccounts = async () => {
  accounts ??= await import('@portal/contracts/accounts')
  return accounts
}
/** The form's checks against the contract (with Zod's issues as field messages) come with it. */
let contractChecks: typeof import('../lib/contract-validate.ts') | undefined
const loadContractChecks = async () => {
  contractChecks ??= await import('../lib/contract-validate.ts')
  return contractChecks
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

/**
 * Plain elements and the small text lookup (ADR 47): the page's first load carries neither Mantine's
 * runtime nor i18next, and the form works before its scripts run (it posts to the action above).
 */
export default function Login({ actionData }: Route.ComponentProps) {
  const t = useTexts()
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
  const form = usePlainForm({
    initialValues: { email: actionData?.fields.email ?? params.get('email') ?? '', password: '' },
    // The schema once it has loaded (on focus, and awaited on submit).
    validate: (values) =>
      accounts && contractChecks ? contractChecks.contractValidate(accounts.loginInput, t)(values) : {},
  })

  const early = useEarlyInput('login', form)
  // The rules and their messages in the page's language, loaded when the visitor starts on the form.
  const loadRules = () => Promise.all([loadAccounts(), loadContractChecks(), loadFieldTexts(locale)])

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

  const email = form.field('email')
  return (
    <form
      {...early}
      onFocus={() => void loadRules().catch(() => undefined)}
      onSubmit={form.onSubmit(onSubmit, loadRules)}
      noValidate
      className="sf-stack"
    >
      <ScreenTitle title={t('login.title')} intro={t('login.intro')} />
      {notice && !error && (
        <Notice tone="info" role="status">
          {t(notice)}
        </Notice>
      )}
      {error && (
        <Notice tone="error" role="alert">
          {error}
        </Notice>
      )}
      {!error && <SsoErrorNotice code={params.get('sso_error')} />}
      <TextField
        label={t('login.email')}
        type="email"
        autoComplete="username"
        required
        {...email}
        onBlur={async (event) => setProvider(await discoverProvider(event.currentTarget.value))}
      />
      {provider && (
        <SsoButton email={form.getValues().email} provider={provider} isDefault={!passwordAllowed} />
      )}
      {passwordAllowed && (
        <>
          <PasswordField
            label={t('login.password')}
            autoComplete="current-password"
            toggleLabel={t('login.show_password')}
            required
            {...form.field('password')}
          />
          <PlainButton type="submit" loading={form.submitting}>
            {t('login.submit')}
          </PlainButton>
        </>
      )}
      {provider && !passwordAllowed && (
        <p className="sf-dimmed">{t('sso.password_disabled', { name: provider.name })}</p>
      )}
      <div className="sf-group">
        <TextLink to={localePath(locale, '/reset-password')}>
          {t('self_service.login.forgot_password')}
        </TextLink>
        <TextLink to={localePath(locale, '/register')}>{t('self_service.login.register')}</TextLink>
      </div>
    </form>
  )
}
