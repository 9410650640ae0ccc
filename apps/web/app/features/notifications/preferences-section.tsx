import { Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import {
  ALWAYS_IN_PORTAL,
  NOTIFICATION_CHANNELS,
  type NotificationChannel,
  type NotificationKind,
} from '@portal/contracts/notifications'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { usePreferences, useSavePreferences } from './notifications-queries.ts'

/** On the profile: how each kind of notification reaches the user. */
export function NotificationPreferencesSection() {
  const { t } = useTranslation()
  const stored = usePreferences()
  const save = useSavePreferences()
  const [chosen, setChosen] = useState<Record<string, NotificationChannel>>({})
  useEffect(() => {
    if (stored.data) setChosen(Object.fromEntries(stored.data.preferences.map((p) => [p.kind, p.channel])))
  }, [stored.data])

  async function onSave() {
    try {
      await save.mutateAsync({
        preferences: Object.entries(chosen).map(([kind, channel]) => ({
          kind: kind as NotificationKind,
          channel,
        })),
      })
      notifications.show({ color: 'primary', message: t('notifications.preferences.saved') })
    } catch {
      notifications.show({ color: 'coral', message: t('notifications.preferences.failed') })
    }
  }

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
          <Button onClick={onSave} loading={save.isPending} disabled={!stored.data}>
            {t('notifications.preferences.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  )
}
