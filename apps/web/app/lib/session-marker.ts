/** SPEC §4: a signed-in marker in local storage, set after login, cleared on a 401 or logout. */
const KEY = 'isAuthenticated'
/** SPEC §3: the client keeps the active company in local storage. */
const ACTIVE_COMPANY = 'activeCompany'

export const sessionMarker = {
  set: () => globalThis.localStorage?.setItem(KEY, '1'),
  clear: () => globalThis.localStorage?.removeItem(KEY),
  isSet: () => globalThis.localStorage?.getItem(KEY) === '1',
}

/** The active company as the client keeps it (written at sign-in and on every switch). */
export function rememberActiveCompany(companyId: string | null) {
  if (companyId) globalThis.localStorage?.setItem(ACTIVE_COMPANY, companyId)
  else globalThis.localStorage?.removeItem(ACTIVE_COMPANY)
}

/**
 * A page shown to a signed-in user: the marker is set and the active company kept, however the
 * session began (the login form with or without scripts, single sign-on, activation).
 */
export function rememberSignedIn(me: { active_company: string | null }) {
  sessionMarker.set()
  rememberActiveCompany(me.active_company)
}
