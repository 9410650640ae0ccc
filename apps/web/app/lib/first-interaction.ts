/** What counts as a user starting to work on a page: a press, a key, a touch, the focus moving in. */
export const INTERACTION_EVENTS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const

/** The part of `document` the first interaction is read from (an `EventTarget` in tests). */
export interface InteractionTarget extends EventTarget {
  readonly activeElement: unknown
  readonly body: unknown
}

/**
 * Settles at the first of `INTERACTION_EVENTS` on `target` (listened to in the capture phase, so a
 * handler that stops the event cannot hide it), or at once if the focus is already on something other
 * than the body (a field reached before the page's code ran). Listens no longer than that.
 */
export function whenInteracted(target: InteractionTarget): Promise<void> {
  if (target.activeElement && target.activeElement !== target.body) return Promise.resolve()
  return new Promise((resolve) => {
    const done = () => {
      for (const type of INTERACTION_EVENTS) target.removeEventListener(type, done, true)
      resolve()
    }
    for (const type of INTERACTION_EVENTS)
      target.addEventListener(type, done, { capture: true, passive: true })
  })
}

let first: Promise<void> | undefined

/**
 * The page's first interaction, one promise for the whole visit (a client navigation is one: it takes a
 * click or a key). Code that no one needs before a user acts — a form's schemas — waits for it; once
 * settled, whatever waits on it goes on at once. Never settles on the server.
 */
export function firstInteraction(): Promise<void> {
  first ??= typeof document === 'undefined' ? new Promise(() => {}) : whenInteracted(document)
  return first
}
