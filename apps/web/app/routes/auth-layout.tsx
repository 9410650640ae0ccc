import { DEFAULT_START_PAGE } from '@portal/contracts/constants'
import { isLocale, LOCALES } from '@portal/contracts/locales'
import { useEffect } from 'react'
import { Outlet, redirect } from 'react-router'
import { localePath, splitLocale } from '../lib/locale-path.ts'
import { currentUser } from '../lib/server-api.ts'
import { sessionMarker } from '../lib/session-marker.ts'
import { useTexts } from '../lib/texts.ts'
import { useLocale } from '../lib/use-locale.ts'
import { useSwitchLocale } from '../lib/use-switch-locale.ts'
import type { Route } from './+types/auth-layout'

/** Login, register and reset-password open without a session; signed in, login/register lead on. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale, path } = splitLocale(new URL(request.url).pathname)
  if (path === '/login' || path === '/register') {
    const me = await currentUser(context, request)
    if (me) throw redirect(localePath(locale, DEFAULT_START_PAGE))
    return { signedOut: true }
  }
  return { signedOut: false }
}

/** The language as a native select; choosing keeps the page. */
function LanguageSelect() {
  const t = useTexts()
  const locale = useLocale()
  const switchTo = useSwitchLocale()
  return (
    <select
      className="sf-select"
      aria-label={t('locale.label')}
      value={locale}
      onChange={(event) => {
        const next = event.currentTarget.value
        if (isLocale(next)) void switchTo(next, { signedIn: false })
      }}
    >
      {LOCALES.map((option) => (
        <option key={option} value={option}>
          {t(`locale.names.${option}`)}
        </option>
      ))}
    </select>
  )
}

/**
 * The sign-in screens' frame, in plain elements with `plain.css` (no Mantine runtime, no i18next: the
 * login page's first load, issue 18 and ADR 47).
 */
export default function AuthLayout({ loaderData }: Route.ComponentProps) {
  const t = useTexts()
  // Whoever reaches the login page has no session (a server loader may have sent them here): SPEC §4.
  const { signedOut } = loaderData
  useEffect(() => {
    if (signedOut) sessionMarker.clear()
  }, [signedOut])
  return (
    <main className="sf-screen">
      <div className="sf-card sf-stack sf-stack-lg">
        <div className="sf-group sf-group-nowrap">
          <h2 className="sf-brand">{t('app.name')}</h2>
          <LanguageSelect />
        </div>
        <Outlet />
      </div>
    </main>
  )
}
