/** Business constants of SPEC §9 and the cookie/header names shared by server and web. */
export const API_BASE = '/api'
/** The sign-in endpoint's path (the accounts table's `login`): a 401 there is wrong credentials. */
export const LOGIN_API_PATH = '/v1/accounts/login/'
export const COOKIE_PATH = '/'
export const BUILD_CHECK_INTERVAL_MS = 60 * 60 * 1000
export const CHUNK_RELOAD_GUARD_MS = 10 * 1000
export const LANGUAGE_COOKIE = 'lang'
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60
export const CSRF_COOKIE = 'csrftoken'
/** Where a caller without the CSRF cookie gets one (pages carry it too; ADR 43). */
export const CSRF_API_PATH = '/v1/accounts/csrf/'
export const CSRF_HEADER = 'x-csrftoken'
export const SESSION_COOKIE_PREFIX = 'portal'
/** Statuses the web client retries once on GET and never on other methods (SPEC §7). */
export const RETRYABLE_STATUSES = [408, 409, 425, 429, 500, 502, 503, 504] as const
/** Login throttle (foundation issue): more than this many failures in the window → 429. */
export const LOGIN_MAX_FAILURES = 10
export const LOGIN_FAILURE_WINDOW_MS = 3 * 60 * 1000
/** Registration and password-reset requests (issue 3): at most this many per e-mail / per IP an hour. */
export const SELF_SERVICE_MAX_PER_EMAIL = 5
export const SELF_SERVICE_MAX_PER_IP = 20
export const SELF_SERVICE_WINDOW_MS = 60 * 60 * 1000
export const DEFAULT_START_PAGE = '/client/svc/whiteboard'
export const PROFILE_PAGE = '/client/profile'
export const BUILD_INFO_PATH = '/builds/latest.json'
/** Homepage endpoint types of SPEC §3. */
export const HOMEPAGE_ENDPOINT_TYPES = ['embed', 'external', 'external_new_tab', 'internal'] as const
