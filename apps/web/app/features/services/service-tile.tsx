import '@mantine/core/styles/ActionIcon.css'
import '@mantine/core/styles/Badge.css'
import '@mantine/core/styles/Card.css'
import { ActionIcon, Anchor, Badge, Card, Group, Text } from '@mantine/core'
import { type Service, servicesApi } from '@portal/contracts/services'
import { IconExternalLink, IconLock, IconStar, IconStarFilled } from '@tabler/icons-react'
import { Link } from 'react-router'
import { localePath } from '../../lib/locale-path.ts'
import { useTranslation } from '../../lib/texts.ts'
import { useLocale } from '../../lib/use-locale.ts'
import { useWrite } from '../../lib/use-write.ts'
import { type IconMap, ServiceIcon } from './service-icon.tsx'
import { useLocalized } from './use-localized.ts'

/**
 * One service in the catalogue. A new-tab service opens its site directly (the portal stays); every
 * other one opens its service page, which embeds, redirects or explains how to get it.
 */
export function ServiceTile({ service, icons }: { service: Service; icons: IconMap }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const text = useLocalized()
  const name = text(service.names)
  const newTab = service.endpoint?.type === 'external_new_tab' && service.visibility === 'visible'
  // Recently used: best effort, the new tab opens whatever the answer (no notice either way).
  const opened = useWrite(servicesApi.open, { failure: false, reload: false })
  const onOpenNewTab = () => {
    opened.run({ params: { id: service.id } })
  }
  return (
    <Card withBorder padding="md" radius="md" component="article" aria-label={name}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Group gap="sm" wrap="nowrap" c={service.visibility === 'locked' ? 'dimmed' : 'primary.6'}>
          <ServiceIcon svg={icons[service.icon]} size={28} />
          {newTab && service.endpoint?.url ? (
            <Anchor
              href={service.endpoint.url}
              target="_blank"
              rel="noopener noreferrer"
              fw={600}
              onClick={onOpenNewTab}
            >
              {name}
              <IconExternalLink size={14} aria-hidden style={{ marginInlineStart: 4 }} />
            </Anchor>
          ) : (
            <Anchor component={Link} to={localePath(locale, `/client/svc/${service.slug}`)} fw={600}>
              {name}
            </Anchor>
          )}
        </Group>
        <FavouriteToggle service={service} name={name} />
      </Group>
      <Text size="sm" c="dimmed" mt="xs" lineClamp={2}>
        {text(service.descriptions)}
      </Text>
      <Group gap="xs" mt="sm">
        {service.visibility === 'locked' && (
          <Badge color="coral" variant="light" leftSection={<IconLock size={12} aria-hidden />}>
            {t('services.locked')}
          </Badge>
        )}
        {service.is_builtin && <Badge variant="light">{t('services.builtin')}</Badge>}
        {service.endpoint && (
          // Outline gray is gray 6, 3.3:1 on white; gray 7 passes AA (Lighthouse colour contrast).
          <Badge variant="outline" color="gray.7">
            {t(`services.opens.${service.endpoint.type}`)}
          </Badge>
        )}
      </Group>
    </Card>
  )
}

/** The star: saved on the server for this person in this company, then the page reloads its lists. */
function FavouriteToggle({ service, name }: { service: Service; name: string }) {
  const { t } = useTranslation()
  const on = service.is_favourite
  const failure = t('services.favourite_failed')
  const favourite = useWrite(servicesApi.favourite, { failure })
  const unfavourite = useWrite(servicesApi.unfavourite, { failure })
  const busy = favourite.busy || unfavourite.busy
  const onToggle = () => (on ? unfavourite : favourite).run({ params: { id: service.id } })
  return (
    <ActionIcon
      variant="subtle"
      color={on ? 'lemon.8' : 'gray'}
      aria-label={t(on ? 'services.favourite_remove' : 'services.favourite_add', { name })}
      aria-pressed={on}
      loading={busy}
      onClick={onToggle}
    >
      {on ? <IconStarFilled size={18} aria-hidden /> : <IconStar size={18} aria-hidden />}
    </ActionIcon>
  )
}
