/** The catalogue key of a user's role: superuser, admin (role 1) or user. */
export const roleKey = (user: { role: number; is_superuser: boolean }) =>
  user.is_superuser ? 'users.superuser' : user.role === 1 ? 'users.admin' : 'users.user'

/** 0 user, 1 admin, 2 superuser: admins and company admins change only rank 0 (docs/permissions.md). */
export const rankOf = (user: { role: number; is_superuser: boolean }) =>
  user.is_superuser ? 2 : user.role === 1 ? 1 : 0
