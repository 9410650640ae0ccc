import { Anchor, Group, Stack, Text, Title } from '@mantine/core'
import { type Service, servicesApi } from '@portal/contracts/services'
import { Link } from 'react-router'
import type { ApiClient } from '../../lib/api-client.ts'
import { localePath } from '../../lib/locale-path.ts'
import { useTranslation } from '../../lib/texts.ts'
import { useLocale } from '../../lib/use-locale.ts'
import { iconsFor } from './service-data.ts'
import { type IconMap, ServiceIcon } from './service-icon.tsx'
import { useLocalized } from './use-localized.ts'

export interface MyServices {
  favourites: Service[]
  recent: Service[]
  icons: IconMap
}

/** One's favourite services and the ones opened last, with the icons they show. */
export async function loadMyServices(api: ApiClient): Promise<MyServices> {
  const [favourites, recent] = await Promise.all([
    api.call(servicesApi.list, { query: { favourites: 'true', page_size: 8 } }).then((page) => page.results),
    api.call(servicesApi.list, { query: { recent: 'true', page_size: 5 } }).then((page) => page.results),
  ])
  const icons = await iconsFor(
    api,
    [...favourites, ...recent].map((s) => s.icon),
  )
  return { favourites, recent, icons }
}

function ServiceLinks({ services, icons }: { services: Service[]; icons: IconMap }) {
  const locale = useLocale()
  // Names in the page's language (the API answers in the user's stored one).
  const text = useLocalized()
  return services.map((service) => (
    <Group key={service.id} gap="xs" wrap="nowrap" c={service.visibility === 'locked' ? 'dimmed' : undefined}>
      <ServiceIcon svg={icons[service.icon]} size={18} />
      <Anchor component={Link} to={localePath(locale, `/client/svc/${service.slug}`)}>
        {text(service.names)}
      </Anchor>
    </Group>
  ))
}

/** The dashboard card of the catalogue: favourites first, then what one used last. */
export function MyServicesCard({ data }: { data: MyServices }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const recent = data.recent.filter((s) => !data.favourites.some((f) => f.id === s.id))
  if (data.favourites.length === 0 && recent.length === 0) {
    return (
      <Text c="dimmed">
        {t('dashboards.cards.my_services.empty')}{' '}
        <Anchor component={Link} to={localePath(locale, '/client/services')}>
          {t('dashboards.cards.my_services.catalogue')}
        </Anchor>
      </Text>
    )
  }
  return (
    <Stack gap="sm">
      {data.favourites.length > 0 && (
        <Stack gap={6}>
          <Title order={3} size="h6" c="dimmed">
            {t('dashboards.cards.my_services.favourites')}
          </Title>
          <ServiceLinks services={data.favourites} icons={data.icons} />
        </Stack>
      )}
      {recent.length > 0 && (
        <Stack gap={6}>
          <Title order={3} size="h6" c="dimmed">
            {t('dashboards.cards.my_services.recent')}
          </Title>
          <ServiceLinks services={recent} icons={data.icons} />
        </Stack>
      )}
    </Stack>
  )
}
