import { type ComponentType, lazy, useState } from 'react'
import { beforeHydration } from '../lib/before-hydration.ts'

/**
 * A part of a page whose code loads on demand (`React.lazy`) but renders at once, without suspending,
 * when that code is already here. A tab opened by its address is part of the first screen: the page
 * hydrates once its code is here (`preloadAddressTab`), so the tab hydrates with the page and what is
 * typed into it right after is not lost to a boundary still waiting for its code (ADR 71).
 */
export function partOnDemand<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined
  const preload = () =>
    load().then((component) => {
      loaded = component
      return component
    })
  const Lazy = lazy(() => preload().then((component) => ({ default: component })))
  function Part(props: P) {
    // Chosen once per mount: turning from the lazy to the loaded component would remount the part.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy)
    return <Component {...props} />
  }
  return { Part, preload }
}

/**
 * Has the page's first hydration wait for the code of the tab that the address names (`?tab=…`, or
 * another parameter's value), when this runs as the page first loads (route modules are evaluated
 * before `entry.client` hydrates), not for a later navigation.
 */
export function preloadAddressTab(
  parts: Record<string, { preload: () => Promise<unknown> }>,
  parameter = 'tab',
) {
  const tab = firstLoadParameter(parameter)
  if (tab && Object.hasOwn(parts, tab)) beforeHydration(parts[tab]!.preload())
}

/**
 * The same for a part shown whenever the address names a record by `parameter` (`?ticket=<id>`: a
 * thread instead of the list): the page's first hydration waits for its code.
 */
export function preloadWithParameter(parameter: string, part: { preload: () => Promise<unknown> }) {
  if (firstLoadParameter(parameter) !== null) beforeHydration(part.preload())
}

/**
 * A navigation's data and, when its address names a record by `parameter`, that part's code, fetched
 * together (a route's `clientLoader`): the record's view never shows empty while its code comes. A chunk
 * that cannot be fetched now is fetched again when the part renders.
 */
export async function dataWithPart<T>(
  request: Request,
  parameter: string,
  part: { preload: () => Promise<unknown> },
  serverLoader: () => Promise<T>,
): Promise<T> {
  const opens = new URL(request.url).searchParams.has(parameter)
  const [data] = await Promise.all([serverLoader(), opens && part.preload().catch(() => undefined)])
  return data
}

/** `parameter` of the address the page is first loaded at; null on the server and after hydration. */
function firstLoadParameter(parameter: string) {
  if (typeof document === 'undefined' || document.documentElement.dataset.hydrated) return null
  return new URLSearchParams(window.location.search).get(parameter)
}
