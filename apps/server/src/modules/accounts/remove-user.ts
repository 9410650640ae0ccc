import { and, eq, like } from 'drizzle-orm'
import { AppError } from '../../core/errors.ts'
import { companyMemberships, sessions, users, verifications } from '../../core/identity.tables.ts'
import { recordAccountEvents } from './account-events.ts'
import { sendPasswordLink } from './password-links.ts'
import { assertMayManage, isSelf, loadTarget, type UserManager } from './user-access.ts'
import { reconcileActiveCompany } from './user-changes.ts'
import type { UsersDeps } from './users.deps.ts'

/**
 * DELETE of a user. Staff delete the account. A company admin removes the person from their company
 * only; someone left in no company at all is deactivated (staff may reactivate or delete the account).
 * Team and group memberships of the company go with the membership (composite foreign keys).
 */
export async function removeUser(deps: UsersDeps, manager: UserManager, id: string) {
  const { db } = deps
  const target = await loadTarget(db, manager, id)
  if (isSelf(manager, target)) throw new AppError(403, 'api.errors.own_rights')
  assertMayManage(manager, target)
  if (manager.staff) {
    await db.transaction(async (tx) => {
      // Pending invitation and reset links die with the account.
      await tx
        .delete(verifications)
        .where(and(like(verifications.identifier, 'password:%'), eq(verifications.value, target.id)))
      await tx.delete(users).where(eq(users.id, target.id))
    })
    await deps.sessionCache.forgetUser(target.id)
    await recordAccountEvents(db, manager.principal, [
      {
        action: 'deleted',
        target,
        details: { companies: target.memberships.map((m) => m.companyName) },
      },
    ])
    return
  }
  const [membership] = target.inReach
  const isLast = target.memberships.length === 1
  await db.transaction(async (tx) => {
    await tx
      .delete(companyMemberships)
      .where(
        and(
          eq(companyMemberships.userId, target.id),
          eq(companyMemberships.companyId, membership!.companyId),
        ),
      )
    if (isLast) {
      await tx.update(users).set({ isActive: false, updatedAt: new Date() }).where(eq(users.id, target.id))
      await tx.delete(sessions).where(eq(sessions.userId, target.id))
    }
    await reconcileActiveCompany(tx, target.id, [membership!.companyId])
  })
  await deps.sessionCache.forgetUser(target.id)
  await recordAccountEvents(db, manager.principal, [
    {
      action: 'membership_removed',
      target,
      details: { company: membership!.companyId, company_name: membership!.companyName },
    },
    ...(isLast && target.isActive
      ? [{ action: 'deactivated' as const, target, details: { reason: 'no_company' } }]
      : []),
  ])
}

/** Mails the user a single-use link to choose a new password (an active account only). */
export async function sendResetMail(deps: UsersDeps, manager: UserManager, id: string) {
  const target = await loadTarget(deps.db, manager, id)
  assertMayManage(manager, target)
  if (!target.isActive) throw new AppError(400, 'api.errors.user_inactive')
  const status = await sendPasswordLink(deps, target, 'password_reset')
  await recordAccountEvents(deps.db, manager.principal, [
    { action: 'reset_mail_sent', target, details: { mail_status: status } },
  ])
  return { mail_status: status }
}
