import { Paper, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { ActivationForm } from '../features/activation/activation-form.tsx'
import { pageTitle } from '../lib/page-meta.ts'
import type { Route } from './+types/activation'

export const meta: Route.MetaFunction = ({ location }) => pageTitle(location.pathname)

/** Someone with an activation code sets a password, joins the code's company and is signed in. */
export default function Activation() {
  const { t } = useTranslation()
  return (
    <Paper withBorder p="xl" maw={480} mx="auto" mt="xl">
      <Stack>
        <div>
          <Title order={1} size="h2">
            {t('activation.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('activation.intro')}
          </Text>
        </div>
        <ActivationForm />
      </Stack>
    </Paper>
  )
}
