import '@mantine/core/styles/Table.css'
import {
  Alert,
  Anchor,
  Button,
  Group,
  Loader,
  Paper,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core'
import { type Hub, type Megatrend, trendHubsApi } from '@portal/contracts/trends'
import { useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { useRead } from '../../lib/query-keys.ts'
import { useTranslation } from '../../lib/texts.ts'
import { useWrite } from '../../lib/use-write.ts'
import { HubView } from './hub-view.tsx'

/** The company's hubs, a form for a new one, and the chosen hub (`?hub=`) with its radar. */
export function HubsPanel({
  hubs,
  failed,
  megatrends,
  favorites,
}: {
  hubs: Hub[]
  failed: boolean
  megatrends: Megatrend[]
  favorites: Map<string, string>
}) {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const chosen = params.get('hub')
  const open = (id: string) =>
    setParams((current) => {
      current.set('tab', 'hubs')
      current.set('hub', id)
      return current
    })
  return (
    <Stack>
      <Text>{t('trends.hubs_intro')}</Text>
      {failed && (
        <Alert color="yellow" variant="light" role="status">
          {t('trends.hubs_failed')}
        </Alert>
      )}
      {hubs.length === 0 ? (
        <Text>{t('trends.hubs_empty')}</Text>
      ) : (
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('trends.hub_name')}</Table.Th>
              <Table.Th>{t('trends.members')}</Table.Th>
              <Table.Th>{t('trends.trends_of')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {hubs.map((hub) => (
              <Table.Tr key={hub.id} aria-current={hub.id === chosen ? 'true' : undefined}>
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={`?tab=hubs&hub=${hub.id}`}
                    onClick={(e) => {
                      e.preventDefault()
                      open(hub.id)
                    }}
                  >
                    {hub.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>{hub.members.length}</Table.Td>
                <Table.Td>{t('trends.trend_count', { count: hub.trend_count })}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <NewHub onCreated={open} />
      {chosen && <ChosenHub id={chosen} megatrends={megatrends} favorites={favorites} />}
    </Stack>
  )
}

function ChosenHub({
  id,
  megatrends,
  favorites,
}: {
  id: string
  megatrends: Megatrend[]
  favorites: Map<string, string>
}) {
  const read = useRead(trendHubsApi.get, { params: { id } })
  if (read.isPending) return <Loader size="sm" />
  if (!read.data) return null
  return <HubView hub={read.data} megatrends={megatrends} favorites={favorites} />
}

function NewHub({ onCreated }: { onCreated: (id: string) => void }) {
  const { t } = useTranslation()
  const [name, setName] = useState('')
  const [description, setDescription] = useState('')
  const create = useWrite(trendHubsApi.create, {
    success: t('trends.hub_created'),
    failure: t('trends.failed'),
    onSuccess: (hub) => {
      setName('')
      setDescription('')
      onCreated(hub.id)
    },
  })
  return (
    <Paper withBorder p="md">
      <form
        onSubmit={(event) => {
          event.preventDefault()
          create.run({ body: { name, description } })
        }}
      >
        <Title order={3} fz="md" mb="xs">
          {t('trends.new_hub')}
        </Title>
        <Group align="flex-end">
          <TextInput
            label={t('trends.hub_name')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            required
            maxLength={120}
          />
          <Textarea
            label={t('trends.hub_description')}
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
            maxLength={2000}
            autosize
            w={320}
          />
          <Button type="submit" loading={create.busy}>
            {t('trends.create_hub')}
          </Button>
        </Group>
      </form>
    </Paper>
  )
}
