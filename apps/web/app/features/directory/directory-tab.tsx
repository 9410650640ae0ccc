import '@mantine/core/styles/Table.css'
import { Alert, Button, Checkbox, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core'
import { adApi, type DirectoryRun, type DirectoryUser } from '@portal/contracts/directory'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { callEndpoint } from '../../lib/browser-api.ts'
import { useWrite } from '../../lib/use-write.ts'
import { DirectoryRunReport } from './directory-run-report.tsx'

/**
 * The active company's directory: sync it (the run's progress shows while it goes) and import chosen
 * users. A company without a directory gets the server's words instead.
 */
export function DirectoryTab({
  users,
  notice,
  run,
}: {
  users: DirectoryUser[]
  notice: string | null
  run: DirectoryRun | null
}) {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const [chosen, setChosen] = useState<Set<string>>(new Set())
  const [syncing, setSyncing] = useState(false)
  // While a sync runs, its progress is read every second.
  const progress = useQuery({
    queryKey: ['ad', 'ad_lastRun', 'watch'],
    queryFn: () => callEndpoint(adApi.lastRun, {}),
    enabled: syncing,
    refetchInterval: syncing ? 1000 : false,
  })
  const sync = useWrite(adApi.sync, { success: t('directory.synced'), failure: t('directory.sync_failed') })
  const importUsers = useWrite(adApi.import, {
    success: t('directory.import.done'),
    failure: t('directory.import.failed'),
    onSuccess: () => setChosen(new Set()),
  })

  async function onSync() {
    setSyncing(true)
    await sync.run({})
    setSyncing(false)
  }

  if (notice) {
    return (
      <Alert color="primary" variant="light" role="status">
        {notice}
      </Alert>
    )
  }
  const toggle = (id: string) =>
    setChosen((before) => {
      const next = new Set(before)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })
  const shown = syncing ? (progress.data?.run ?? run) : run

  return (
    <Stack>
      <Paper withBorder p="md">
        <Stack>
          <Group justify="space-between">
            <Title order={2} size="h4">
              {t('directory.title')}
            </Title>
            <Button onClick={onSync} loading={syncing}>
              {t('directory.sync')}
            </Button>
          </Group>
          <DirectoryRunReport run={shown} />
        </Stack>
      </Paper>
      <Title order={2} size="h4">
        {t('directory.import.title')}
      </Title>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          const search = String(new FormData(event.currentTarget).get('search') ?? '').trim()
          setParams(search ? { tab: 'directory', search } : { tab: 'directory' })
        }}
      >
        <Group align="end">
          <TextInput
            name="search"
            label={t('directory.import.search')}
            defaultValue={params.get('search') ?? ''}
          />
          <Button type="submit" variant="default">
            {t('directory.import.search')}
          </Button>
        </Group>
      </form>
      {users.length === 0 ? (
        <Text>{t('directory.import.empty')}</Text>
      ) : (
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th />
              <Table.Th>{t('directory.import.name')}</Table.Th>
              <Table.Th>{t('directory.import.email')}</Table.Th>
              <Table.Th>{t('directory.import.groups')}</Table.Th>
              <Table.Th>{t('directory.import.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {users.map((user) => {
              const name = `${user.first_name} ${user.last_name}`.trim() || user.dn
              return (
                <Table.Tr key={user.external_id}>
                  <Table.Td>
                    <Checkbox
                      aria-label={name}
                      checked={chosen.has(user.external_id)}
                      onChange={() => toggle(user.external_id)}
                    />
                  </Table.Td>
                  <Table.Td>{name}</Table.Td>
                  <Table.Td>{user.email}</Table.Td>
                  <Table.Td>{user.groups.join(', ')}</Table.Td>
                  <Table.Td>
                    {t(user.exists ? 'directory.import.exists' : 'directory.import.missing')}
                  </Table.Td>
                </Table.Tr>
              )
            })}
          </Table.Tbody>
        </Table>
      )}
      <Group justify="flex-end">
        <Button
          disabled={chosen.size === 0}
          loading={importUsers.busy}
          onClick={() => importUsers.run({ body: { external_ids: [...chosen] } })}
        >
          {t('directory.import.submit', { count: chosen.size })}
        </Button>
      </Group>
    </Stack>
  )
}
