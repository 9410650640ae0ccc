import { describe, expect, it } from 'vitest'
import {
  firstInteraction,
  INTERACTION_EVENTS,
  type InteractionTarget,
  whenInteracted,
} from './first-interaction.ts'

/**
 * A page as the seam reads it: the platform's own EventTarget (Node's, the WHATWG one browsers have),
 * with the focus on the body or on a field.
 */
function page(focus: 'body' | 'field' | 'none' = 'body') {
  const body = {}
  const target = new EventTarget() as InteractionTarget & { added: number; removed: number }
  const { addEventListener, removeEventListener } = target
  let added = 0
  let removed = 0
  target.addEventListener = (...args: Parameters<EventTarget['addEventListener']>) => {
    added += 1
    addEventListener.apply(target, args)
  }
  target.removeEventListener = (...args: Parameters<EventTarget['removeEventListener']>) => {
    removed += 1
    removeEventListener.apply(target, args)
  }
  Object.defineProperties(target, {
    body: { value: body },
    activeElement: { value: focus === 'body' ? body : focus === 'field' ? {} : null },
    added: { get: () => added },
    removed: { get: () => removed },
  })
  return target
}

/** Whether the promise has settled once the events queued so far have run. */
async function settled(promise: Promise<unknown>) {
  let done = false
  void promise.then(() => {
    done = true
  })
  await new Promise((resolve) => setTimeout(resolve, 0))
  return done
}

describe('whenInteracted', () => {
  it.each(INTERACTION_EVENTS)('settles at the first %s and stops listening', async (type) => {
    const target = page()
    const interacted = whenInteracted(target)
    expect(await settled(interacted)).toBe(false)
    target.dispatchEvent(new Event(type))
    expect(await settled(interacted)).toBe(true)
    expect(target.added).toBe(INTERACTION_EVENTS.length)
    expect(target.removed).toBe(INTERACTION_EVENTS.length)
  })

  it('waits through what is not an interaction (the pointer passing, scrolling, loading)', async () => {
    const target = page()
    const interacted = whenInteracted(target)
    for (const type of ['pointermove', 'mouseover', 'scroll', 'load', 'visibilitychange', 'focus']) {
      target.dispatchEvent(new Event(type))
    }
    expect(await settled(interacted)).toBe(false)
    expect(target.removed).toBe(0)
  })

  it('settles at once when the focus is already in the page (a field reached before its code ran)', async () => {
    const target = page('field')
    expect(await settled(whenInteracted(target))).toBe(true)
    expect(target.added).toBe(0)
  })

  it('waits when nothing has the focus yet', async () => {
    expect(await settled(whenInteracted(page('none')))).toBe(false)
  })
})

describe('firstInteraction', () => {
  it('is one promise for the visit, and never settles on the server (no document)', async () => {
    expect(firstInteraction()).toBe(firstInteraction())
    expect(await settled(firstInteraction())).toBe(false)
  })
})
