import '@mantine/core/styles/Drawer.css'
import { ActionIcon, Anchor, Center, Drawer, Loader, Stack, Tooltip } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { IconSparkles } from '@tabler/icons-react'
import { lazy, Suspense, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { localePath, splitLocale } from '../../lib/locale-path.ts'
import { useTranslation } from '../../lib/texts.ts'
import { pageContext } from './chat-stream.ts'

// The chat (its form, the answer stream and the markdown of the answers) loads when the panel first
// opens, or when the pointer or focus reaches its button: no page shows it on first paint (issue 18).
const loadChat = () => import('./chat-view.tsx')
const ChatView = lazy(() => loadChat().then((module) => ({ default: module.ChatView })))

/** The header's assistant button and its chat panel, with the page the user is on as the context. */
export function AssistantPanel() {
  const { t } = useTranslation()
  const [opened, { open, close }] = useDisclosure()
  const [sessionId, setSessionId] = useState<string | null>(null)
  const location = useLocation()
  const { locale, path } = splitLocale(location.pathname)
  return (
    <>
      <Tooltip label={t('ai.open')}>
        <ActionIcon
          variant="subtle"
          size="lg"
          onClick={open}
          onPointerEnter={loadChat}
          onFocus={loadChat}
          aria-label={t('ai.open')}
        >
          <IconSparkles size={20} />
        </ActionIcon>
      </Tooltip>
      <Drawer
        opened={opened}
        onClose={close}
        position="right"
        size="lg"
        title={t('ai.title')}
        closeButtonProps={{ 'aria-label': t('ai.close') }}
      >
        <Stack h="calc(100dvh - 90px)">
          <Anchor
            component={Link}
            to={localePath(
              locale,
              sessionId ? `/client/assistant?session=${sessionId}` : '/client/assistant',
            )}
            size="sm"
            onClick={close}
          >
            {t('ai.open_page')}
          </Anchor>
          <Suspense
            fallback={
              <Center flex={1}>
                <Loader size="sm" />
              </Center>
            }
          >
            <ChatView
              sessionId={sessionId}
              context={pageContext(path, location.search)}
              onSession={setSessionId}
            />
          </Suspense>
        </Stack>
      </Drawer>
    </>
  )
}
