import type { QueueItem } from '@portal/contracts/notifications'
import { GATE_DECISION_DAYS } from '@portal/contracts/ppm'
import { and, asc, eq, isNull, or, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { QueueSource } from '../../core/queue.ts'
import { companyFeaturesOf } from '../features/features.service.ts'
import { ppmGateDecisions, ppmNodes } from './ppm.tables.ts'

const project = alias(ppmNodes, 'ppm_queue_project')
const DAY_MS = 86_400_000

/**
 * The home queue's PPM part: gate requests waiting for the caller's decision in the active company — the
 * measures they approve, and for a company admin also those without an approver (nobody else decides
 * them). Overdue once they have waited GATE_DECISION_DAYS. Nothing while PPM is locked or hidden.
 */
export const ppmQueue: QueueSource = async (db, principal, now) => {
  const companyId = principal.activeCompanyId
  if (!companyId || !principal.isMember) return []
  const { visibility } = await companyFeaturesOf(db, companyId)
  if (visibility.ppm === 'locked' || visibility.ppm === 'hidden') return []
  const mine: SQL | undefined = principal.isCompanyAdmin
    ? or(eq(ppmNodes.approverId, principal.userId), isNull(ppmNodes.approverId))
    : eq(ppmNodes.approverId, principal.userId)
  const rows = await db
    .select({
      id: ppmNodes.id,
      title: ppmNodes.title,
      project: project.title,
      requestedAt: ppmGateDecisions.requestedAt,
    })
    .from(ppmGateDecisions)
    .innerJoin(ppmNodes, eq(ppmNodes.id, ppmGateDecisions.measureId))
    .innerJoin(project, eq(project.id, ppmNodes.projectId))
    .where(and(eq(ppmGateDecisions.companyId, companyId), eq(ppmGateDecisions.state, 'pending'), mine))
    .orderBy(asc(ppmGateDecisions.requestedAt))
    .limit(50)
  const overdueBefore = now.getTime() - GATE_DECISION_DAYS * DAY_MS
  return rows.map(
    (row): QueueItem => ({
      kind: 'ppm_gate_approval',
      id: row.id,
      title: row.title,
      context: row.project,
      urgency: row.requestedAt.getTime() < overdueBefore ? 'overdue' : 'due',
      since: row.requestedAt.toISOString().slice(0, 10),
      link: `/client/ppm?measure=${row.id}`,
    }),
  )
}
