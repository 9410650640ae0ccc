import type { Me } from '@portal/contracts/accounts'
import {
  IconAddressBook,
  IconApps,
  IconBell,
  IconBook2,
  IconBriefcase,
  IconBuilding,
  IconChalkboard,
  IconChartDots3,
  IconDeviceAnalytics,
  IconLayoutDashboard,
  IconLifebuoy,
  IconRoute,
  IconSchool,
  IconSettingsAutomation,
  IconTarget,
  IconTrendingUp,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react'

export interface NavEntry {
  label: string
  to: string
  icon: typeof IconTarget
}

/** Every module of the spec, reachable from the shell. */
export const MODULES: NavEntry[] = [
  { label: 'nav.dashboard', to: '/client/dashboard', icon: IconLayoutDashboard },
  { label: 'nav.okr', to: '/client/okr', icon: IconTarget },
  { label: 'nav.ppm', to: '/client/ppm', icon: IconBriefcase },
  { label: 'nav.trends', to: '/client/trend-managment', icon: IconTrendingUp },
  { label: 'nav.market_intelligence', to: '/client/market-intelligence/dashboard', icon: IconChartDots3 },
  { label: 'nav.services', to: '/client/services', icon: IconApps },
  { label: 'nav.whiteboard', to: '/client/svc/whiteboard', icon: IconChalkboard },
  { label: 'nav.academy', to: '/client/svc/academy', icon: IconSchool },
  { label: 'nav.notifications', to: '/client/notifications', icon: IconBell },
  { label: 'nav.coaching', to: '/client/coaching', icon: IconRoute },
  { label: 'nav.guide', to: '/client/guide', icon: IconBook2 },
  { label: 'nav.support', to: '/client/support', icon: IconLifebuoy },
]

/** Administration: staff see all of it; a company admin sees what their company manages. */
export function adminEntries(me: Me): NavEntry[] {
  const staff = me.role === 1 || me.is_superuser
  const entries: (NavEntry & { staffOnly?: boolean })[] = [
    { label: 'nav.users', to: '/client/users', icon: IconUsers },
    { label: 'nav.teams', to: '/client/teams', icon: IconUsersGroup },
    { label: 'nav.auto_assign', to: '/client/auto-assign', icon: IconSettingsAutomation },
    { label: 'nav.companies', to: '/client/companies', icon: IconBuilding, staffOnly: true },
    { label: 'nav.services', to: '/client/services/categories', icon: IconAddressBook, staffOnly: true },
    {
      label: 'nav.market_intelligence_admin',
      to: '/client/market-intelligence/admin',
      icon: IconDeviceAnalytics,
      staffOnly: true,
    },
  ]
  if (staff) return entries
  if (me.is_company_admin) return entries.filter((entry) => !entry.staffOnly)
  return []
}
