import '@mantine/core/styles/AppShell.css'
import '@mantine/core/styles/Burger.css'
import '@mantine/core/styles/NavLink.css'
import '@mantine/core/styles/ScrollArea.css'
import '@mantine/core/styles/Divider.css'
import '@mantine/core/styles/Avatar.css'
import { AppShell, Burger, Group, NavLink, ScrollArea, Text, Title } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import type { Me } from '@portal/contracts/accounts'
import { useTranslation } from 'react-i18next'
import { Link, Outlet, useLocation } from 'react-router'
import { localePath, splitLocale } from '../lib/locale-path.ts'
import { useLocale } from '../lib/use-locale.ts'
import { ImpersonationBanner } from './impersonation-banner.tsx'
import { LocaleMenu } from './locale-menu.tsx'
import { adminEntries, MODULES, type NavEntry } from './navigation.ts'
import { UserMenu } from './user-menu.tsx'

function NavItems({ entries, onNavigate }: { entries: NavEntry[]; onNavigate: () => void }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const { path } = splitLocale(useLocation().pathname)
  return entries.map(({ label, to, icon: Icon }) => (
    <NavLink
      key={to}
      component={Link}
      to={localePath(locale, to)}
      label={t(label)}
      leftSection={<Icon size={18} aria-hidden />}
      active={path === to || path.startsWith(`${to}/`)}
      onClick={onNavigate}
    />
  ))
}

/** The default layout: header with language and user menu, navigation to every module. */
export function AppShellLayout({ me }: { me: Me }) {
  const { t } = useTranslation()
  const [opened, { toggle, close }] = useDisclosure()
  const admin = adminEntries(me)
  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="lg"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t('nav.toggle')} />
            <Title order={2} size="h4" c="primary.6">
              {t('app.name')}
            </Title>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <LocaleMenu />
            <UserMenu me={me} />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar aria-label={t('nav.main')}>
        <AppShell.Section grow component={ScrollArea} p="xs">
          <NavItems entries={MODULES} onNavigate={close} />
          {admin.length > 0 && (
            <>
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="md" pb={4}>
                {t('nav.administration')}
              </Text>
              <NavItems entries={admin} onNavigate={close} />
            </>
          )}
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main id="main">
        {me.is_impersonate && <ImpersonationBanner me={me} />}
        <Outlet />
      </AppShell.Main>
    </AppShell>
  )
}
