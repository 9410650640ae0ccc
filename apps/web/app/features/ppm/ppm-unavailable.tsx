import { Alert, Stack, Title } from '@mantine/core'
import { IconLock } from '@tabler/icons-react'
import { useTranslation } from '../../lib/texts.ts'

/** What the PPM pages show when the root answered INVALID_TOKEN (the company has no PPM). */
export function PpmUnavailable({ title }: { title: string }) {
  const { t } = useTranslation()
  return (
    <Stack maw={720}>
      <Title order={1}>{title}</Title>
      <Alert
        variant="light"
        color="primary"
        icon={<IconLock aria-hidden />}
        title={t('ppm.unavailable_title')}
      >
        {t('ppm.unavailable_body')}
      </Alert>
    </Stack>
  )
}
