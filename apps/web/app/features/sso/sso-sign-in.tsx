import { SSO_ERRORS, type SsoError } from '@portal/contracts/sso-errors'
import { useState } from 'react'
import { Notice, PlainButton } from '../../components/plain-ui.tsx'
import { apiErrorText } from '../../lib/api-error-text.ts'
import { browserApi } from '../../lib/browser-api.ts'
import { useTexts } from '../../lib/texts.ts'
import { useLocale } from '../../lib/use-locale.ts'

/**
 * The SSO contracts (and zod with them) load when an address is asked about, not with the login page:
 * its first load carries no validation code (issue 18).
 */
const ssoContracts = () => import('@portal/contracts/sso')

export type SsoDiscovery = { name: string; password_sign_in_allowed: boolean } | null

/** The provider an address signs in with (null: none, or it could not be asked). */
export async function discoverProvider(email: string): Promise<SsoDiscovery> {
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email.trim())) return null
  try {
    const { ssoApi } = await ssoContracts()
    return (await browserApi.call(ssoApi.discover, { body: { email: email.trim() } })).provider
  } catch {
    return null
  }
}

/** Why a single sign-on came back to the login page (`?sso_error=`), in the page's language. */
export function SsoErrorNotice({ code }: { code: string | null }) {
  const t = useTexts()
  if (!code || !(SSO_ERRORS as readonly string[]).includes(code)) return null
  return (
    <Notice tone="error" role="alert">
      {t(`sso.errors.${code as SsoError}`)}
    </Notice>
  )
}

/** Sends the browser to the company's provider for this address (plain elements, ADR 47). */
export function SsoButton({
  email,
  provider,
  isDefault,
}: {
  email: string
  provider: NonNullable<SsoDiscovery>
  /** The form's default button (Enter presses it) when no password may be used. */
  isDefault: boolean
}) {
  const t = useTexts()
  const locale = useLocale()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function onClick() {
    setBusy(true)
    setError(null)
    try {
      const { ssoApi } = await ssoContracts()
      const { redirect_url } = await browserApi.call(ssoApi.start, { body: { email: email.trim(), locale } })
      window.location.assign(redirect_url)
    } catch (failure) {
      setBusy(false)
      setError(apiErrorText(failure, t, { fallback: t('login.failed') }))
    }
  }

  return (
    <>
      {error && (
        <Notice tone="error" role="alert">
          {error}
        </Notice>
      )}
      <PlainButton
        type={isDefault ? 'submit' : 'button'}
        variant={isDefault ? 'filled' : 'outline'}
        loading={busy}
        onClick={(event) => {
          event.preventDefault()
          void onClick()
        }}
      >
        {t('sso.login_button', { name: provider.name })}
      </PlainButton>
    </>
  )
}
