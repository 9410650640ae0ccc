import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { type Service, servicesApi } from '@portal/contracts/services'
import { IconExternalLink, IconLock } from '@tabler/icons-react'
import { useEffect, useRef } from 'react'
import { Link, useNavigate } from 'react-router'
import { localePath } from '../../lib/locale-path.ts'
import { useTranslation } from '../../lib/texts.ts'
import { useLocale } from '../../lib/use-locale.ts'
import { useWrite } from '../../lib/use-write.ts'
import { type IconMap, ServiceIcon } from './service-icon.tsx'
import { useLocalized } from './use-localized.ts'

type Props = { service: Service; icons: IconMap }

/** Records the opening once per page ("recently used"); resolves either way, it never blocks. */
function useRecordOpen(serviceId: string, then?: () => void) {
  const done = useRef<string | null>(null)
  const record = useWrite(servicesApi.open, { failure: false, reload: false })
  const latest = useRef({ record, then })
  latest.current = { record, then }
  useEffect(() => {
    if (done.current === serviceId) return
    done.current = serviceId
    latest.current.record.run({ params: { id: serviceId } }).finally(() => latest.current.then?.())
  }, [serviceId])
}

function Heading({ service, icons }: Props) {
  const text = useLocalized()
  return (
    <Group gap="sm" wrap="nowrap" c="primary.6">
      <ServiceIcon svg={icons[service.icon]} size={32} />
      <Title order={1} c="dark">
        {text(service.names)}
      </Title>
    </Group>
  )
}

/**
 * An embedded service inside the portal's layout. Note: the frame is sandboxed; it keeps its own
 * origin (allow-same-origin) because endpoint addresses are public sites, never the portal itself.
 */
export function EmbeddedService({ service, icons }: Props) {
  const { t } = useTranslation()
  const text = useLocalized()
  useRecordOpen(service.id)
  const url = service.endpoint?.url ?? ''
  return (
    <Stack gap="sm" h="calc(100dvh - 140px)">
      <Group justify="space-between">
        <Heading service={service} icons={icons} />
        <Anchor href={url} target="_blank" rel="noopener noreferrer" size="sm">
          {t('services.frame_fallback')}
        </Anchor>
      </Group>
      <iframe
        src={url}
        title={text(service.names)}
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
        referrerPolicy="strict-origin-when-cross-origin"
        allow="fullscreen"
        style={{ flex: 1, width: '100%', border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
      />
    </Stack>
  )
}

/** A service that opens in a new tab: the portal stays here, the button opens it (again). */
export function NewTabService({ service, icons }: Props) {
  const { t } = useTranslation()
  const text = useLocalized()
  useRecordOpen(service.id)
  const name = text(service.names)
  return (
    <Stack maw={720}>
      <Heading service={service} icons={icons} />
      <Text>{text(service.descriptions)}</Text>
      <Paper withBorder p="lg">
        <Stack align="flex-start">
          <Text>{t('services.new_tab_note', { name })}</Text>
          <Button
            component="a"
            href={service.endpoint?.url ?? ''}
            target="_blank"
            rel="noopener noreferrer"
            rightSection={<IconExternalLink size={16} aria-hidden />}
          >
            {t('services.open_new_tab', { name })}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  )
}

/** An external service: recorded, then the browser goes there; the link is for pages without script. */
export function ExternalService({ service, icons }: Props) {
  const { t } = useTranslation()
  const text = useLocalized()
  const url = service.endpoint?.url ?? ''
  useRecordOpen(service.id, () => window.location.assign(url))
  return (
    <Stack maw={720}>
      <Heading service={service} icons={icons} />
      <Text>{t('services.redirecting', { name: text(service.names) })}</Text>
      <Anchor href={url}>{t('services.continue_to', { host: new URL(url).host })}</Anchor>
    </Stack>
  )
}

/** A service that is a page of the portal: recorded, then that page, in the same language. */
export function InternalService({ service, icons }: Props) {
  const { t } = useTranslation()
  const text = useLocalized()
  const locale = useLocale()
  const navigate = useNavigate()
  const to = localePath(locale, service.endpoint?.path ?? '/')
  useRecordOpen(service.id, () => navigate(to, { replace: true }))
  return (
    <Stack maw={720}>
      <Heading service={service} icons={icons} />
      <Text>{t('services.redirecting', { name: text(service.names) })}</Text>
      <Anchor component={Link} to={to} replace>
        {text(service.names)}
      </Anchor>
    </Stack>
  )
}

/** A locked service: what it is and how to get it; nothing that would open it. */
export function LockedService({ service, icons }: Props) {
  const { t } = useTranslation()
  const text = useLocalized()
  const locale = useLocale()
  const name = text(service.names)
  return (
    <Stack maw={720}>
      <Heading service={service} icons={icons} />
      <Text>{text(service.descriptions)}</Text>
      <Alert
        variant="light"
        color="primary"
        icon={<IconLock aria-hidden />}
        title={t('services.locked_title', { name })}
      >
        <Stack gap="sm" align="flex-start">
          {t('services.locked_body')}
          <Group>
            <Button component={Link} to={localePath(locale, '/client/support')} variant="light">
              {t('services.contact_support')}
            </Button>
            <Button component={Link} to={localePath(locale, '/client/services')} variant="subtle">
              {t('services.all_services')}
            </Button>
          </Group>
        </Stack>
      </Alert>
    </Stack>
  )
}
