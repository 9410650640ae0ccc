import '@mantine/core/styles/ActionIcon.css'
import { ActionIcon, Alert, Group, Loader, Paper, Stack, Text } from '@mantine/core'
import { isStaffUser } from '@portal/contracts/accounts'
import { type ChangelogEntry, okrChangelogApi } from '@portal/contracts/okr'
import { IconTrash } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { browserApi } from '../../../lib/browser-api.ts'
import { formatters, personName } from '../../../lib/format.ts'
import { queryKey } from '../../../lib/query-keys.ts'
import { useTranslation } from '../../../lib/texts.ts'
import { useLocale } from '../../../lib/use-locale.ts'
import { useMe } from '../../../lib/use-me.ts'
import { useWrite } from '../../../lib/use-write.ts'
import { CHANGELOGS, type ItemRef } from '../okr-api.ts'

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
  const f = formatters(locale)
  const input = { params: { id: item.id }, query: { page_size: 200 } }
  const query = useQuery({
    queryKey: queryKey(CHANGELOGS[item.type], input),
    queryFn: () => browserApi.call(CHANGELOGS[item.type], input),
  })
  const removeEntry = useWrite(okrChangelogApi.remove, {
    confirm: t('okr.changelog.delete_confirm'),
    success: t('okr.changelog.deleted'),
    failure: t('okr.changelog.failed'),
    reload: false,
  })
  if (query.isPending) return <Loader size="sm" aria-label={t('okr.table.loading')} />
  if (query.isError) return <Alert color="coral">{t('okr.table.load_failed')}</Alert>
  if (query.data.results.length === 0) return <Text c="dimmed">{t('okr.changelog.empty')}</Text>
  const isAdmin = me !== null && isStaffUser(me)
  const empty = t('okr.changelog.empty_value')

  const remove = (entry: ChangelogEntry) => removeEntry.run({ params: { id: entry.id } })

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
