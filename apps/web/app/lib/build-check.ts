import { BUILD_CHECK_INTERVAL_MS, BUILD_INFO_PATH, CHUNK_RELOAD_GUARD_MS } from '@portal/contracts/constants'

const RELOAD_KEY = 'chunkReloadAt'

/** True when a chunk-load failure may reload the page: at most once per guard window (SPEC §4). */
export function mayReloadAfterChunkError(storage: Pick<Storage, 'getItem' | 'setItem'>, now = Date.now()) {
  const last = Number(storage.getItem(RELOAD_KEY) ?? 0)
  if (now - last < CHUNK_RELOAD_GUARD_MS) return false
  storage.setItem(RELOAD_KEY, String(now))
  return true
}

/** Asks the server for the newest build's id; a failure logs a warning and changes nothing. */
export async function fetchLatestBuildId(fetcher: typeof fetch = fetch): Promise<string | null> {
  try {
    const response = await fetcher(BUILD_INFO_PATH, { cache: 'no-store' })
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    const info = (await response.json()) as { id?: unknown }
    return typeof info.id === 'string' ? info.id : null
  } catch (error) {
    console.warn('build check failed', error)
    return null
  }
}

/**
 * Checks every hour whether a newer build is out; once it is, `isStale()` is true and the router
 * does a full page load on the next navigation. Returns a stop function.
 */
export function startBuildCheck(runningId: string, interval = BUILD_CHECK_INTERVAL_MS) {
  let stale = false
  const timer = setInterval(async () => {
    const latest = await fetchLatestBuildId()
    if (latest && latest !== runningId) stale = true
  }, interval)
  return { isStale: () => stale, stop: () => clearInterval(timer) }
}

/**
 * A failed chunk load (an old build's file is gone): reload, guarded against loops. Not while the page
 * is being left: the browser cancels the chunks still loading then, and a reload would take the place of
 * the navigation the user asked for (a link followed, an address typed).
 */
export function installChunkErrorReload(
  win: Pick<Window, 'addEventListener' | 'sessionStorage' | 'location'> = window,
) {
  let leaving = false
  win.addEventListener('beforeunload', () => {
    leaving = true
  })
  win.addEventListener('pagehide', () => {
    leaving = true
  })
  // Back from the back-forward cache: the page is in use again.
  win.addEventListener('pageshow', () => {
    leaving = false
  })
  win.addEventListener('vite:preloadError', (event) => {
    if (leaving || !mayReloadAfterChunkError(win.sessionStorage)) return
    event.preventDefault()
    win.location.reload()
  })
}

/** A page's data payload could not be fetched (offline, server restarting): not a page error. */
export function isPayloadLoadFailure(error: unknown) {
  return error instanceof TypeError && /fetch|network|load/i.test(error.message)
}
