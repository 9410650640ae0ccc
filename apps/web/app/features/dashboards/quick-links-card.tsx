import { Anchor, Stack, Text, VisuallyHidden } from '@mantine/core'
import type { DashboardCard, QuickLink } from '@portal/contracts/dashboards'
import { isPortalPath } from '@portal/contracts/links'
import { Link } from 'react-router'
import { localePath } from '../../lib/locale-path.ts'
import { screenFor } from '../../lib/page-meta.ts'
import { useTranslation } from '../../lib/texts.ts'
import { useLocale } from '../../lib/use-locale.ts'

export type QuickLinks = Extract<DashboardCard, { key: 'quick_links' }>

/** A link's name: the one the user gave, else the portal page's own name, else the address. */
function useLinkLabel() {
  const { t } = useTranslation()
  return (link: QuickLink) => {
    if (link.label) return link.label
    const screen = isPortalPath(link.href) ? screenFor(link.href) : undefined
    return screen ? t(`pages.${screen.title}`) : link.href
  }
}

export function QuickLinksCard({ card }: { card: QuickLinks }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const label = useLinkLabel()
  const { links } = card.settings
  if (links.length === 0) return <Text c="dimmed">{t('dashboards.cards.quick_links.empty')}</Text>
  return (
    <Stack gap={6} align="flex-start">
      {links.map((link) => (
        <div key={link.href}>
          {isPortalPath(link.href) ? (
            <Anchor component={Link} to={localePath(locale, link.href)}>
              {label(link)}
            </Anchor>
          ) : (
            <Anchor href={link.href} target="_blank" rel="noopener noreferrer">
              {label(link)}
              <VisuallyHidden>{` ${t('dashboards.cards.quick_links.external')}`}</VisuallyHidden>
            </Anchor>
          )}
        </div>
      ))}
    </Stack>
  )
}
