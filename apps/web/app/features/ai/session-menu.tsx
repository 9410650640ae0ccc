import { Button, Menu, Stack, TextInput } from '@mantine/core'
import { modals } from '@mantine/modals'
import { aiApi, type ChatSession } from '@portal/contracts/ai'
import { IconPencil, IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import { LoadedMenu } from '../../components/loaded-menu.tsx'
import type { LoadedPopupProps } from '../../components/popup-on-demand.tsx'
import { modalsReady } from '../../lib/modal-host.tsx'
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

/**
 * A chat's menu once loaded (session-list.tsx draws its button before, ADR 83): rename it in a dialog,
 * or delete it.
 */
export function SessionMenu({
  session,
  onRemove,
  start,
  trigger,
}: { session: ChatSession; onRemove: () => void } & LoadedPopupProps) {
  const { t } = useTranslation()
  const openRename = async () => {
    await modalsReady()
    const id = modals.open({
      title: t('ai.rename_title'),
      children: <RenameForm session={session} onDone={() => modals.close(id)} />,
    })
  }
  return (
    <LoadedMenu start={start} trigger={trigger} position="bottom-end">
      <Menu.Item leftSection={<IconPencil size={14} />} onClick={() => void openRename()}>
        {t('ai.rename')}
      </Menu.Item>
      <Menu.Item color="coral" leftSection={<IconTrash size={14} />} onClick={onRemove}>
        {t('ai.remove')}
      </Menu.Item>
    </LoadedMenu>
  )
}
