import '@mantine/core/styles/Burger.css'
import '@mantine/core/styles/NavLink.css'
import '@mantine/core/styles/Divider.css'
import '@mantine/core/styles/Avatar.css'
import { Burger, Group, Text, Title, VisuallyHidden } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import type { Me } from '@portal/contracts/accounts'
import type { FeatureModule, Features } from '@portal/contracts/features'
import { IconEyeOff, IconLock } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { Outlet, useLocation } from 'react-router'
import { localePath, splitLocale } from '../lib/locale-path.ts'
import { useTranslation } from '../lib/texts.ts'
import { useLocale } from '../lib/use-locale.ts'
import { FeatureLocked } from './feature-locked.tsx'
import { ImpersonationBanner } from './impersonation-banner.tsx'
import { LightAppShell } from './light-app-shell.tsx'
import { LocaleMenu } from './locale-menu.tsx'
import { NavItemLink } from './nav-item-link.tsx'
import { adminEntries, moduleEntries, type NavEntry } from './navigation.ts'
import { UserMenu } from './user-menu.tsx'

function NavItems({ entries, onNavigate }: { entries: NavEntry[]; onNavigate: () => void }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const { path } = splitLocale(useLocation().pathname)
  return entries.map(({ label, to, icon: Icon, state, tour }) => {
    const target = to.split('?')[0]!
    return (
      <NavItemLink
        key={to}
        to={localePath(locale, to)}
        label={t(label)}
        leftSection={<Icon size={18} aria-hidden />}
        rightSection={state && state !== 'visible' ? <StateMark state={state} /> : undefined}
        active={path === target || path.startsWith(`${target}/`)}
        onClick={onNavigate}
        tour={tour}
      />
    )
  })
}

/** A lock on a locked module; staff also see the modules the company has hidden, marked so. */
function StateMark({ state }: { state: 'locked' | 'hidden' }) {
  const { t } = useTranslation()
  const Icon = state === 'locked' ? IconLock : IconEyeOff
  return (
    <>
      <Icon size={14} aria-hidden />
      <VisuallyHidden>
        {t(state === 'locked' ? 'feature_flags.locked' : 'feature_flags.hidden')}
      </VisuallyHidden>
    </>
  )
}

/**
 * The default layout: header with language and user menu, navigation to every module the company
 * has. A page of a locked module shows how to get it instead of its content.
 */
export function AppShellLayout({
  me,
  features,
  locked,
  actions,
  notices,
}: {
  me: Me
  features: Features | null
  locked: FeatureModule | null
  /** Header controls composed by the layout (the notification bell). */
  actions?: ReactNode
  /** Shown above every page (critical announcements). */
  notices?: ReactNode
}) {
  const { t } = useTranslation()
  const [opened, { toggle, close }] = useDisclosure()
  const admin = adminEntries(me)
  return (
    <LightAppShell
      opened={opened}
      navbarLabel={t('nav.main')}
      navbarTour="navigation"
      header={
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t('nav.toggle')}
              data-tour="navigation-toggle"
            />
            <Title order={2} size="h4" c="primary.6">
              {t('app.name')}
            </Title>
          </Group>
          <Group gap="xs" wrap="nowrap">
            {actions}
            <LocaleMenu />
            <UserMenu me={me} />
          </Group>
        </Group>
      }
      navbar={
        <>
          <NavItems entries={moduleEntries(me, features)} onNavigate={close} />
          {admin.length > 0 && (
            <>
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="md" pb={4}>
                {t('nav.administration')}
              </Text>
              <NavItems entries={admin} onNavigate={close} />
            </>
          )}
        </>
      }
    >
      {me.is_impersonate && <ImpersonationBanner me={me} />}
      {notices}
      {locked ? <FeatureLocked module={locked} /> : <Outlet />}
    </LightAppShell>
  )
}
