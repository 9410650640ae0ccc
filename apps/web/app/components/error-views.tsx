import { Anchor, Center, Paper, Stack, Text, Title } from '@mantine/core'
import { type ReactNode, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useNavigate } from 'react-router'
import { localePath } from '../lib/locale-path.ts'
import { useLocale } from '../lib/use-locale.ts'

/** The 404 layout's frame: a centred panel without the shell. */
function StatusPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Center mih="100vh" p="md" component="main">
      <Paper withBorder p="xl" maw={560}>
        <Stack>
          <Title order={1}>{title}</Title>
          {children}
        </Stack>
      </Paper>
    </Center>
  )
}

function HomeLink() {
  const { t } = useTranslation()
  return (
    <Anchor component={Link} to={localePath(useLocale(), '/')}>
      {t('not_found.home')}
    </Anchor>
  )
}

/** 'Page Not Found: {path}' (SPEC §2) and a way back. */
export function NotFoundView() {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  return (
    <StatusPanel title={t('not_found.title')}>
      <Text>{t('not_found.message', { path: pathname })}</Text>
      <HomeLink />
    </StatusPanel>
  )
}

/** A page the signed-in user may not open: say so plainly, keep them signed in. */
export function ForbiddenView() {
  const { t } = useTranslation()
  return (
    <StatusPanel title={t('forbidden.title')}>
      <Text>{t('forbidden.body')}</Text>
      <HomeLink />
    </StatusPanel>
  )
}

/** A fatal error: say so, then go to the login page (SPEC §2 behaviour). */
export function ErrorView() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const locale = useLocale()
  useEffect(() => {
    navigate(localePath(locale, '/login'), { replace: true })
  }, [navigate, locale])
  return (
    <StatusPanel title={t('error.title')}>
      <Text>{t('error.body')}</Text>
    </StatusPanel>
  )
}
