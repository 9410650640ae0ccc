import type { RouteOptions } from 'fastify'

type LifecycleHook = 'onRequest' | 'preValidation' | 'onSend'

/**
 * Adds a hook to one route (from an `onRoute` hook), after the route's own hooks of that kind (issue 18:
 * a hook only on the routes that need it, instead of one that runs on every request and returns early).
 * Route hooks run after the app's global hooks of the same kind, in the order they were added.
 */
export function withRouteHook(route: RouteOptions, kind: LifecycleHook, hook: (...args: never[]) => unknown) {
  const hooks = route as unknown as Record<LifecycleHook, unknown>
  const own = hooks[kind]
  const list = own === undefined ? [] : Array.isArray(own) ? own : [own]
  // A new array: Fastify clones a GET route's options for its HEAD twin, which gets hooks of its own.
  hooks[kind] = [...list, hook]
}
