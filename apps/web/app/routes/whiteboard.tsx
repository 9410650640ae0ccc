import '@mantine/core/styles/Badge.css'
import '@mantine/core/styles/Combobox.css'
import '@mantine/core/styles/Alert.css'
import { Alert, Anchor, Badge, Box, Group, Select, Stack, Text, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { whiteboardApi } from '@portal/contracts/whiteboard'
import { IconUsers } from '@tabler/icons-react'
import { lazy, Suspense, useEffect, useMemo, useState } from 'react'
import { data, Link, useNavigate } from 'react-router'
import { loadCanvas } from '../features/whiteboard/load-canvas.ts'
import { SceneActions } from '../features/whiteboard/scene-actions.tsx'
import type { SyncStatus } from '../features/whiteboard/scene-sync.ts'
import { apiErrorText } from '../lib/api-error-text.ts'
import { callEndpoint } from '../lib/browser-api.ts'
import { localePath } from '../lib/locale-path.ts'
import { pageTitle } from '../lib/page-meta.ts'
import { loadOrRefuse, serverApi } from '../lib/server-api.ts'
import { useTranslation } from '../lib/texts.ts'
import { useLocale } from '../lib/use-locale.ts'
import { isValidParam } from '../route-list.ts'
import type { Route } from './+types/whiteboard'

// Excalidraw is large: its chunk is loaded only here, and only in the browser (it draws on a canvas).
const WhiteboardCanvas = lazy(loadCanvas)

/** `?scene=<id>` opens a scene; without it, the user's current one (a new personal one on a first visit). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const id = new URL(request.url).searchParams.get('scene')
  const api = serverApi(context, request)
  if (id !== null && !isValidParam('uuid', id)) throw data(null, { status: 404 })
  const [scene, scenes] = await Promise.all([
    loadOrRefuse(() =>
      id ? api.call(whiteboardApi.get, { params: { id } }) : api.call(whiteboardApi.current),
    ),
    api.call(whiteboardApi.list, { query: { page_size: 100 } }),
  ])
  return { scene, scenes: scenes.results, opened: id !== null }
}

export const meta: Route.MetaFunction = ({ location }) => pageTitle(location.pathname)

const STATUS_COLOUR: Record<SyncStatus['kind'], string> = {
  saved: 'teal',
  saving: 'blue',
  unsaved: 'gray',
  offline: 'orange',
  failed: 'red',
  view_only: 'gray',
  gone: 'red',
}

/** The whiteboard: the current scene full height in the portal, with a scene switcher and live collaborators. */
export default function Whiteboard({ loaderData }: Route.ComponentProps) {
  const { scene, scenes, opened } = loaderData
  const { t } = useTranslation()
  const locale = useLocale()
  const navigate = useNavigate()
  const [status, setStatus] = useState<SyncStatus>({ kind: scene.can_edit ? 'saved' : 'view_only' })
  const [collaborators, setCollaborators] = useState(0)
  const [drawn, setDrawn] = useState(scene.element_count)
  const [inBrowser, setInBrowser] = useState(false)
  useEffect(() => setInBrowser(true), [])
  // A scene opened by its address becomes the one `/client/svc/whiteboard` opens next time.
  useEffect(() => {
    if (opened) void callEndpoint(whiteboardApi.open, { body: { id: scene.id } }).catch(() => undefined)
  }, [opened, scene.id])
  const events = useMemo(
    () => ({
      status: setStatus,
      collaborators: setCollaborators,
      drawn: setDrawn,
      imageRefused: (failure: unknown) =>
        notifications.show({
          color: 'coral',
          message: t('whiteboard.image_refused', { reason: apiErrorText(failure, t) }),
        }),
    }),
    [t],
  )
  const statusText =
    status.kind === 'failed'
      ? t('whiteboard.status.failed', { reason: apiErrorText(status.failure, t) })
      : status.kind === 'gone'
        ? t('whiteboard.gone')
        : t(`whiteboard.status.${status.kind}`)
  const options = scenes.some((s) => s.id === scene.id) ? scenes : [scene, ...scenes]
  return (
    <Stack gap="xs" h="calc(100dvh - 96px)">
      <Group justify="space-between" wrap="nowrap">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <Title
            order={1}
            size="h3"
            style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          >
            {scene.title}
          </Title>
          <Badge variant="light" color={scene.sharing === 'private' ? 'gray' : 'teal'}>
            {t(`whiteboard.sharing_badge.${scene.sharing}`)}
          </Badge>
          <SceneActions
            scene={scene}
            afterDelete={() => navigate(localePath(locale, '/client/whiteboard'))}
          />
        </Group>
        <Group gap="md" wrap="nowrap">
          <Group gap={4} wrap="nowrap" title={t('whiteboard.collaborators')}>
            <IconUsers size={16} aria-hidden />
            <Text size="sm" aria-live="polite">
              {collaborators > 0
                ? `${t('whiteboard.collaborators')}: ${collaborators}`
                : t('whiteboard.collaborators_none')}
            </Text>
          </Group>
          <Select
            aria-label={t('whiteboard.switch_scene')}
            data={options.map((s) => ({ value: s.id, label: s.title }))}
            value={scene.id}
            onChange={(id) => id && navigate(localePath(locale, `/client/svc/whiteboard?scene=${id}`))}
            allowDeselect={false}
            searchable
            w={240}
          />
          <Anchor component={Link} to={localePath(locale, '/client/whiteboard')} size="sm">
            {t('whiteboard.all_scenes')}
          </Anchor>
        </Group>
      </Group>
      {(status.kind === 'failed' || status.kind === 'offline' || status.kind === 'gone') && (
        <Alert color={STATUS_COLOUR[status.kind]} py="xs">
          {statusText}
        </Alert>
      )}
      <Group gap="xs">
        <Text size="xs" c="dimmed" data-testid="element-count">
          {t('whiteboard.elements', { count: drawn })}
        </Text>
        <Text size="xs" c="dimmed" role="status" data-save-status={status.kind}>
          {statusText}
        </Text>
      </Group>
      <Box
        style={{
          flex: 1,
          minHeight: 400,
          border: '1px solid var(--mantine-color-gray-3)',
          borderRadius: 8,
          overflow: 'hidden',
        }}
      >
        {inBrowser && (
          <Suspense fallback={<Text p="md">{t('whiteboard.loading')}</Text>}>
            <WhiteboardCanvas
              scene={scene}
              locale={locale}
              events={events}
              loading={t('whiteboard.loading')}
            />
          </Suspense>
        )}
      </Box>
    </Stack>
  )
}
