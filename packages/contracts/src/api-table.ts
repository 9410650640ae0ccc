import { academyApi } from './academy.ts'
import { activationApi } from './activation.ts'
import { coachingApi } from './coaching.ts'
import type { Endpoint } from './endpoint.ts'
import { guideApi } from './guide.ts'
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
} as const

export const ALL_ENDPOINTS: readonly Endpoint[] = Object.values(API_GROUPS).flatMap(
  (group) => Object.values(group) as Endpoint[],
)
