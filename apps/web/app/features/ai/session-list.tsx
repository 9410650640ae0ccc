import { ActionIcon, Button, Group, Menu, NavLink, Stack, Text, TextInput } from '@mantine/core'
import { modals } from '@mantine/modals'
import { aiApi, type ChatSession } from '@portal/contracts/ai'
import { IconDots, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import { modalsReady } from '../../lib/modal-host.tsx'
import { useRead } from '../../lib/query-keys.ts'
import { useTranslation } from '../../lib/texts.ts'
import { useWrite } from '../../lib/use-write.ts'

function RenameForm({ session, onDone }: { session: ChatSession; onDone: () => void }) {
  const { t } = useTranslation()
  const [title, setTitle] = useState(session.title)
  const rename = useWrite(aiApi.renameSession, {
    success: t('ai.renamed'),
    failure: t('ai.rename_failed'),
    changes: [aiApi],
    onSuccess: onDone,
  })
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        void rename.run({ params: { id: session.id }, body: { title } })
      }}
    >
      <Stack>
        <TextInput
          label={t('ai.title_label')}
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
          maxLength={120}
          required
          data-autofocus
        />
        <Button type="submit" loading={rename.busy}>
          {t('ai.save')}
        </Button>
      </Stack>
    </form>
  )
}

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
  const openRename = async (session: ChatSession) => {
    await modalsReady()
    const id = modals.open({
      title: t('ai.rename_title'),
      children: <RenameForm session={session} onDone={() => modals.close(id)} />,
    })
  }
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
            <Menu position="bottom-end">
              <Menu.Target>
                <ActionIcon
                  variant="subtle"
                  aria-label={`${t('ai.rename')} / ${t('ai.remove')}: ${session.title}`}
                >
                  <IconDots size={16} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item leftSection={<IconPencil size={14} />} onClick={() => openRename(session)}>
                  {t('ai.rename')}
                </Menu.Item>
                <Menu.Item
                  color="coral"
                  leftSection={<IconTrash size={14} />}
                  onClick={async () => {
                    const done = await remove.run({ params: { id: session.id } })
                    if (done !== undefined || session.id === selected) onSelect(null)
                  }}
                >
                  {t('ai.remove')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        ))}
      </nav>
    </Stack>
  )
}
