import { academyApi } from './academy.ts'
import { accountsApi, sessionsApi } from './accounts.ts'
import { activationApi } from './activation.ts'
import { aiApi } from './ai.ts'
import { apiTokensApi } from './api-tokens.ts'
import { autoAssignApi } from './auto-assign.ts'
import { coachingApi } from './coaching.ts'
import { activeCompanyApi, companiesApi } from './companies.ts'
import { dashboardsApi } from './dashboards.ts'
import { adApi, directoryConnectionApi } from './directory.ts'
import type { Endpoint } from './endpoint.ts'
import { featuresApi } from './features.ts'
import { groupsApi } from './groups.ts'
import { guideApi } from './guide.ts'
import { healthApi } from './health.ts'
import { iconsApi } from './icons.ts'
import { impersonationApi } from './impersonation.ts'
import { mailApi } from './mail.ts'
import { marketIntelligenceApi } from './market-intelligence.ts'
import { globalNotificationsApi, homeApi, userNotificationsApi } from './notifications.ts'
import { okrChangelogApi, okrResponsiblePeopleApi } from './okr.ts'
import { okrDashboardApi } from './okr-dashboard.ts'
import { okrKeyResultsApi } from './okr-key-results.ts'
import { okrObjectivesApi } from './okr-objectives.ts'
import { okrProjectsApi, okrTasksApi } from './okr-projects.ts'
import { okrSavedViewsApi } from './okr-saved-views.ts'
import { okrViewsApi } from './okr-table.ts'
import { ppmApi } from './ppm.ts'
import { selfServiceApi } from './self-service.ts'
import { serviceCategoriesApi, serviceEndpointsApi, servicesApi } from './services.ts'
import { ssoApi } from './sso.ts'
import { supportApi } from './support.ts'
import { teamsApi } from './teams.ts'
import { trendHubsApi, trendLibraryApi } from './trends.ts'
import { usersApi } from './users.ts'
import { webhooksApi } from './webhooks.ts'
import { whiteboardApi } from './whiteboard.ts'

/**
 * Every module's endpoint group: the whole API in one table. The server checks at start-up that its
 * routes are exactly these, and the permission table (docs/permissions.md) is written from it. The web
 * imports a module's group directly, never this table (it would carry every schema into every page).
 */
export const API_GROUPS = {
  teams: teamsApi,
  ppm: ppmApi,
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
  okrObjectives: okrObjectivesApi,
  okrKeyResults: okrKeyResultsApi,
  okrProjects: okrProjectsApi,
  okrTasks: okrTasksApi,
  okrChangelog: okrChangelogApi,
  okrViews: okrViewsApi,
  okrSavedViews: okrSavedViewsApi,
  okrDashboard: okrDashboardApi,
  okrResponsiblePeople: okrResponsiblePeopleApi,
  accounts: accountsApi,
  selfService: selfServiceApi,
  impersonation: impersonationApi,
  sessions: sessionsApi,
  users: usersApi,
  groups: groupsApi,
  autoAssign: autoAssignApi,
  userNotifications: userNotificationsApi,
  globalNotifications: globalNotificationsApi,
  home: homeApi,
  whiteboard: whiteboardApi,
  webhooks: webhooksApi,
  sso: ssoApi,
  directory: directoryConnectionApi,
  ad: adApi,
  trendLibrary: trendLibraryApi,
  trendHubs: trendHubsApi,
  marketIntelligence: marketIntelligenceApi,
  ai: aiApi,
  apiTokens: apiTokensApi,
} as const

export const ALL_ENDPOINTS: readonly Endpoint[] = Object.values(API_GROUPS).flatMap(
  (group) => Object.values(group) as Endpoint[],
)
