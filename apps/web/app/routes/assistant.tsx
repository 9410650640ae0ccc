import { Grid, Paper, Stack, Title } from '@mantine/core'
import { aiApi } from '@portal/contracts/ai'
import { featuresApi } from '@portal/contracts/features'
import { useState } from 'react'
import { data, useSearchParams } from 'react-router'
import { pageContext } from '../features/ai/chat-stream.ts'
import { ChatView } from '../features/ai/chat-view.tsx'
import { SessionList } from '../features/ai/session-list.tsx'
import { pageTitle } from '../lib/page-meta.ts'
import { loadOrRefuse, serverApi } from '../lib/server-api.ts'
import { useTranslation } from '../lib/texts.ts'
import type { Route } from './+types/assistant'

const UUID = /^[0-9a-f-]{36}$/i

/** The assistant's page exists only where the assistant is on (else a 404, like its API). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = serverApi(context, request)
  const features = await api.call(featuresApi.get)
  if (!features.ai) throw data(null, { status: 404 })
  const session = new URL(request.url).searchParams.get('session')
  if (session && UUID.test(session)) {
    await loadOrRefuse(() => api.call(aiApi.getSession, { params: { id: session } }))
  }
  return null
}

export const meta: Route.MetaFunction = ({ location }) => pageTitle(location.pathname)

/** All of the user's chats with the assistant (`?session=` the one open), and a chat. */
export default function AssistantPage() {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const session = params.get('session')
  const selected = session && UUID.test(session) ? session : null
  // The chat view starts afresh when the user picks a chat, not when its first question opens one.
  const [view, setView] = useState(selected ?? 'new')
  const choose = (id: string | null) => {
    setView(id ?? `new-${Date.now()}`)
    setParams(id ? { session: id } : {}, { preventScrollReset: true, replace: false })
  }
  return (
    <Stack>
      <Title order={1}>{t('pages.assistant')}</Title>
      <Grid>
        <Grid.Col span={{ base: 12, md: 3 }}>
          <SessionList selected={selected} onSelect={choose} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Paper withBorder p="md" h="calc(100dvh - 220px)" mih={420}>
            <ChatView
              key={view}
              sessionId={selected}
              context={pageContext('/client/assistant', '')}
              onSession={(id) => setParams({ session: id }, { replace: true, preventScrollReset: true })}
            />
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  )
}
