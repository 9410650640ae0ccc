import {
  type Dashboard,
  type DashboardCard,
  type DashboardInput,
  DEFAULT_DASHBOARD,
  dashboardCard,
} from '@portal/contracts/dashboards'
import { eq } from 'drizzle-orm'
import type { Database } from '../../core/db.ts'
import { scope, type Tenant } from '../../core/tenancy.ts'
import { dashboards } from './dashboards.tables.ts'

const own = (tenant: Tenant) =>
  scope(dashboards, tenant).where(eq(dashboards.userId, tenant.principal.userId))

/** The caller's dashboard in their active company, or the default one until they save their own. */
export async function activeDashboard(db: Database, tenant: Tenant): Promise<Dashboard> {
  const [row] = await db.select().from(dashboards).where(own(tenant))
  if (!row) return { cards: DEFAULT_DASHBOARD, is_default: true, updated_at: null }
  return { cards: knownCards(row.cards), is_default: false, updated_at: row.updatedAt.toISOString() }
}

export async function saveDashboard(db: Database, tenant: Tenant, input: DashboardInput): Promise<Dashboard> {
  const now = new Date()
  const [row] = await db
    .insert(dashboards)
    .values(scope(dashboards, tenant).row({ userId: tenant.principal.userId, cards: input.cards }))
    .onConflictDoUpdate({
      target: [dashboards.companyId, dashboards.userId],
      set: { cards: input.cards, updatedAt: now },
    })
    .returning()
  return { cards: row!.cards, is_default: false, updated_at: row!.updatedAt.toISOString() }
}

/** Cards saved before a card was retired or its settings changed are left out, not sent broken. */
function knownCards(cards: unknown[]): DashboardCard[] {
  return cards.flatMap((card) => {
    const parsed = dashboardCard.safeParse(card)
    return parsed.success ? [parsed.data] : []
  })
}
