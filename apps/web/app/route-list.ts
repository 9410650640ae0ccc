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
  title: string
  param?: ParamRule
}

const page = (path: string, title: string, param?: ParamRule): ScreenRoute => ({
  path,
  file: 'routes/not-available.tsx',
  layout: 'default',
  title,
  ...(param && { param }),
})

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
  page('client', 'client'),
  page('client/auto-assign', 'auto_assign'),
  page('client/auto-assign/:id', 'auto_assign_rule', 'uuid'),
  page('client/coaching', 'coaching'),
  { path: 'client/companies', file: 'routes/companies.tsx', layout: 'default', title: 'companies' },
  {
    path: 'client/companies/:id',
    file: 'routes/company.tsx',
    layout: 'default',
    title: 'company',
    param: 'record',
  },
  page('client/dashboard', 'dashboard'),
  page('client/dashboard/analysis', 'analysis'),
  page('client/dashboard/analysis/competitors', 'competitors'),
  page('client/dashboard/card/:key', 'dashboard_card', 'slug'),
  page('client/dashboard/goals', 'goals_dashboard'),
  page('client/guide', 'guide'),
  page('client/market-intelligence/admin', 'market_intelligence_admin'),
  page('client/market-intelligence/dashboard', 'market_intelligence'),
  page('client/notifications', 'notifications'),
  page('client/notifications/:id', 'notification', 'uuid'),
  page('client/notifications/read/:id', 'notification', 'uuid'),
  page('client/okr', 'okr'),
  page('client/ppm', 'ppm'),
  page('client/services', 'services'),
  page('client/services/:id', 'service', 'uuid'),
  page('client/services/categories', 'service_categories'),
  page('client/services/categories/:id', 'service_category', 'uuid'),
  page('client/services/endpoints', 'service_endpoints'),
  page('client/services/endpoints/:id', 'service_endpoint', 'uuid'),
  page('client/support', 'support'),
  page('client/svc/academy', 'academy'),
  page('client/svc/project-management', 'project_management'),
  page('client/svc/whiteboard', 'whiteboard'),
  page('client/svc/:id', 'service', 'slug'),
  page('client/teams', 'teams'),
  page('client/teams/:id', 'team', 'uuid'),
  page('client/trend-managment', 'trends'),
  page('client/trend-managment/macrotrends/:id', 'macrotrend', 'uuid'),
  page('client/trend-managment/megatrends/:id', 'megatrend', 'uuid'),
  { path: 'client/users', file: 'routes/users.tsx', layout: 'default', title: 'users' },
  page('client/users/:id', 'user', 'uuid'),
  page('client/whiteboard', 'whiteboard'),
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
