import '@mantine/core/styles/SimpleGrid.css'
import { SimpleGrid, Stack, Text, Title } from '@mantine/core'
import type { Category, Service } from '@portal/contracts/services'
import { useTranslation } from '../../lib/texts.ts'
import { type IconMap, ServiceIcon } from './service-icon.tsx'
import { ServiceTile } from './service-tile.tsx'
import { useLocalized } from './use-localized.ts'

const RECENT_COUNT = 4

/**
 * The catalogue: favourites and recently used first (unless the list is filtered), then every
 * service under its category, in the categories' order.
 */
export function CatalogueView({
  services,
  categories,
  icons,
  filtered,
}: {
  services: Service[]
  categories: Category[]
  icons: IconMap
  filtered: boolean
}) {
  const { t } = useTranslation()
  const text = useLocalized()
  if (services.length === 0) return <Text>{t('services.empty')}</Text>
  const favourites = services.filter((s) => s.is_favourite)
  const recent = services
    .filter((s) => s.last_used_at)
    .sort((a, b) => (b.last_used_at ?? '').localeCompare(a.last_used_at ?? ''))
    .slice(0, RECENT_COUNT)
  const sections = [
    ...categories.map((c) => ({
      id: c.id,
      title: text(c.names),
      icon: icons[c.icon],
      services: services.filter((s) => s.category === c.id),
    })),
    {
      id: 'other',
      title: t('services.other'),
      icon: undefined,
      services: services.filter((s) => !categories.some((c) => c.id === s.category)),
    },
  ].filter((section) => section.services.length > 0)
  return (
    <Stack gap="xl">
      {!filtered && favourites.length > 0 && (
        <Section id="favourites" title={t('services.favourites')} services={favourites} icons={icons} />
      )}
      {!filtered && recent.length > 0 && (
        <Section id="recent" title={t('services.recent')} services={recent} icons={icons} />
      )}
      {sections.map((section) => (
        <Section key={section.id} {...section} icons={icons} />
      ))}
    </Stack>
  )
}

function Section({
  id,
  title,
  icon,
  services,
  icons,
}: {
  id: string
  title: string
  icon?: string | undefined
  services: Service[]
  icons: IconMap
}) {
  const heading = `services-section-${id}`
  return (
    <section aria-labelledby={heading}>
      <Title
        order={2}
        size="h3"
        mb="sm"
        id={heading}
        style={{ display: 'flex', gap: 8, alignItems: 'center' }}
      >
        {icon && <ServiceIcon svg={icon} size={22} />}
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {services.map((service) => (
          <ServiceTile key={service.id} service={service} icons={icons} />
        ))}
      </SimpleGrid>
    </section>
  )
}
