import '@mantine/core/styles/Badge.css'
import { Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import type { AccountSession } from '@portal/contracts/accounts'
import { lazy } from 'react'
import { DialogOnDemand } from '../../components/dialog-on-demand.tsx'
import { formatters } from '../../lib/format.ts'
import { useTranslation } from '../../lib/texts.ts'
import { useLocale } from '../../lib/use-locale.ts'
import { describeDevice } from './describe-device.ts'
import { useEndOtherSessions, useEndSession, useOwnSessions } from './sessions-queries.ts'

// The confirmation (Modal, its focus trap and scroll lock) loads when first asked for (ADR 82).
const EndOthersDialog = lazy(() =>
  import('./end-others-dialog.tsx').then((module) => ({ default: module.EndOthersDialog })),
)

/**
 * Where one is signed in, with "Sign out" per other session and "Sign out everywhere else" (ASVS 7.4.5).
 * Note: the profile leaves it out while an admin acts as the user; the API refuses them too.
 */
export function SessionsSection() {
  const { t } = useTranslation()
  const list = useOwnSessions()
  const [confirming, confirm] = useDisclosure(false)
  const endOthers = useEndOtherSessions(confirm.close)
  const sessions = list.data?.results ?? []
  const others = sessions.filter((session) => !session.current)
  const onEndOthers = () => endOthers.run({ body: {} })

  return (
    <Paper withBorder p="lg">
      <Stack>
        <Title order={2} size="h3">
          {t('sessions.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('sessions.intro')}
        </Text>
        {list.isPending && <Loader size="sm" />}
        {list.isError && <Text c="coral.8">{t('sessions.load_failed')}</Text>}
        {sessions.map((session) => (
          <SessionRow key={session.id} session={session} />
        ))}
        {list.isSuccess && others.length === 0 && <Text size="sm">{t('sessions.only_this')}</Text>}
        {others.length > 0 && (
          <Group justify="flex-end">
            <Button variant="outline" color="coral" onClick={confirm.open}>
              {t('sessions.sign_out_others')}
            </Button>
          </Group>
        )}
      </Stack>
      <DialogOnDemand opened={confirming}>
        <EndOthersDialog
          opened={confirming}
          busy={endOthers.busy}
          onClose={confirm.close}
          onConfirm={onEndOthers}
        />
      </DialogOnDemand>
    </Paper>
  )
}

function SessionRow({ session }: { session: AccountSession }) {
  const { t } = useTranslation()
  const f = formatters(useLocale())
  const endSession = useEndSession()
  const { browser, system } = describeDevice(session.user_agent)
  const device = t('sessions.device', {
    browser: browser ?? t('sessions.unknown_browser'),
    system: system ?? t('sessions.unknown_system'),
  })
  const lastSeen = f.dateTime(session.last_seen_at)

  const onEnd = () => endSession.run({ params: { id: session.id } })

  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start">
      <Stack gap={2}>
        <Group gap="xs">
          <Text fw={600}>{device}</Text>
          {session.current && (
            <Badge color="primary" variant="light">
              {t('sessions.this_device')}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {session.ip_address
            ? t('sessions.address', { address: session.ip_address })
            : t('sessions.unknown_address')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('sessions.times', { signed_in: f.dateTime(session.created_at), last_seen: lastSeen })}
        </Text>
      </Stack>
      {!session.current && (
        <Button
          variant="subtle"
          color="coral"
          loading={endSession.busy}
          onClick={onEnd}
          aria-label={t('sessions.sign_out_label', { device, when: lastSeen })}
        >
          {t('sessions.sign_out')}
        </Button>
      )}
    </Group>
  )
}
