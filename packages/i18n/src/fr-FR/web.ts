import type { web as en } from '../en-US/web.ts'
import type { Messages } from '../messages.ts'
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
import { shell } from './web-shell.ts'
import { webhooks } from './webhooks.ts'
import { whiteboard } from './whiteboard.ts'

export const web: Messages<typeof en> = {
  ...shell,
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
