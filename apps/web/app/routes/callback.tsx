import '@mantine/core/styles/Center.css'
import { Anchor, Center, Paper, Stack, Title } from '@mantine/core'
import { endpointHref } from '@portal/contracts/endpoint'
import { SSO_CALLBACK_TYPE, ssoApi } from '@portal/contracts/sso'
import { Link, redirect, useParams, useSearchParams } from 'react-router'
import { MantineShell } from '../components/mantine-shell.tsx'
import { VerifyEmail } from '../features/self-service/verify-email.tsx'
import { SsoErrorNotice } from '../features/sso/sso-sign-in.tsx'
import { localePath } from '../lib/locale-path.ts'
import { pageTitle } from '../lib/page-meta.ts'
import { useTranslation } from '../lib/texts.ts'
import { useLocale } from '../lib/use-locale.ts'
import type { Route } from './+types/callback'

export const meta: Route.MetaFunction = ({ location }) => pageTitle(location.pathname)

/**
 * A single sign-on answer (and a sign-in the provider begins) goes on to the API, which checks it, signs the user in and redirects (to the
 * start page, or to the login page with the reason); the provider's parameters pass through unchanged.
 */
export function loader({ request, params }: Route.LoaderArgs) {
  const query = Object.fromEntries(new URL(request.url).searchParams)
  if (params.type === SSO_CALLBACK_TYPE) throw redirect(endpointHref(ssoApi.callback, { query }))
  // The provider begins the sign-in (third-party initiated login): `/callback?iss=…`.
  if (params.type === undefined && query.iss) {
    throw redirect(endpointHref(ssoApi.initiate, { query: { iss: query.iss, login_hint: query.login_hint } }))
  }
  return null
}

/**
 * Where links from outside land, with or without a session: the e-mail verification link; a callback
 * of another (or no) type says plainly that it cannot be completed.
 */
export default function Callback() {
  return (
    <MantineShell>
      <CallbackView />
    </MantineShell>
  )
}

function CallbackView() {
  const { t } = useTranslation()
  const locale = useLocale()
  const { type } = useParams()
  const [params] = useSearchParams()
  return (
    <Center mih="100vh" p="md" bg="primary.0" component="main">
      <Paper withBorder shadow="sm" p="xl" w="100%" maw={480}>
        <Stack>
          <Title order={1} size="h2">
            {t(type === 'verify-email' ? 'self_service.verify.title' : 'pages.callback')}
          </Title>
          {type === 'verify-email' ? (
            <VerifyEmail token={params.get('token')} />
          ) : (
            <>
              <SsoErrorNotice code="no_type" />
              <Anchor component={Link} to={localePath(locale, '/login')}>
                {t('pages.login')}
              </Anchor>
            </>
          )}
        </Stack>
      </Paper>
    </Center>
  )
}
