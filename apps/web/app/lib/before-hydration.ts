const waiting: Promise<unknown>[] = []

/**
 * Code that a page's first screen needs but its route loads on demand (a tab opened by its address,
 * ADR 71): `entry.client` hydrates once it is here, as it waits for the page's texts. A failure does not
 * hold the page back; the part then loads as it renders, or fails into the chunk-error reload.
 */
export function beforeHydration(load: Promise<unknown>) {
  waiting.push(load.catch(() => undefined))
}

/** What the first hydration waits for, besides the texts. */
export const hydrationWaits = () => Promise.all(waiting)
