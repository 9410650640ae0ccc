import '@mantine/core/styles/Table.css'
import { Alert, Button, Checkbox, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { adApi, type DirectoryRun, type DirectoryUser } from '@portal/contracts/directory'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useRevalidator, useSearchParams } from 'react-router'
import { callEndpoint } from '../../lib/browser-api.ts'
import { useTranslation } from '../../lib/texts.ts'
import { useWrite } from '../../lib/use-write.ts'
import { DirectoryRunReport } from './directory-run-report.tsx'

const WATCH = ['ad', 'ad_lastRun', 'watch']

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
  // A sync runs on the server; while the latest run is running, its progress is read every second.
  const queryClient = useQueryClient()
  const [watching, setWatching] = useState(run?.status === 'running')
  const progress = useQuery({
    queryKey: WATCH,
    queryFn: () => callEndpoint(adApi.lastRun, {}),
    enabled: watching,
    refetchInterval: watching ? 1000 : false,
  })
  const sync = useWrite(adApi.sync, {
    success: t('directory.sync_started'),
    failure: t('directory.sync_failed'),
    reload: false,
    changes: [],
    // The answer is the running run: it seeds the watch, which reads on until the run ends.
    onSuccess: (started) => {
      queryClient.setQueryData(WATCH, { run: started })
      setWatching(true)
    },
  })
  const importUsers = useWrite(adApi.import, {
    success: t('directory.import.done'),
    failure: t('directory.import.failed'),
    onSuccess: () => setChosen(new Set()),
  })
  const latest = progress.data?.run
  const revalidator = useRevalidator()
  // When the watched run ends, it says how it went and the list (who is in the portal now) loads again.
  useEffect(() => {
    if (watching && latest && latest.status !== 'running') {
      setWatching(false)
      notifications.show(
        latest.status === 'succeeded'
          ? { color: 'primary', message: t('directory.synced') }
          : { color: 'coral', message: latest.error ?? t('directory.sync_failed') },
      )
      void revalidator.revalidate()
    }
  }, [watching, latest, revalidator, t])

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
  const shown = latest ?? run
  const syncing = watching || sync.busy

  return (
    <Stack>
      <Paper withBorder p="md">
        <Stack>
          <Group justify="space-between">
            <Title order={2} size="h4">
              {t('directory.title')}
            </Title>
            <Button onClick={() => sync.run({})} loading={syncing}>
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
