import { Stack, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { data, useLocation } from 'react-router'
import { NotAvailable } from '../components/not-available.tsx'
import { pageTitle, screenFor } from '../lib/page-meta.ts'
import { isValidParam } from '../route-list.ts'
import type { Route } from './+types/not-available'

/** A screen of SPEC §2 that a later release builds: its title and a plain "not available yet". */
export function loader({ request, params }: Route.LoaderArgs) {
  const screen = screenFor(new URL(request.url).pathname)
  const value = Object.values(params as Record<string, string | undefined>).find((v) => v !== undefined)
  if (!screen || !isValidParam(screen.param, value)) throw data(null, { status: 404 })
  return null
}

export const meta: Route.MetaFunction = ({ location }) => pageTitle(location.pathname)

export default function NotAvailablePage() {
  const { t } = useTranslation()
  const screen = screenFor(useLocation().pathname)
  return (
    <Stack>
      <Title order={1}>{t(`pages.${screen?.title ?? 'client'}`)}</Title>
      <NotAvailable />
    </Stack>
  )
}
