import { isStaffUser, type Me } from '@portal/contracts/accounts'
import type { FeatureModule, Features } from '@portal/contracts/features'
import type { WebKey } from '@portal/i18n/text-keys'
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
import { type ModuleState, moduleState } from '../lib/module-features.ts'

export interface NavEntry {
  label: WebKey
  to: string
  icon: typeof IconTarget
  /** How the active company has the module: locked entries show a lock, hidden ones only to staff. */
  state?: ModuleState
  /** Marks the entry for the guided tour. */
  tour?: string
}

/** Every module of the spec, reachable from the shell; each is one feature flag (SPEC §3). */
const MODULES: (NavEntry & { module: FeatureModule })[] = [
  { label: 'nav.dashboard', to: '/client/dashboard', icon: IconLayoutDashboard, module: 'dashboard' },
  { label: 'nav.okr', to: '/client/okr', icon: IconTarget, module: 'okr' },
  { label: 'nav.ppm', to: '/client/ppm', icon: IconBriefcase, module: 'ppm' },
  { label: 'nav.trends', to: '/client/trend-managment', icon: IconTrendingUp, module: 'trends' },
  {
    label: 'nav.market_intelligence',
    to: '/client/market-intelligence/dashboard',
    icon: IconChartDots3,
    module: 'market_intelligence',
  },
  { label: 'nav.services', to: '/client/services', icon: IconApps, module: 'services' },
  { label: 'nav.whiteboard', to: '/client/svc/whiteboard', icon: IconChalkboard, module: 'whiteboard' },
  { label: 'nav.academy', to: '/client/svc/academy', icon: IconSchool, module: 'academy' },
  { label: 'nav.notifications', to: '/client/notifications', icon: IconBell, module: 'notifications' },
  { label: 'nav.coaching', to: '/client/coaching', icon: IconRoute, module: 'coaching' },
  { label: 'nav.guide', to: '/client/guide', icon: IconBook2, module: 'guide', tour: 'guide-link' },
  { label: 'nav.support', to: '/client/support', icon: IconLifebuoy, module: 'support' },
]

/**
 * The modules as the active company has them: hidden ones vanish, locked ones keep their place with a
 * lock. Staff, who run every company's settings, still see hidden ones, marked.
 */
export function moduleEntries(me: Me, features: Features | null): NavEntry[] {
  const staff = isStaffUser(me)
  return MODULES.map(({ module, ...entry }) => ({ ...entry, state: moduleState(features, module) })).filter(
    (entry) => staff || entry.state !== 'hidden',
  )
}

/** Administration: staff see all of it; a company admin sees what their company manages. */
export function adminEntries(me: Me): NavEntry[] {
  const staff = isStaffUser(me)
  const entries: (NavEntry & { staffOnly?: boolean })[] = [
    { label: 'nav.users', to: '/client/users', icon: IconUsers },
    { label: 'nav.teams', to: '/client/teams', icon: IconUsersGroup },
    { label: 'nav.auto_assign', to: '/client/auto-assign', icon: IconSettingsAutomation },
    { label: 'nav.companies', to: '/client/companies', icon: IconBuilding, staffOnly: true },
    {
      label: 'nav.service_admin',
      to: '/client/services?view=manage',
      icon: IconAddressBook,
      staffOnly: true,
    },
    // Company admins manage their company's market intelligence too (ADR 26).
    {
      label: 'nav.market_intelligence_admin',
      to: '/client/market-intelligence/admin',
      icon: IconDeviceAnalytics,
    },
  ]
  if (staff) return entries
  if (me.is_company_admin) return entries.filter((entry) => !entry.staffOnly)
  return []
}
