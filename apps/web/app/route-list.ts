import type { KeyBetween, WebKey } from '@portal/i18n/text-keys'
/**
 * Every screen of SPEC §2, once. `routes.ts` registers each under every locale prefix and, for the
 * German default, without one. `title` is the page title's catalogue key (web.pages.*); `param` names
 * the validity rule of the route's dynamic segment (a failed check is a 404).
 */
export type Layout = 'auth' | 'default' | 'standalone' | 'open'
export type ParamRule = 'uuid' | 'slug' | 'record'

export interface ScreenRoute {
  path: string
  file: string
  layout: Layout
  title: KeyBetween<'pages.', '', WebKey>
  param?: ParamRule
}

export const SCREENS: ScreenRoute[] = [
  { path: 'login', file: 'routes/login.tsx', layout: 'auth', title: 'login' },
  { path: 'register', file: 'routes/register.tsx', layout: 'auth', title: 'register' },
  { path: 'reset-password', file: 'routes/reset-password.tsx', layout: 'auth', title: 'reset_password' },
  { path: 'callback', file: 'routes/callback.tsx', layout: 'open', title: 'callback' },
  { path: 'callback/:type', file: 'routes/callback.tsx', layout: 'open', title: 'callback', param: 'slug' },
  {
    path: 'standalone/pfisterer-activation',
    file: 'routes/activation.tsx',
    layout: 'standalone',
    title: 'activation',
  },
  { path: 'client/profile', file: 'routes/profile.tsx', layout: 'default', title: 'profile' },
  { path: 'client', file: 'routes/client-home.tsx', layout: 'default', title: 'client' },
  { path: 'client/assistant', file: 'routes/assistant.tsx', layout: 'default', title: 'assistant' },
  {
    path: 'client/auto-assign',
    file: 'routes/auto-assign-rules.tsx',
    layout: 'default',
    title: 'auto_assign',
  },
  {
    path: 'client/auto-assign/:id',
    file: 'routes/auto-assign-rule.tsx',
    layout: 'default',
    title: 'auto_assign_rule',
    param: 'record',
  },
  { path: 'client/coaching', file: 'routes/coaching.tsx', layout: 'default', title: 'coaching' },
  { path: 'client/companies', file: 'routes/companies.tsx', layout: 'default', title: 'companies' },
  {
    path: 'client/companies/:id',
    file: 'routes/company.tsx',
    layout: 'default',
    title: 'company',
    param: 'record',
  },
  { path: 'client/dashboard', file: 'routes/dashboard.tsx', layout: 'default', title: 'dashboard' },
  { path: 'client/dashboard/analysis', file: 'routes/analysis.tsx', layout: 'default', title: 'analysis' },
  {
    path: 'client/dashboard/analysis/competitors',
    file: 'routes/analysis-competitors.tsx',
    layout: 'default',
    title: 'competitors',
  },
  {
    path: 'client/dashboard/card/:key',
    file: 'routes/dashboard-card.tsx',
    layout: 'default',
    title: 'dashboard_card',
    param: 'slug',
  },
  {
    path: 'client/dashboard/goals',
    file: 'routes/goals-dashboard.tsx',
    layout: 'default',
    title: 'goals_dashboard',
  },
  { path: 'client/guide', file: 'routes/guide.tsx', layout: 'default', title: 'guide' },
  {
    path: 'client/market-intelligence/admin',
    file: 'routes/market-intelligence-admin.tsx',
    layout: 'default',
    title: 'market_intelligence_admin',
  },
  {
    path: 'client/market-intelligence/dashboard',
    file: 'routes/market-intelligence.tsx',
    layout: 'default',
    title: 'market_intelligence',
  },
  {
    path: 'client/notifications',
    file: 'routes/notifications.tsx',
    layout: 'default',
    title: 'notifications',
  },
  {
    path: 'client/notifications/:id',
    file: 'routes/notification.tsx',
    layout: 'default',
    title: 'notification',
    param: 'uuid',
  },
  {
    path: 'client/notifications/read/:id',
    file: 'routes/notification-read.tsx',
    layout: 'default',
    title: 'notification',
    param: 'uuid',
  },
  { path: 'client/okr', file: 'routes/okr.tsx', layout: 'default', title: 'okr' },
  { path: 'client/ppm', file: 'routes/ppm.tsx', layout: 'default', title: 'ppm' },
  { path: 'client/services', file: 'routes/services.tsx', layout: 'default', title: 'services' },
  {
    path: 'client/services/:id',
    file: 'routes/service.tsx',
    layout: 'default',
    title: 'service',
    param: 'record',
  },
  {
    path: 'client/services/categories',
    file: 'routes/service-categories.tsx',
    layout: 'default',
    title: 'service_categories',
  },
  {
    path: 'client/services/categories/:id',
    file: 'routes/service-category.tsx',
    layout: 'default',
    title: 'service_category',
    param: 'record',
  },
  {
    path: 'client/services/endpoints',
    file: 'routes/service-endpoints.tsx',
    layout: 'default',
    title: 'service_endpoints',
  },
  {
    path: 'client/services/endpoints/:id',
    file: 'routes/service-endpoint.tsx',
    layout: 'default',
    title: 'service_endpoint',
    param: 'record',
  },
  { path: 'client/support', file: 'routes/support.tsx', layout: 'default', title: 'support' },
  // The built-in services: their modules build these pages (they stay before the slug route).
  { path: 'client/svc/academy', file: 'routes/academy.tsx', layout: 'default', title: 'academy' },
  {
    path: 'client/svc/project-management',
    file: 'routes/ppm.tsx',
    layout: 'default',
    title: 'project_management',
  },
  { path: 'client/svc/whiteboard', file: 'routes/whiteboard.tsx', layout: 'default', title: 'whiteboard' },
  {
    path: 'client/svc/:id',
    file: 'routes/service-page.tsx',
    layout: 'default',
    title: 'service',
    param: 'slug',
  },
  { path: 'client/teams', file: 'routes/teams.tsx', layout: 'default', title: 'teams' },
  { path: 'client/teams/:id', file: 'routes/team.tsx', layout: 'default', title: 'team', param: 'record' },
  { path: 'client/trend-managment', file: 'routes/trends.tsx', layout: 'default', title: 'trends' },
  {
    path: 'client/trend-managment/macrotrends/:id',
    file: 'routes/trend-macrotrend.tsx',
    layout: 'default',
    title: 'macrotrend',
    param: 'uuid',
  },
  {
    path: 'client/trend-managment/microtrends/:id',
    file: 'routes/trend-microtrend.tsx',
    layout: 'default',
    title: 'microtrend',
    param: 'uuid',
  },
  {
    path: 'client/trend-managment/megatrends/:id',
    file: 'routes/trend-megatrend.tsx',
    layout: 'default',
    title: 'megatrend',
    param: 'uuid',
  },
  { path: 'client/users', file: 'routes/users.tsx', layout: 'default', title: 'users' },
  { path: 'client/users/:id', file: 'routes/user.tsx', layout: 'default', title: 'user', param: 'record' },
  { path: 'client/whiteboard', file: 'routes/whiteboard-scenes.tsx', layout: 'default', title: 'whiteboard' },
]

const PARAM_RULES: Record<ParamRule, RegExp> = {
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  slug: /^[a-z0-9][a-z0-9-]{0,99}$/,
  /** An existing record's UUID, or `new` for the creation form. */
  record: /^(new|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i,
}

export function isValidParam(rule: ParamRule | undefined, value: string | undefined) {
  return !rule || (value !== undefined && PARAM_RULES[rule].test(value))
}

/** Each layout's route module. */
export const LAYOUT_FILES: Record<Exclude<Layout, 'open'>, string> = {
  auth: 'routes/auth-layout.tsx',
  default: 'routes/default-layout.tsx',
  standalone: 'routes/standalone-layout.tsx',
}

/** The route modules outside the layouts: the start page (which sends a visitor on) and the 404. */
export const OTHER_ROUTE_FILES = { home: 'routes/home.tsx', notFound: 'routes/not-found.tsx' } as const
