import { isStaffUser, type Me } from '@portal/contracts/accounts'
import type { UserDetail } from '@portal/contracts/users'
import { rankOf } from './roles.ts'

/**
 * What the signed-in manager may change of a user, mirroring the server's rules (docs/permissions.md) so
 * the form offers only what will be accepted; the server decides.
 */
export function userRights(me: Me, user: UserDetail | null) {
  const staff = isStaffUser(me)
  const self = user !== null && user.email === me.email
  // Admins and company admins change users only; a superuser changes anyone.
  const locked = user !== null && !self && !me.is_superuser && rankOf(user) > 0
  // Someone who also belongs to a company a company admin does not manage: account fields stay with staff.
  const shared = !staff && (user?.other_company_count ?? 0) > 0
  return {
    staff,
    self,
    locked,
    accountLocked: locked || shared,
    shared,
    rightsLocked: locked || self,
    canSetRole: staff && me.is_superuser && !self,
    canRemove: user !== null && !self && !locked,
  }
}

export type UserRights = ReturnType<typeof userRights>
