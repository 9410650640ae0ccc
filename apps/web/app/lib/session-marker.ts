/** SPEC §4: a signed-in marker in local storage, set after login, cleared on a 401 or logout. */
const KEY = 'isAuthenticated'

export const sessionMarker = {
  set: () => globalThis.localStorage?.setItem(KEY, '1'),
  clear: () => globalThis.localStorage?.removeItem(KEY),
  isSet: () => globalThis.localStorage?.getItem(KEY) === '1',
}
