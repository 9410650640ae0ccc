import { Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import {
  ALWAYS_IN_PORTAL,
  NOTIFICATION_CHANNELS,
  type NotificationChannel,
  type NotificationKind,
  userNotificationsApi,
} from '@portal/contracts/notifications'
import { useEffect, useState } from 'react'
import { useTranslation } from '../../lib/texts.ts'
import { useWrite } from '../../lib/use-write.ts'
import { usePreferences } from './notifications-queries.ts'

/** On the profile: how each kind of notification reaches the user. */
export function NotificationPreferencesSection() {
  const { t } = useTranslation()
  const stored = usePreferences()
  const save = useWrite(userNotificationsApi.updatePreferences, {
    success: t('notifications.preferences.saved'),
    failure: t('notifications.preferences.failed'),
    reload: false,
  })
  const [chosen, setChosen] = useState<Record<string, NotificationChannel>>({})
  useEffect(() => {
    if (stored.data) setChosen(Object.fromEntries(stored.data.preferences.map((p) => [p.kind, p.channel])))
  }, [stored.data])

  const onSave = () =>
    save.run({
      body: {
        preferences: Object.entries(chosen).map(([kind, channel]) => ({
          kind: kind as NotificationKind,
          channel,
        })),
      },
    })

  return (
    <Paper withBorder p="lg">
      <Stack>
        <Title order={2} size="h3">
          {t('notifications.preferences.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('notifications.preferences.intro')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {(stored.data?.preferences ?? []).map(({ kind }) => {
            const always = ALWAYS_IN_PORTAL.includes(kind)
            const channels = NOTIFICATION_CHANNELS.filter((c) => !always || c === 'portal' || c === 'both')
            return (
              <NativeSelect
                key={kind}
                label={t(`notifications.kinds.${kind}`)}
                description={always ? t('notifications.preferences.always_in_portal') : undefined}
                value={chosen[kind] ?? ''}
                onChange={(event) =>
                  setChosen((current) => ({
                    ...current,
                    [kind]: event.currentTarget.value as NotificationChannel,
                  }))
                }
                data={channels.map((channel) => ({
                  value: channel,
                  label: t(`notifications.preferences.channels.${channel}`),
                }))}
              />
            )
          })}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button onClick={onSave} loading={save.busy} disabled={!stored.data}>
            {t('notifications.preferences.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  )
}
