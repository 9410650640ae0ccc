import type { OkrItemType } from '@portal/contracts/okr'
import type { Person } from '@portal/contracts/people'
import type { CompanyEvent, Notifier } from '../../core/notifier.ts'
import type { Tenant } from '../../core/tenancy.ts'

/** An OKR item as notifications name it, with the people it is assigned to. */
export interface AssignedItem {
  type: OkrItemType
  id: string
  title: string
  people: readonly (Person | null)[]
}

/** The OKR screen with the item's drawer open: where a notification about it leads. */
export const okrItemLink = (type: OkrItemType, id: string) => `/client/okr?open=${type}:${id}`

/**
 * A check-in for the company's webhooks (ADR 30): a person's, an integration's or one PPM's measures
 * made (ADR 39). No one is notified of a check-in, however it was made.
 */
export const checkInCreated = (
  tenant: Tenant,
  checkIn: { id: string; keyResultId: string; value: number; confidence: number | null },
): CompanyEvent => ({
  companyId: tenant.companyId,
  type: 'okr.check_in.created',
  link: okrItemLink('key_result', checkIn.keyResultId),
  data: {
    check_in_id: checkIn.id,
    key_result_id: checkIn.keyResultId,
    value: checkIn.value,
    confidence: checkIn.confidence,
    actor_id: tenant.principal.userId,
  },
})

export const displayName = (person: { first_name: string; last_name: string; email: string }) =>
  [person.first_name, person.last_name].filter(Boolean).join(' ') || person.email

/**
 * Tells the people newly assigned to an item (owner, responsible, assignee) — not those who were already,
 * and not the one who made the change.
 */
export async function notifyAssigned(
  notifier: Notifier,
  tenant: Tenant,
  item: AssignedItem,
  before: readonly (Person | null)[] = [],
) {
  const had = new Set(before.flatMap((p) => (p ? [p.id] : [])))
  const newcomers = item.people.flatMap((p) => (p && !had.has(p.id) ? [p.id] : []))
  const actor = tenant.principal
  await notifier.publish({
    kind: item.type === 'task' ? 'task_assigned' : 'okr_assigned',
    recipients: newcomers,
    actorId: actor.userId,
    companyId: tenant.companyId,
    params: {
      title: item.title,
      actor: displayName({ first_name: actor.firstName, last_name: actor.lastName, email: actor.email }),
    },
    link: okrItemLink(item.type, item.id),
  })
}
