import type { Me } from '@portal/contracts/accounts'
import { describe, expect, it } from 'vitest'
import { moduleOf } from '../lib/module-features.ts'
import { moduleEntries } from './navigation.ts'

const user: Me = {
  email: 'user@globex.example',
  first_name: 'Gina',
  last_name: 'Globex',
  role: 0,
  is_superuser: false,
  is_company_admin: false,
  is_impersonate: false,
  active_company: null,
  active_company_homepage_endpoint: { type: null, endpoint: null, service_slug: null },
  locale: 'en-US',
}
const admin: Me = { ...user, email: 'admin@example.com', role: 1 }
const flags = { ai: false, visibility: { okr: 'hidden', coaching: 'locked' } as const }

describe('the navigation follows the company’s feature flags', () => {
  it('drops hidden modules and marks locked ones for the company’s people', () => {
    const entries = moduleEntries(user, flags)
    expect(entries.map((e) => e.label)).not.toContain('nav.okr')
    expect(entries.find((e) => e.label === 'nav.coaching')?.state).toBe('locked')
    expect(entries.find((e) => e.label === 'nav.guide')?.state).toBe('visible')
    expect(moduleEntries(user, null)).toHaveLength(12)
  })

  it('keeps hidden modules for staff, marked', () => {
    expect(moduleEntries(admin, flags).find((e) => e.label === 'nav.okr')?.state).toBe('hidden')
  })
})

describe('which module a page belongs to', () => {
  it.each([
    ['/client/okr', 'okr'],
    ['/client/svc/whiteboard', 'whiteboard'],
    ['/client/svc/academy', 'academy'],
    ['/client/svc/project-management', 'ppm'],
    ['/client/svc/office-map', 'services'],
    ['/client/services', 'services'],
    ['/client/market-intelligence/dashboard', 'market_intelligence'],
    ['/client/market-intelligence/admin', null],
    ['/client/companies', null],
    ['/client/okrs', null],
  ])('%s → %s', (path, module) => {
    expect(moduleOf(path)).toBe(module)
  })
})
