import { describe, expect, it, vi } from 'vitest'
import {
  fetchLatestBuildId,
  installChunkErrorReload,
  isPayloadLoadFailure,
  mayReloadAfterChunkError,
} from './build-check.ts'

function memoryStorage() {
  const values = new Map<string, string>()
  return {
    getItem: (k: string) => values.get(k) ?? null,
    setItem: (k: string, v: string) => void values.set(k, v),
  }
}

describe('chunk reload guard', () => {
  it('reloads once, then not again within 10 seconds, then again after', () => {
    const storage = memoryStorage()
    expect(mayReloadAfterChunkError(storage, 100_000)).toBe(true)
    expect(mayReloadAfterChunkError(storage, 105_000)).toBe(false)
    expect(mayReloadAfterChunkError(storage, 109_999)).toBe(false)
    expect(mayReloadAfterChunkError(storage, 110_000)).toBe(true)
  })
})

describe('chunk-error reload', () => {
  /** The parts of a browser window the reload uses: its events, its session storage, its location. */
  function browserWindow() {
    const reload = vi.fn()
    const win = Object.assign(new EventTarget(), {
      sessionStorage: memoryStorage() as unknown as Storage,
      location: { reload } as unknown as Location,
    })
    return { win, reload }
  }
  const chunkError = () => new Event('vite:preloadError', { cancelable: true })

  it('reloads the page when a chunk of the running page fails to load', () => {
    const { win, reload } = browserWindow()
    installChunkErrorReload(win)
    const event = chunkError()
    win.dispatchEvent(event)
    expect(reload).toHaveBeenCalledOnce()
    expect(event.defaultPrevented).toBe(true)
  })

  it('does not reload while the page is being left (its chunks are cancelled), and does again once back', () => {
    const { win, reload } = browserWindow()
    installChunkErrorReload(win)
    win.dispatchEvent(new Event('beforeunload'))
    const event = chunkError()
    win.dispatchEvent(event)
    expect(reload).not.toHaveBeenCalled()
    expect(event.defaultPrevented).toBe(false)
    win.dispatchEvent(new Event('pageshow'))
    win.dispatchEvent(chunkError())
    expect(reload).toHaveBeenCalledOnce()
  })
})

describe('build check', () => {
  it('reads the id of the newest build', async () => {
    const fetcher = async () => new Response(JSON.stringify({ id: 'abc', timestamp: 'now' }))
    expect(await fetchLatestBuildId(fetcher as typeof fetch)).toBe('abc')
  })

  it('logs a warning and goes on when the file cannot be loaded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const fetcher = async () => {
      throw new TypeError('network down')
    }
    expect(await fetchLatestBuildId(fetcher as typeof fetch)).toBeNull()
    expect(warn).toHaveBeenCalledOnce()
    warn.mockRestore()
  })
})

describe('payload failures', () => {
  it('tells a network failure from a page error', () => {
    expect(isPayloadLoadFailure(new TypeError('Failed to fetch'))).toBe(true)
    expect(isPayloadLoadFailure(new TypeError('NetworkError when attempting to fetch resource.'))).toBe(true)
    expect(isPayloadLoadFailure(new Error('boom'))).toBe(false)
    expect(isPayloadLoadFailure(new TypeError('x is undefined'))).toBe(false)
  })
})
