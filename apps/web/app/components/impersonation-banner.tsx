import { Button, Group, Paper, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import type { Me } from '@portal/contracts/accounts'
import { IconUserShield } from '@tabler/icons-react'
import { useNavigate } from 'react-router'
import { browserApi } from '../lib/browser-api.ts'
import { changeImpersonation } from '../lib/impersonation.ts'
import { localePath } from '../lib/locale-path.ts'
import { useTranslation } from '../lib/texts.ts'
import { useLocale } from '../lib/use-locale.ts'

/** Shown on every page while an admin acts as someone else: whom, and the way back. */
export function ImpersonationBanner({ me }: { me: Me }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const locale = useLocale()
  const name = `${me.first_name} ${me.last_name}`.trim() || me.email

  async function stop() {
    const { ok, notices } = await changeImpersonation(browserApi, { stop: true })
    for (const notice of notices) notifications.show({ message: t(notice), color: ok ? 'primary' : 'coral' })
    if (ok) navigate(localePath(locale, '/client/users'))
  }

  return (
    <Paper role="region" aria-label={t('impersonation.stop')} bg="lemon.1" p="sm" mb="md" withBorder>
      <Group justify="space-between" wrap="wrap">
        <Group gap="xs" wrap="nowrap">
          <IconUserShield size={20} aria-hidden />
          <Text fw={600}>{t('impersonation.banner', { name, email: me.email })}</Text>
        </Group>
        <Button size="xs" color="primary" onClick={stop}>
          {t('impersonation.stop')}
        </Button>
      </Group>
    </Paper>
  )
}
