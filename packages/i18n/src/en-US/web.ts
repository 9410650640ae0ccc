import { academy } from './academy.ts'
import { activation } from './activation.ts'
import { ai } from './ai.ts'
import { apiTokens } from './api-tokens.ts'
import { autoAssign } from './auto-assign.ts'
import { coaching } from './coaching.ts'
import { dashboards } from './dashboards.ts'
import { directory } from './directory.ts'
import { feature_flags } from './feature-flags.ts'
import { fields } from './fields.ts'
import { goalLinks } from './goal-links.ts'
import { groups } from './groups.ts'
import { guide } from './guide.ts'
import { marketIntelligence } from './market-intelligence.ts'
import { memberSets } from './member-sets.ts'
import { notifications } from './notifications.ts'
import { okr } from './okr.ts'
import { okrInsights } from './okr-insights.ts'
import { outbox } from './outbox.ts'
import { people } from './people.ts'
import { ppm } from './ppm.ts'
import { selfService } from './self-service.ts'
import { services } from './services.ts'
import { sessions } from './sessions.ts'
import { sso } from './sso.ts'
import { support } from './support.ts'
import { teams } from './teams.ts'
import { threads } from './threads.ts'
import { trends } from './trends.ts'
import { users } from './users.ts'
import { webhooks } from './webhooks.ts'
import { whiteboard } from './whiteboard.ts'

/** Texts of the web pages. */
export const web = {
  app: {
    name: 'Client Portal',
    skip_to_content: 'Skip to content',
  },
  nav: {
    main: 'Main navigation',
    toggle: 'Toggle navigation',
    dashboard: 'Dashboard',
    okr: 'Goals & OKR',
    ppm: 'Programmes & projects',
    trends: 'Trend management',
    market_intelligence: 'Market intelligence',
    services: 'Services',
    whiteboard: 'Whiteboard',
    academy: 'Academy',
    notifications: 'Notifications',
    coaching: 'Coaching',
    guide: 'Guide',
    support: 'Support',
    administration: 'Administration',
    users: 'Users',
    companies: 'Companies',
    teams: 'Teams',
    auto_assign: 'Auto-assign rules',
    market_intelligence_admin: 'Market intelligence admin',
    service_admin: 'Service catalogue',
    locked: '{{label}} (locked)',
  },
  user_menu: {
    label: 'User menu',
    profile: 'Profile',
    company: 'Company',
    no_company: 'No company',
    active_company: 'Active company',
    loading: 'Loading…',
    logout: 'Log out',
  },
  locale: {
    label: 'Language',
    names: {
      'de-DE': 'Deutsch',
      'en-US': 'English',
      'es-ES': 'Español',
      'zh-CHS': 'Schweizerdeutsch',
      'fr-FR': 'Français',
      'pt-PT': 'Português',
      'de-AT': 'Deutsch (Österreich)',
    },
  },
  login: {
    title: 'Sign in',
    intro: 'Sign in to your company portal.',
    email: 'E-mail',
    password: 'Password',
    show_password: 'Show or hide the password',
    submit: 'Sign in',
    failed: 'Sign-in failed. Please try again.',
  },
  profile: {
    title: 'Profile',
    intro: 'Your name as your colleagues see it.',
    first_name: 'First name',
    last_name: 'Last name',
    email: 'E-mail',
    save: 'Save',
    saved: 'Your profile has been saved.',
    complete: 'Please complete your profile information.',
    save_failed: 'Your profile could not be saved.',
    language_title: 'Language',
    language_intro: 'The portal’s pages, messages and e-mails use this language.',
    password_title: 'Password',
    password_intro: 'Changing your password signs you out everywhere else.',
    current_password: 'Current password',
    new_password: 'New password',
    new_password_hint: 'At least 10 characters, not a common password and not your name or e-mail.',
    change_password: 'Change password',
    password_changed: 'Your password has been changed. Your other sessions have ended.',
    companies_title: 'Your companies',
    companies_none: 'You do not belong to a company yet.',
  },
  pages: {
    assistant: 'Assistant',
    login: 'Sign in',
    register: 'Register',
    reset_password: 'Reset password',
    callback: 'Signing in',
    activation: 'Account activation',
    profile: 'Profile',
    client: 'Client area',
    auto_assign: 'Auto-assign rules',
    auto_assign_rule: 'Auto-assign rule',
    coaching: 'Coaching',
    companies: 'Companies',
    company: 'Company',
    dashboard: 'Dashboard',
    analysis: 'Analysis',
    competitors: 'Competitors',
    dashboard_card: 'Dashboard card',
    goals_dashboard: 'Goals dashboard',
    guide: 'Guide',
    market_intelligence_admin: 'Market intelligence admin',
    market_intelligence: 'Market intelligence',
    notifications: 'Notifications',
    notification: 'Notification',
    okr: 'Goals & OKR',
    ppm: 'Programmes & projects',
    services: 'Services',
    service: 'Service',
    service_categories: 'Service categories',
    service_category: 'Service category',
    service_endpoints: 'Service endpoints',
    service_endpoint: 'Service endpoint',
    support: 'Support',
    academy: 'Academy',
    project_management: 'Project management',
    whiteboard: 'Whiteboard',
    teams: 'Teams',
    team: 'Team',
    trends: 'Trend management',
    macrotrend: 'Macrotrend',
    microtrend: 'Microtrend',
    megatrend: 'Megatrend',
    users: 'Users',
    user: 'User',
  },

  not_found: {
    title: 'Page not found',
    message: 'Page Not Found: {{path}}',
    home: 'Go to the start page',
  },
  error: {
    title: 'Something went wrong',
    body: 'The page could not be shown. You are being taken to the sign-in page.',
  },
  impersonation: {
    // SPEC §8, word for word.
    processed: 'INFO: Impersonation request processed. Updating session...',
    call_failed: 'WARNING: Impersonation API call encountered an issue, attempting to refresh session.',
    started: 'SUCCESS: Successfully started impersonation.',
    start_failed: 'ERROR: Failed to start impersonation after refresh. Please check and try again.',
    end_failed: 'ERROR: Failed to end impersonation after refresh. Please try again or reload.',
    ended: 'SUCCESS: Impersonation ended successfully.',
    banner: 'You are acting as {{name}} ({{email}}).',
    stop: 'Stop impersonation',
    start: 'Impersonate',
    start_label: 'Impersonate {{email}}',
    log_title: 'Recent impersonations',
    log_empty: 'Nobody has been impersonated yet.',
    log_when: 'When',
    log_action: 'Action',
    log_actor: 'By',
    log_target: 'As',
    log_ip: 'From (IP)',
    log_start: 'Started',
    log_stop: 'Ended',
  },

  forbidden: {
    title: 'Not allowed',
    body: 'You do not have access to this page.',
  },
  companies: {
    tabs: { details: 'Company', identity: 'Identity' },
    search: 'Search companies',
    new: 'New company',
    name: 'Name',
    members: 'Members',
    start_page: 'Start page',
    none: 'Default (whiteboard)',
    empty: 'No companies match.',
    logo: 'Logo URL (https)',
    type: 'Start page type',
    endpoint: 'Path or address',
    endpoint_hint: 'For an internal start page, a path of the portal such as /client/dashboard.',
    service_slug: 'Service',
    service_hint: 'Services that open this way.',
    service_choose: 'Choose a service',
    save: 'Save',
    saved: 'The company has been saved.',
    created: 'The company has been created.',
    delete: 'Delete company',
    delete_confirm: 'Delete {{name}} and all its memberships? This cannot be undone.',
    deleted: 'The company has been deleted.',
    read_only:
      'Only the portal team can change these details. If something here is wrong, please tell them through Support.',
    no_logo: 'No logo',
    failed: 'The company could not be saved.',
    types: {
      none: 'None',
      internal: 'Internal page',
      external: 'External',
      external_new_tab: 'External, new tab',
      embed: 'Embedded',
    },
  },
  pagination: {
    first: 'First page',
    previous: 'Previous page',
    next: 'Next page',
    last: 'Last page',
  },
  write: {
    failed: 'This could not be saved. Please try again.',
    unreachable: 'The portal could not be reached. Check your connection and try again.',
    confirm_title: 'Please confirm',
    confirm: 'Confirm',
    cancel: 'Cancel',
  },
  // The field messages the API sends, shown the same before a form is sent.
  fields,
  // Feature catalogues, one file each.
  dashboards,
  people,
  member_sets: memberSets,
  teams,
  ppm,
  trends,
  market_intelligence: marketIntelligence,
  goal_links: goalLinks,
  okr,
  auto_assign: autoAssign,
  self_service: selfService,
  users,
  groups,
  outbox,
  sessions,
  api_tokens: apiTokens,
  notifications,
  services,
  feature_flags,
  threads,
  support,
  coaching,
  activation,
  guide,
  academy,
  okr_insights: okrInsights,
  whiteboard,
  sso,
  ai,
  directory,
  webhooks,
}
