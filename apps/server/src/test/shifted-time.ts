/**
 * Moves this process's "now" to `to` and lets it tick on from there: `new Date()`, `Date()` and
 * `Date.now()` answer the real time plus a fixed offset; dates built from a value are untouched. Note:
 * it replaces the global `Date` (a proxy, so `instanceof Date` holds for dates made before and after),
 * which is what reaches code that never sees an injected Clock — every module's `new Date()`, the demo
 * seed, better-auth, and the embedded PGlite, whose `now()` reads `Date.now()`. Answers the undo.
 */
export function shiftTime(to: number): () => void {
  const RealDate = Date
  const offset = to - RealDate.now()
  const now = () => RealDate.now() + offset
  globalThis.Date = new Proxy(RealDate, {
    construct: (target, args, newTarget) =>
      Reflect.construct(target, args.length ? args : [now()], newTarget),
    apply: () => new RealDate(now()).toString(),
    get: (target, property, receiver) => (property === 'now' ? now : Reflect.get(target, property, receiver)),
  })
  return () => {
    globalThis.Date = RealDate
  }
}
