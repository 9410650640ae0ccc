import { type ReactNode, useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { localePath } from '../lib/locale-path.ts'
import { useTexts } from '../lib/texts.ts'
import { useLocale } from '../lib/use-locale.ts'
import { TextLink } from './plain-ui.tsx'

/**
 * The 404 layout's frame: a centred panel without the shell. Plain elements (the root's error boundary
 * shows these views, and the root carries no Mantine: ADR 47).
 */
function StatusPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="sf-screen sf-screen-plain">
      <div className="sf-card sf-card-wide sf-stack">
        <h1 className="sf-heading">{title}</h1>
        {children}
      </div>
    </main>
  )
}

function HomeLink() {
  const t = useTexts()
  return <TextLink to={localePath(useLocale(), '/')}>{t('not_found.home')}</TextLink>
}

/** 'Page Not Found: {path}' (SPEC §2) and a way back. */
export function NotFoundView() {
  const t = useTexts()
  const { pathname } = useLocation()
  return (
    <StatusPanel title={t('not_found.title')}>
      <p>{t('not_found.message', { path: pathname })}</p>
      <HomeLink />
    </StatusPanel>
  )
}

/** A page the signed-in user may not open: say so plainly, keep them signed in. */
export function ForbiddenView() {
  const t = useTexts()
  return (
    <StatusPanel title={t('forbidden.title')}>
      <p>{t('forbidden.body')}</p>
      <HomeLink />
    </StatusPanel>
  )
}

/** A fatal error: say so, then go to the login page (SPEC §2 behaviour). */
export function ErrorView() {
  const t = useTexts()
  const navigate = useNavigate()
  const locale = useLocale()
  useEffect(() => {
    navigate(localePath(locale, '/login'), { replace: true })
  }, [navigate, locale])
  return (
    <StatusPanel title={t('error.title')}>
      <p>{t('error.body')}</p>
    </StatusPanel>
  )
}
