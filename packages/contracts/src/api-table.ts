import { academyApi } from './academy.ts'
import { activationApi } from './activation.ts'
import { coachingApi } from './coaching.ts'
import { activeCompanyApi, companiesApi } from './companies.ts'
import { dashboardsApi } from './dashboards.ts'
import type { Endpoint } from './endpoint.ts'
import { featuresApi } from './features.ts'
import { guideApi } from './guide.ts'
import { healthApi } from './health.ts'
import { iconsApi } from './icons.ts'
import { mailApi } from './mail.ts'
import { serviceCategoriesApi, serviceEndpointsApi, servicesApi } from './services.ts'
import { supportApi } from './support.ts'
import { teamsApi } from './teams.ts'

/**
 * Every module's endpoint group: the whole API in one table. The server checks at start-up that its
 * routes are exactly these, and the permission table (docs/permissions.md) is written from it. The web
 * imports a module's group directly, never this table (it would carry every schema into every page).
 */
export const API_GROUPS = {
  teams: teamsApi,
  academy: academyApi,
  guide: guideApi,
  coaching: coachingApi,
  support: supportApi,
  activation: activationApi,
  health: healthApi,
  features: featuresApi,
  companies: companiesApi,
  activeCompany: activeCompanyApi,
  mail: mailApi,
  dashboards: dashboardsApi,
  services: servicesApi,
  serviceCategories: serviceCategoriesApi,
  serviceEndpoints: serviceEndpointsApi,
  icons: iconsApi,
} as const

export const ALL_ENDPOINTS: readonly Endpoint[] = Object.values(API_GROUPS).flatMap(
  (group) => Object.values(group) as Endpoint[],
)
