import { Anchor, Center, Paper, Stack, Text, Title } from '@mantine/core'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useNavigate } from 'react-router'
import { localePath } from '../lib/locale-path.ts'
import { useLocale } from '../lib/use-locale.ts'

/** The 404 layout: 'Page Not Found: {path}' (SPEC §2), a way back, no shell. */
export function NotFoundView() {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const locale = useLocale()
  return (
    <Center mih="100vh" p="md" component="main">
      <Paper withBorder p="xl" maw={560}>
        <Stack>
          <Title order={1}>{t('not_found.title')}</Title>
          <Text>{t('not_found.message', { path: pathname })}</Text>
          <Anchor component={Link} to={localePath(locale, '/')}>
            {t('not_found.home')}
          </Anchor>
        </Stack>
      </Paper>
    </Center>
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
    <Center mih="100vh" p="md" component="main">
      <Paper withBorder p="xl" maw={560}>
        <Stack>
          <Title order={1}>{t('error.title')}</Title>
          <Text>{t('error.body')}</Text>
        </Stack>
      </Paper>
    </Center>
  )
}

/** A page the signed-in user may not open: say so plainly, keep them signed in. */
export function ForbiddenView() {
  const { t } = useTranslation()
  const locale = useLocale()
  return (
    <Center mih="100vh" p="md" component="main">
      <Paper withBorder p="xl" maw={560}>
        <Stack>
          <Title order={1}>{t('forbidden.title')}</Title>
          <Text>{t('forbidden.body')}</Text>
          <Anchor component={Link} to={localePath(locale, '/')}>
            {t('not_found.home')}
          </Anchor>
        </Stack>
      </Paper>
    </Center>
  )
}
