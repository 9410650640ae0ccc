import type { UserCreateInput, UserDetail, UserUpdateInput } from '@portal/contracts/users'
import { and, eq, inArray } from 'drizzle-orm'
import { refuseDuplicate } from '../../core/db.ts'
import { AppError, forbidden } from '../../core/errors.ts'
import { companyMemberships, sessions, users } from '../../core/identity.tables.ts'
import { type AccountEventInput, recordAccountEvents } from './account-events.ts'
import { sendPasswordLink } from './password-links.ts'
import {
  assertMayManage,
  isSelf,
  loadTarget,
  normalizedEmail,
  rankOf,
  type TargetUser,
  type UserManager,
} from './user-access.ts'
import {
  assertEmailFree,
  checkGroups,
  checkMemberships,
  reconcileActiveCompany,
  replaceGroups,
  type WantedMemberships,
} from './user-changes.ts'
import type { UsersDeps } from './users.deps.ts'
import { getUser } from './users.service.ts'

const ROLE_NAMES = ['user', 'admin', 'superuser'] as const
const ownRights = () => new AppError(403, 'api.errors.own_rights')

/** Only a superuser makes someone an admin or a superuser (or takes it away). */
function assertMaySetRights(manager: UserManager, role: number, isSuperuser: boolean) {
  if ((role === 1 || isSuperuser) && !manager.principal.isSuperuser) throw forbidden()
}

/**
 * Creates an account (no password: the invitation mail lets them choose one). A company admin creates
 * into their company only; staff into any, and only a superuser creates admins and superusers.
 */
export async function createUser(deps: UsersDeps, manager: UserManager, input: UserCreateInput) {
  const { db } = deps
  const role = input.role ?? 0
  const isSuperuser = input.is_superuser ?? false
  assertMaySetRights(manager, role, isSuperuser)
  const active = manager.principal.activeCompanyId
  const memberships = await checkMemberships(
    db,
    manager,
    input.memberships ?? (active ? [{ company: active, is_company_admin: false }] : []),
  )
  const chosenGroups = await checkGroups(db, manager, input.group_ids ?? [], new Set(memberships.keys()))
  const email = normalizedEmail(input.email)
  await assertEmailFree(db, email)
  const created = await refuseDuplicate('email', () =>
    db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email,
          name: `${input.first_name} ${input.last_name}`.trim(),
          firstName: input.first_name,
          lastName: input.last_name,
          locale: input.locale,
          role,
          isSuperuser,
          isActive: input.is_active ?? true,
        })
        .returning()
      if (memberships.size) {
        await tx.insert(companyMemberships).values(
          [...memberships].map(([companyId, m]) => ({
            companyId,
            userId: user!.id,
            isCompanyAdmin: m.isCompanyAdmin,
          })),
        )
      }
      await replaceGroups(tx, manager, user!.id, chosenGroups)
      await reconcileActiveCompany(tx, user!.id, [])
      return user!
    }),
  )
  const invite = input.invite && created.isActive
  await recordAccountEvents(db, manager.principal, [
    {
      action: 'created',
      target: created,
      details: {
        role: ROLE_NAMES[rankOf(created)],
        companies: [...memberships.values()].map((m) => m.name),
        invited: invite,
      },
    },
  ])
  if (invite) await sendPasswordLink(deps, created, 'invitation')
  return getUser(db, manager, created.id)
}

const PROFILE_FIELDS = ['email', 'first_name', 'last_name', 'locale'] as const

/**
 * Edits a user. Account fields (e-mail, names, language, active) of someone who also belongs to a company
 * the manager does not reach stay with staff. Nobody changes their own rights or deactivates themselves.
 */
export async function updateUser(
  deps: UsersDeps,
  manager: UserManager,
  id: string,
  input: UserUpdateInput,
): Promise<UserDetail> {
  const { db } = deps
  const target = await loadTarget(db, manager, id)
  assertMayManage(manager, target)
  const self = isSelf(manager, target)
  // A legacy address that differs only by case or spaces is left as it is (remove-duplicates cleans it).
  const email =
    normalizedEmail(input.email) === normalizedEmail(target.email)
      ? target.email
      : normalizedEmail(input.email)
  const next = {
    email,
    first_name: input.first_name,
    last_name: input.last_name,
    locale: input.locale,
    role: input.role ?? target.role,
    is_superuser: input.is_superuser ?? target.isSuperuser,
    is_active: input.is_active ?? target.isActive,
  }
  const before = {
    email: target.email,
    first_name: target.firstName,
    last_name: target.lastName,
    locale: target.locale,
  }
  const changedFields = PROFILE_FIELDS.filter((field) => next[field] !== before[field])
  const rightsChanged = next.role !== target.role || next.is_superuser !== target.isSuperuser
  const activeChanged = next.is_active !== target.isActive
  if (rightsChanged) {
    if (self) throw ownRights()
    if (!manager.principal.isSuperuser) throw forbidden()
  }
  if (activeChanged && self) throw ownRights()
  if (target.isShared && (changedFields.length > 0 || activeChanged)) {
    throw new AppError(403, 'api.errors.shared_account')
  }
  const memberships = input.memberships ? await checkMemberships(db, manager, input.memberships) : null
  const plan = memberships ? membershipPlan(target, memberships) : null
  if (self && plan && (plan.added.length || plan.removed.length || plan.flagged.length)) throw ownRights()
  const companyIds = new Set(
    memberships
      ? [
          ...memberships.keys(),
          ...target.memberships.filter((m) => !target.inReach.includes(m)).map((m) => m.companyId),
        ]
      : target.memberships.map((m) => m.companyId),
  )
  const chosenGroups = input.group_ids ? await checkGroups(db, manager, input.group_ids, companyIds) : null
  if (email !== target.email) await assertEmailFree(db, email, target.id)

  await refuseDuplicate('email', () =>
    db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({
          email,
          firstName: next.first_name,
          lastName: next.last_name,
          name: `${next.first_name} ${next.last_name}`.trim(),
          locale: next.locale,
          role: next.role,
          isSuperuser: next.is_superuser,
          isActive: next.is_active,
          updatedAt: new Date(),
        })
        .where(eq(users.id, target.id))
      if (!next.is_active) await tx.delete(sessions).where(eq(sessions.userId, target.id))
      if (plan) {
        const removed = plan.removed.map((m) => m.companyId)
        if (removed.length) {
          await tx
            .delete(companyMemberships)
            .where(
              and(eq(companyMemberships.userId, target.id), inArray(companyMemberships.companyId, removed)),
            )
        }
        for (const { companyId, isCompanyAdmin } of plan.added) {
          await tx.insert(companyMemberships).values({ companyId, userId: target.id, isCompanyAdmin })
        }
        for (const { companyId, isCompanyAdmin } of plan.flagged) {
          await tx
            .update(companyMemberships)
            .set({ isCompanyAdmin })
            .where(and(eq(companyMemberships.userId, target.id), eq(companyMemberships.companyId, companyId)))
        }
        await reconcileActiveCompany(tx, target.id, removed)
      }
      if (chosenGroups) await replaceGroups(tx, manager, target.id, chosenGroups)
    }),
  )
  await deps.sessionCache.forgetUser(target.id)
  await recordAccountEvents(db, manager.principal, [
    ...(changedFields.length ? [event('updated', target, { fields: changedFields })] : []),
    ...(rightsChanged
      ? [
          event('role_changed', target, {
            from: ROLE_NAMES[rankOf(target)],
            to: ROLE_NAMES[rankOf({ role: next.role, isSuperuser: next.is_superuser })],
          }),
        ]
      : []),
    ...(activeChanged ? [event(next.is_active ? 'reactivated' : 'deactivated', target)] : []),
    ...(plan ? membershipEvents(target, plan) : []),
  ])
  return getUser(db, manager, target.id)
}

const event = (
  action: AccountEventInput['action'],
  target: TargetUser,
  details: Record<string, unknown> = {},
): AccountEventInput => ({ action, target, details })

/** What changes among the memberships the manager reaches. */
function membershipPlan(target: TargetUser, wanted: WantedMemberships) {
  const current = new Map(target.inReach.map((m) => [m.companyId, m]))
  const entries = [...wanted].map(([companyId, m]) => ({ companyId, ...m }))
  return {
    added: entries.filter((m) => !current.has(m.companyId)),
    removed: target.inReach.filter((m) => !wanted.has(m.companyId)),
    flagged: entries.filter((m) => {
      const now = current.get(m.companyId)
      return now !== undefined && now.isCompanyAdmin !== m.isCompanyAdmin
    }),
  }
}

function membershipEvents(target: TargetUser, plan: ReturnType<typeof membershipPlan>) {
  const details = (m: { companyId: string; isCompanyAdmin: boolean }, name: string) => ({
    company: m.companyId,
    company_name: name,
    is_company_admin: m.isCompanyAdmin,
  })
  return [
    ...plan.added.map((m) => event('membership_added', target, details(m, m.name))),
    ...plan.removed.map((m) => event('membership_removed', target, details(m, m.companyName))),
    ...plan.flagged.map((m) => event('company_admin_changed', target, details(m, m.name))),
  ]
}
