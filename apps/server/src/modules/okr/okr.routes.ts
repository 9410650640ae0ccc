import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Database } from '../../core/db.ts'
import type { Notifier } from '../../core/notifier.ts'
import type { ReadCache } from '../../core/read-cache.ts'
import { changelogRoutes } from './changelog.routes.ts'
import { dashboardRoutes } from './dashboard.routes.ts'
import { keyResultsRoutes } from './key-results.routes.ts'
import { objectivesRoutes } from './objectives.routes.ts'
import { projectsRoutes } from './projects.routes.ts'
import { tasksRoutes } from './tasks.routes.ts'
import type { KeyResultValueKeeper } from './value-keepers.ts'
import { viewsRoutes } from './views.routes.ts'

export interface OkrDeps {
  db: Database
  /** Tells people what was assigned to them. */
  notifier: Notifier
  /** Whole answers of the objectives list (ADR 48). */
  readCache: ReadCache
  /** Modules that set some key results' values themselves (PPM's measures): asked before a change. */
  valueKeepers?: readonly KeyResultValueKeeper[]
}

/** Everything under `/api/v1/okr/` but teams and companies (their own modules). */
export const okrRoutes: FastifyPluginAsyncZod<OkrDeps> = async (app, deps) => {
  const { db, readCache } = deps
  await app.register(objectivesRoutes, deps)
  await app.register(keyResultsRoutes, deps)
  await app.register(projectsRoutes, deps)
  await app.register(tasksRoutes, deps)
  await app.register(changelogRoutes, { db })
  await app.register(viewsRoutes, { db })
  await app.register(dashboardRoutes, { db, readCache })
}
