import { Stack, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { NotAvailable } from '../components/not-available.tsx'
import { pageTitle, screenFor } from '../lib/page-meta.ts'
import type { Route } from './+types/register'

export const meta: Route.MetaFunction = ({ location }) => pageTitle(location.pathname)

/** Arrives with a later issue; until then the page says so plainly. */
export default function Register() {
  const { t } = useTranslation()
  const screen = screenFor(useLocation().pathname)
  return (
    <Stack>
      <Title order={1} size="h2">
        {t(`pages.${screen?.title ?? 'register'}`)}
      </Title>
      <NotAvailable />
    </Stack>
  )
}
