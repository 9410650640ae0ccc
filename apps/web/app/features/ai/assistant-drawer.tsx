import '@mantine/core/styles/Drawer.css'
import { Anchor, Drawer, Stack } from '@mantine/core'
import { useState } from 'react'
import { Link, useLocation } from 'react-router'
import { localePath, splitLocale } from '../../lib/locale-path.ts'
import { useTranslation } from '../../lib/texts.ts'
import { pageContext } from './chat-stream.ts'
import { ChatView } from './chat-view.tsx'

/** The assistant's chat panel, with the page the user is on as the context (loaded when first opened). */
export default function AssistantDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation()
  const [sessionId, setSessionId] = useState<string | null>(null)
  const location = useLocation()
  const { locale, path } = splitLocale(location.pathname)
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="lg"
      title={t('ai.title')}
      closeButtonProps={{ 'aria-label': t('ai.close') }}
    >
      <Stack h="calc(100dvh - 90px)">
        <Anchor
          component={Link}
          to={localePath(locale, sessionId ? `/client/assistant?session=${sessionId}` : '/client/assistant')}
          size="sm"
          onClick={onClose}
        >
          {t('ai.open_page')}
        </Anchor>
        <ChatView
          sessionId={sessionId}
          context={pageContext(path, location.search)}
          onSession={setSessionId}
        />
      </Stack>
    </Drawer>
  )
}
