import { forbidden } from '../../core/errors.ts'
import type { Tenant } from '../../core/tenancy.ts'

/**
 * Who may change an OKR item (docs/permissions.md). Everyone in the company reads every item;
 * company admins and staff change all of them; others change what they own or are responsible for.
 */

/** The caller of the tenant, as the changelog and check-ins record them. */
export interface Actor {
  userId: string
  email: string
  impersonatorId: string | null
}

export const actorOf = (tenant: Tenant): Actor => ({
  userId: tenant.principal.userId,
  email: tenant.principal.email,
  impersonatorId: tenant.principal.impersonatorId,
})

const isCaller = (tenant: Tenant, userId: string | null | undefined) => userId === tenant.principal.userId

export function canEditObjective(
  tenant: Tenant,
  objective: { ownerId: string | null; responsibleIds: string[] },
) {
  return (
    tenant.canManage ||
    isCaller(tenant, objective.ownerId) ||
    objective.responsibleIds.includes(tenant.principal.userId)
  )
}

/** A key result: its responsible person, or whoever may edit its objective. */
export function canEditKeyResult(
  tenant: Tenant,
  keyResult: { responsibleId: string | null },
  objectiveEditable: boolean,
) {
  return objectiveEditable || isCaller(tenant, keyResult.responsibleId)
}

export function canEditProject(tenant: Tenant, project: { ownerId: string | null }) {
  return tenant.canManage || isCaller(tenant, project.ownerId)
}

/** A task: its assignee, or whoever may edit its project. */
export function canEditTask(tenant: Tenant, task: { assigneeId: string | null }, projectEditable: boolean) {
  return projectEditable || isCaller(tenant, task.assigneeId)
}

/**
 * Creating an item one would not be allowed to edit makes no sense: users create items they own
 * or are responsible for; company admins and staff create any.
 */
export function assertMayCreateFor(tenant: Tenant, peopleIds: (string | null)[]) {
  if (!tenant.canManage && !peopleIds.some((id) => isCaller(tenant, id))) throw forbidden()
}

export function assertMay(allowed: boolean) {
  if (!allowed) throw forbidden()
}
