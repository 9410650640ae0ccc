import '@mantine/core/styles/Table.css'
import '@mantine/core/styles/ActionIcon.css'
import {
  ActionIcon,
  Anchor,
  Button,
  Group,
  NativeSelect,
  Paper,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import {
  marketIntelligenceApi,
  SOURCE_KINDS,
  SOURCE_RELIABILITIES,
  type Source,
  type SourceInput,
} from '@portal/contracts/market-intelligence'
import { IconPencil, IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import { usePlainForm } from '../../lib/plain-form.ts'
import { useTranslation } from '../../lib/texts.ts'
import { useWrite } from '../../lib/use-write.ts'

const EMPTY = { name: '', kind: 'other', url: '', reliability: '', notes: '' }

/** The company's sources of signals, records of their own: managers add, change and delete them. */
export function SourceAdmin({ sources }: { sources: Source[] }) {
  const { t } = useTranslation()
  const [editing, setEditing] = useState<string | null>(null)
  const form = usePlainForm({ initialValues: EMPTY })
  const done = () => {
    form.setValues(EMPTY)
    setEditing(null)
  }
  const saved = { form, failure: t('market_intelligence.failed'), onSuccess: done }
  const create = useWrite(marketIntelligenceApi.createSource, {
    ...saved,
    success: t('market_intelligence.sources.added'),
  })
  const update = useWrite(marketIntelligenceApi.updateSource, {
    ...saved,
    success: t('market_intelligence.sources.saved'),
  })
  const remove = useWrite(marketIntelligenceApi.deleteSource, {
    confirm: (input) =>
      t('market_intelligence.sources.delete_confirm', {
        name: sources.find((s) => s.id === input.params.id)?.name ?? '',
      }),
    success: t('market_intelligence.sources.deleted'),
    failure: t('market_intelligence.failed'),
  })
  const kindLabel = (kind: string) => t(`market_intelligence.sources.kinds.${kind as Source['kind']}`)
  const reliabilityLabel = (r: Source['reliability']) =>
    r ? t(`market_intelligence.sources.reliabilities.${r}`) : t('market_intelligence.sources.not_judged')
  const edit = (s: Source) => {
    setEditing(s.id)
    form.setValues({
      name: s.name,
      kind: s.kind,
      url: s.url ?? '',
      reliability: s.reliability ?? '',
      notes: s.notes,
    })
  }
  const submit = form.onSubmit(async (v) => {
    const body: SourceInput = {
      name: v.name,
      kind: v.kind as SourceInput['kind'],
      url: v.url.trim() || null,
      reliability: (v.reliability || null) as SourceInput['reliability'],
      notes: v.notes,
    }
    await (editing ? update.run({ params: { id: editing }, body }) : create.run({ body }))
  })
  return (
    <Paper withBorder p="md">
      <Title order={2} fz="lg" mb="xs">
        {t('market_intelligence.sources.title')}
      </Title>
      <Text size="sm" mb="xs">
        {t('market_intelligence.sources.intro')}
      </Text>
      <Table mb="md">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('market_intelligence.name')}</Table.Th>
            <Table.Th>{t('market_intelligence.sources.kind')}</Table.Th>
            <Table.Th>{t('market_intelligence.sources.reliability')}</Table.Th>
            <Table.Th>{t('market_intelligence.sources.notes')}</Table.Th>
            <Table.Th>{t('market_intelligence.signals')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sources.map((s) => (
            <Table.Tr key={s.id}>
              <Table.Td>
                {s.url ? (
                  <Anchor href={s.url} target="_blank" rel="noopener noreferrer">
                    {s.name}
                  </Anchor>
                ) : (
                  s.name
                )}
              </Table.Td>
              <Table.Td>{kindLabel(s.kind)}</Table.Td>
              <Table.Td>{reliabilityLabel(s.reliability)}</Table.Td>
              <Table.Td>{s.notes}</Table.Td>
              <Table.Td>{t('market_intelligence.signal_count', { count: s.signal_count })}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    color="gray.7"
                    aria-label={t('market_intelligence.sources.edit', { name: s.name })}
                    onClick={() => edit(s)}
                  >
                    <IconPencil size={16} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="coral"
                    aria-label={t('market_intelligence.sources.delete', { name: s.name })}
                    onClick={() => remove.run({ params: { id: s.id } })}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <form onSubmit={submit} aria-label={t('market_intelligence.sources.form')}>
        <Group align="flex-end">
          <TextInput label={t('market_intelligence.name')} required maxLength={120} {...form.field('name')} />
          <NativeSelect
            label={t('market_intelligence.sources.kind')}
            data={SOURCE_KINDS.map((k) => ({ value: k, label: kindLabel(k) }))}
            {...form.field('kind')}
          />
          <TextInput label={t('market_intelligence.url')} {...form.field('url')} />
          <NativeSelect
            label={t('market_intelligence.sources.reliability')}
            data={[
              { value: '', label: reliabilityLabel(null) },
              ...SOURCE_RELIABILITIES.map((r) => ({ value: r, label: reliabilityLabel(r) })),
            ]}
            {...form.field('reliability')}
          />
          <TextInput label={t('market_intelligence.sources.notes')} w={280} {...form.field('notes')} />
          <Button type="submit" loading={create.busy || update.busy}>
            {editing ? t('market_intelligence.sources.save') : t('market_intelligence.sources.add')}
          </Button>
          {editing && (
            <Button variant="subtle" onClick={done}>
              {t('market_intelligence.sources.cancel')}
            </Button>
          )}
        </Group>
      </form>
    </Paper>
  )
}
