import { ActionIcon, Button, Group, NavLink, Stack, Text } from '@mantine/core'
import { aiApi } from '@portal/contracts/ai'
import { IconDots, IconPlus } from '@tabler/icons-react'
import { PopupOnDemand } from '../../components/popup-on-demand.tsx'
import { useRead } from '../../lib/query-keys.ts'
import { useTranslation } from '../../lib/texts.ts'
import { useWrite } from '../../lib/use-write.ts'

// A chat's menu (Mantine's Menu with floating-ui) and its rename form load when the pointer or the focus
// first reaches its button (ADR 83).
const loadMenu = () => import('./session-menu.tsx').then((module) => module.SessionMenu)

/** The user's chats, newest first: choose one, start a new one, rename or delete one. */
export function SessionList({
  selected,
  onSelect,
}: {
  selected: string | null
  onSelect: (id: string | null) => void
}) {
  const { t } = useTranslation()
  const sessions = useRead(aiApi.listSessions, { query: { page_size: 100 } })
  const remove = useWrite(aiApi.removeSession, {
    confirm: t('ai.remove_title'),
    confirmLabel: t('ai.remove'),
    success: t('ai.removed'),
    failure: t('ai.remove_failed'),
    changes: [aiApi],
  })
  const results = sessions.data?.results ?? []
  return (
    <Stack gap={4}>
      <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => onSelect(null)}>
        {t('ai.new_session')}
      </Button>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" pt="sm">
        {t('ai.sessions')}
      </Text>
      {sessions.isSuccess && results.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('ai.no_sessions')}
        </Text>
      )}
      <nav aria-label={t('ai.sessions')}>
        {results.map((session) => (
          <Group key={session.id} gap={0} wrap="nowrap">
            <NavLink
              style={{ flex: 1 }}
              label={session.title}
              active={session.id === selected}
              onClick={() => onSelect(session.id)}
              component="button"
            />
            <PopupOnDemand
              menu
              load={loadMenu}
              props={{
                session,
                onRemove: async () => {
                  const done = await remove.run({ params: { id: session.id } })
                  if (done !== undefined || session.id === selected) onSelect(null)
                },
              }}
              trigger={
                <ActionIcon
                  variant="subtle"
                  aria-label={`${t('ai.rename')} / ${t('ai.remove')}: ${session.title}`}
                >
                  <IconDots size={16} />
                </ActionIcon>
              }
            />
          </Group>
        ))}
      </nav>
    </Stack>
  )
}
