import { Alert, Button, Stack, Title } from '@mantine/core'
import type { FeatureModule } from '@portal/contracts/features'
import { IconLock } from '@tabler/icons-react'
import { Link } from 'react-router'
import { localePath } from '../lib/locale-path.ts'
import { useTranslation } from '../lib/texts.ts'
import { useLocale } from '../lib/use-locale.ts'

/** The page of a module the company has locked (SPEC §3): what it is and how to get it. */
export function FeatureLocked({ module }: { module: FeatureModule }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const name = t(`nav.${module}`)
  return (
    <Stack maw={720}>
      <Title order={1}>{name}</Title>
      <Alert
        variant="light"
        color="primary"
        icon={<IconLock aria-hidden />}
        title={t('feature_flags.locked_title', { module: name })}
      >
        <Stack gap="sm" align="flex-start">
          {t('feature_flags.locked_body', { module: name })}
          <Button component={Link} to={localePath(locale, '/client/support')} variant="light">
            {t('feature_flags.contact_support')}
          </Button>
        </Stack>
      </Alert>
    </Stack>
  )
}
