import '@mantine/core/styles/Center.css'
import { Center, Group, Paper, Stack, Title } from '@mantine/core'
import { DEFAULT_START_PAGE } from '@portal/contracts/constants'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet, redirect } from 'react-router'
import { LocaleSelect } from '../components/locale-select.tsx'
import { localePath, splitLocale } from '../lib/locale-path.ts'
import { currentUser } from '../lib/server-api.ts'
import { sessionMarker } from '../lib/session-marker.ts'
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

export default function AuthLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  // Whoever reaches the login page has no session (a server loader may have sent them here): SPEC §4.
  const { signedOut } = loaderData
  useEffect(() => {
    if (signedOut) sessionMarker.clear()
  }, [signedOut])
  return (
    <Center mih="100vh" p="md" bg="primary.0" component="main">
      <Paper withBorder shadow="sm" p="xl" w="100%" maw={420}>
        <Stack gap="lg">
          <Group justify="space-between" wrap="nowrap">
            <Title order={2} c="primary.6" size="h4">
              {t('app.name')}
            </Title>
            <LocaleSelect />
          </Group>
          <Outlet />
        </Stack>
      </Paper>
    </Center>
  )
}
