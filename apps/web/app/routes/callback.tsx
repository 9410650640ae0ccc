import '@mantine/core/styles/Center.css'
import { Center, Paper, Stack, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useParams, useSearchParams } from 'react-router'
import { NotAvailable } from '../components/not-available.tsx'
import { VerifyEmail } from '../features/self-service/verify-email.tsx'
import { pageTitle } from '../lib/page-meta.ts'
import type { Route } from './+types/callback'

export const meta: Route.MetaFunction = ({ location }) => pageTitle(location.pathname)

/**
 * Where links from outside land, with or without a session: the e-mail verification link now; single
 * sign-on callbacks arrive with a later issue and say so plainly until then.
 */
export default function Callback() {
  const { t } = useTranslation()
  const { type } = useParams()
  const [params] = useSearchParams()
  return (
    <Center mih="100vh" p="md" bg="primary.0" component="main">
      <Paper withBorder shadow="sm" p="xl" w="100%" maw={480}>
        <Stack>
          <Title order={1} size="h2">
            {t(type === 'verify-email' ? 'self_service.verify.title' : 'pages.callback')}
          </Title>
          {type === 'verify-email' ? <VerifyEmail token={params.get('token')} /> : <NotAvailable />}
        </Stack>
      </Paper>
    </Center>
  )
}
