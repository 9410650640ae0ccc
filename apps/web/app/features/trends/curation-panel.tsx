import '@mantine/core/styles/ModalBase.css'
import '@mantine/core/styles/Modal.css'
import '@mantine/core/styles/Overlay.css'
import { ActionIcon, Button, Group, Modal, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core'
import { type Macrotrend, type Megatrend, trendLibraryApi } from '@portal/contracts/trends'
import { IconArrowDown, IconArrowUp, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from '../../lib/texts.ts'
import { useWrite } from '../../lib/use-write.ts'
import { MacrotrendForm, MegatrendForm } from './curation-forms.tsx'

type Editing =
  | { kind: 'megatrend'; megatrend: Megatrend | null }
  | { kind: 'macrotrend'; macrotrend: Macrotrend | null; megatrendId: string }
  | { kind: 'delete-macrotrend'; macrotrend: Macrotrend }

/**
 * Staff shape the library (issue 15, ADR 41): megatrends in their order (the radar's sectors) with the
 * macrotrends below them; create, edit texts per locale, reorder, move a macrotrend to another megatrend,
 * delete. No microtrend is ever deleted here: a megatrend goes only without macrotrends, and a
 * macrotrend's trends move to another macrotrend first.
 */
export function CurationPanel({
  megatrends,
  macrotrends,
}: {
  megatrends: Megatrend[]
  macrotrends: Macrotrend[]
}) {
  const { t } = useTranslation()
  const [editing, setEditing] = useState<Editing | null>(null)
  const close = () => setEditing(null)
  const order = useWrite(trendLibraryApi.orderMegatrends, {
    success: t('trends.curate.order_saved'),
    failure: t('trends.failed'),
  })
  const removeMegatrend = useWrite(trendLibraryApi.deleteMegatrend, {
    confirm: t('trends.curate.delete_megatrend_confirm'),
    confirmLabel: t('trends.curate.delete'),
    success: t('trends.curate.deleted'),
    failure: t('trends.failed'),
  })
  const removeMacrotrend = useWrite(trendLibraryApi.deleteMacrotrend, {
    confirm: t('trends.curate.delete_macrotrend_confirm'),
    confirmLabel: t('trends.curate.delete'),
    success: t('trends.curate.deleted'),
    failure: t('trends.failed'),
  })
  const move = (index: number, by: -1 | 1) => {
    const ids = megatrends.map((m) => m.id)
    const [moved] = ids.splice(index, 1)
    ids.splice(index + by, 0, moved!)
    return order.run({ body: { megatrend_ids: ids } })
  }
  return (
    <Stack>
      <Text size="sm">{t('trends.curate.intro')}</Text>
      <Group>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setEditing({ kind: 'megatrend', megatrend: null })}
        >
          {t('trends.curate.new_megatrend')}
        </Button>
      </Group>
      {megatrends.map((megatrend, index) => {
        const below = macrotrends.filter((m) => m.megatrend_id === megatrend.id)
        return (
          <Paper
            key={megatrend.id}
            withBorder
            p="md"
            component="section"
            aria-label={megatrend.name}
            style={{ borderLeft: `6px solid ${megatrend.color}` }}
          >
            <Stack gap="xs">
              <Group justify="space-between" wrap="nowrap">
                <div>
                  <Title order={3}>{megatrend.name}</Title>
                  <Text size="sm" c="dimmed">
                    {t('trends.curate.macrotrend_count', { count: megatrend.macrotrend_count })} ·{' '}
                    {t('trends.trend_count', { count: megatrend.microtrend_count })}
                  </Text>
                </div>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    disabled={index === 0 || order.busy}
                    aria-label={t('trends.curate.move_up', { name: megatrend.name })}
                    onClick={() => move(index, -1)}
                  >
                    <IconArrowUp size={18} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    disabled={index === megatrends.length - 1 || order.busy}
                    aria-label={t('trends.curate.move_down', { name: megatrend.name })}
                    onClick={() => move(index, 1)}
                  >
                    <IconArrowDown size={18} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('trends.curate.edit', { name: megatrend.name })}
                    onClick={() => setEditing({ kind: 'megatrend', megatrend })}
                  >
                    <IconPencil size={18} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="coral"
                    // Only an empty megatrend can go: its macrotrends move or go first (the API says 409).
                    disabled={below.length > 0}
                    aria-label={t('trends.curate.delete_named', { name: megatrend.name })}
                    onClick={() => removeMegatrend.run({ params: { id: megatrend.id } })}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Group>
              </Group>
              {below.length > 0 && (
                <Text size="xs" c="dimmed">
                  {t('trends.curate.megatrend_delete_rule')}
                </Text>
              )}
              {below.length === 0 && <Text size="sm">{t('trends.curate.no_macrotrends')}</Text>}
              {below.map((macrotrend) => (
                <Group key={macrotrend.id} justify="space-between" wrap="nowrap" pl="md">
                  <Text>
                    {macrotrend.name}{' '}
                    <Text span size="sm" c="dimmed">
                      ({t('trends.trend_count', { count: macrotrend.microtrend_count })})
                    </Text>
                  </Text>
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('trends.curate.edit', { name: macrotrend.name })}
                      onClick={() =>
                        setEditing({ kind: 'macrotrend', macrotrend, megatrendId: megatrend.id })
                      }
                    >
                      <IconPencil size={18} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="coral"
                      aria-label={t('trends.curate.delete_named', { name: macrotrend.name })}
                      onClick={() =>
                        macrotrend.microtrend_count > 0
                          ? setEditing({ kind: 'delete-macrotrend', macrotrend })
                          : removeMacrotrend.run({ params: { id: macrotrend.id }, query: {} })
                      }
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  </Group>
                </Group>
              ))}
              <Group>
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconPlus size={14} aria-hidden />}
                  aria-label={t('trends.curate.new_macrotrend_in', { name: megatrend.name })}
                  onClick={() =>
                    setEditing({ kind: 'macrotrend', macrotrend: null, megatrendId: megatrend.id })
                  }
                >
                  {t('trends.curate.new_macrotrend')}
                </Button>
              </Group>
            </Stack>
          </Paper>
        )
      })}
      {editing?.kind === 'megatrend' && (
        <MegatrendForm key={editing.megatrend?.id ?? 'new'} megatrend={editing.megatrend} onClose={close} />
      )}
      {editing?.kind === 'macrotrend' && (
        <MacrotrendForm
          key={editing.macrotrend?.id ?? `new-${editing.megatrendId}`}
          macrotrend={editing.macrotrend}
          megatrendId={editing.megatrendId}
          megatrends={megatrends}
          onClose={close}
        />
      )}
      {editing?.kind === 'delete-macrotrend' && (
        <MoveAndDelete
          macrotrend={editing.macrotrend}
          megatrends={megatrends}
          macrotrends={macrotrends}
          onClose={close}
        />
      )}
    </Stack>
  )
}

/** A macrotrend with trends is deleted by moving them to another macrotrend: they stay in the library and in every hub. */
function MoveAndDelete({
  macrotrend,
  megatrends,
  macrotrends,
  onClose,
}: {
  macrotrend: Macrotrend
  megatrends: Megatrend[]
  macrotrends: Macrotrend[]
  onClose: () => void
}) {
  const { t } = useTranslation()
  const others = macrotrends.filter((m) => m.id !== macrotrend.id)
  const [moveTo, setMoveTo] = useState(others[0]?.id ?? '')
  const remove = useWrite(trendLibraryApi.deleteMacrotrend, {
    success: t('trends.curate.deleted'),
    failure: t('trends.failed'),
    onSuccess: onClose,
  })
  const groups = megatrends
    .map((mega) => ({
      group: mega.name,
      items: others.filter((m) => m.megatrend_id === mega.id).map((m) => ({ value: m.id, label: m.name })),
    }))
    .filter((g) => g.items.length > 0)
  return (
    <Modal opened onClose={onClose} title={t('trends.curate.delete_named', { name: macrotrend.name })}>
      <Stack>
        <Text>{t('trends.curate.move_rule', { count: macrotrend.microtrend_count })}</Text>
        {others.length === 0 ? (
          <Text>{t('trends.curate.nowhere_to_move')}</Text>
        ) : (
          <NativeSelect
            label={t('trends.curate.move_to')}
            value={moveTo}
            onChange={(event) => setMoveTo(event.currentTarget.value)}
            data={groups}
          />
        )}
        <Group justify="flex-end">
          <Button variant="subtle" onClick={onClose}>
            {t('trends.curate.cancel')}
          </Button>
          <Button
            color="coral"
            disabled={!moveTo}
            loading={remove.busy}
            onClick={() => remove.run({ params: { id: macrotrend.id }, query: { move_to: moveTo } })}
          >
            {t('trends.curate.move_and_delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
