import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Database } from '../../core/db.ts'
import { changelogRoutes } from './changelog.routes.ts'
import { dashboardRoutes } from './dashboard.routes.ts'
import { keyResultsRoutes } from './key-results.routes.ts'
import { objectivesRoutes } from './objectives.routes.ts'
import { projectsRoutes } from './projects.routes.ts'
import { tasksRoutes } from './tasks.routes.ts'
import { viewsRoutes } from './views.routes.ts'

/** Everything under `/api/v1/okr/` but teams and companies (their own modules). */
export const okrRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  await app.register(objectivesRoutes, { db })
  await app.register(keyResultsRoutes, { db })
  await app.register(projectsRoutes, { db })
  await app.register(tasksRoutes, { db })
  await app.register(changelogRoutes, { db })
  await app.register(viewsRoutes, { db })
  await app.register(dashboardRoutes, { db })
}
