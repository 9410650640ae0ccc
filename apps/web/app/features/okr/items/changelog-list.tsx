import '@mantine/core/styles/ActionIcon.css'
import { ActionIcon, Alert, Group, Loader, Paper, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { isStaffUser } from '@portal/contracts/accounts'
import type { ChangelogEntry } from '@portal/contracts/okr'
import { IconTrash } from '@tabler/icons-react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { formatters, personName } from '../../../lib/format.ts'
import { useLocale } from '../../../lib/use-locale.ts'
import { useMe } from '../../../lib/use-me.ts'
import { type ItemRef, okrApi, okrKeys } from '../okr-api.ts'

const shown = (value: unknown, empty: string) => {
  if (value === null || value === undefined || value === '') return empty
  if (Array.isArray(value)) return value.length ? value.join(', ') : empty
  return typeof value === 'object' ? JSON.stringify(value) : String(value)
}

/** An item's recorded changes, newest first; portal admins may remove an entry. */
export function ChangelogList({ item }: { item: ItemRef }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const me = useMe()
  const queryClient = useQueryClient()
  const f = formatters(locale)
  const query = useQuery({
    queryKey: okrKeys.changelog(item),
    queryFn: () => okrApi.changelog(item.type, item.id),
  })
  if (query.isPending) return <Loader size="sm" aria-label={t('okr.table.loading')} />
  if (query.isError) return <Alert color="coral">{t('okr.table.load_failed')}</Alert>
  if (query.data.results.length === 0) return <Text c="dimmed">{t('okr.changelog.empty')}</Text>
  const isAdmin = me !== null && isStaffUser(me)
  const empty = t('okr.changelog.empty_value')

  async function remove(entry: ChangelogEntry) {
    if (!window.confirm(t('okr.changelog.delete_confirm'))) return
    try {
      await okrApi.deleteChangelogEntry(entry.id)
      notifications.show({ color: 'primary', message: t('okr.changelog.deleted') })
      await queryClient.invalidateQueries({ queryKey: okrKeys.changelog(item) })
    } catch {
      notifications.show({ color: 'coral', message: t('okr.changelog.failed') })
    }
  }

  return (
    <Stack gap="xs">
      {query.data.results.map((entry) => (
        <Paper key={entry.id} withBorder p="sm">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={2}>
              <Text size="sm">
                <strong>{entry.actor ? personName(entry.actor) : entry.actor_email}</strong>{' '}
                {t(`okr.changelog.actions.${entry.action}`)}
              </Text>
              {entry.field && (
                <Text size="sm" style={{ wordBreak: 'break-word' }}>
                  {t('okr.changelog.field_change', {
                    field: entry.field,
                    before: shown(entry.before, empty),
                    after: shown(entry.after, empty),
                  })}
                </Text>
              )}
              <Text size="xs" c="dimmed">
                {f.dateTime(entry.at)}
                {entry.impersonator &&
                  ` · ${personName(entry.impersonator)} ${t('okr.changelog.impersonated_by', { name: entry.actor ? personName(entry.actor) : entry.actor_email })}`}
              </Text>
            </Stack>
            {isAdmin && (
              <ActionIcon
                variant="subtle"
                color="coral"
                aria-label={t('okr.changelog.delete_entry')}
                onClick={() => remove(entry)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            )}
          </Group>
        </Paper>
      ))}
    </Stack>
  )
}
