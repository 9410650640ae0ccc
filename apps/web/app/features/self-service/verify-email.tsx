import '@mantine/core/styles/Loader.css'
import { Alert, Anchor, Group, Loader, Stack, Text } from '@mantine/core'
import { selfServiceApi } from '@portal/contracts/self-service'
import { useEffect, useRef, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { apiErrorText } from '../../lib/api-error-text.ts'
import { browserApi } from '../../lib/browser-api.ts'
import { localePath } from '../../lib/locale-path.ts'
import { useTranslation } from '../../lib/texts.ts'
import { useLocale } from '../../lib/use-locale.ts'

/**
 * Where the verification mail's link leads: confirms the address once the page runs in the browser (a
 * POST, so a mail scanner fetching the link does not use it up), then on to the sign-in page.
 */
export function VerifyEmail({ token }: { token: string | null }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const navigate = useNavigate()
  const [error, setError] = useState<string | null>(token ? null : t('self_service.verify.missing'))
  const sent = useRef(false)

  useEffect(() => {
    if (!token || sent.current) return
    sent.current = true
    browserApi
      .call(selfServiceApi.verifyEmail, { body: { token } })
      .then((done) => {
        const query = new URLSearchParams({ notice: 'verified', email: done.email })
        navigate(`${localePath(locale, '/login')}?${query}`, { replace: true })
      })
      .catch((failure: unknown) => setError(apiErrorText(failure, t)))
  }, [token, locale, navigate, t])

  if (!error) {
    return (
      <Group role="status">
        <Loader size="sm" />
        <Text>{t('self_service.verify.working')}</Text>
      </Group>
    )
  }
  return (
    <Alert color="coral" variant="light" role="alert" title={t('self_service.verify.failed_title')}>
      <Stack gap="xs">
        <Text size="sm">{error}</Text>
        <Group>
          <Anchor component={Link} to={localePath(locale, '/login')} size="sm">
            {t('self_service.verify.sign_in')}
          </Anchor>
          <Anchor component={Link} to={localePath(locale, '/register')} size="sm">
            {t('self_service.verify.register_again')}
          </Anchor>
        </Group>
      </Stack>
    </Alert>
  )
}
