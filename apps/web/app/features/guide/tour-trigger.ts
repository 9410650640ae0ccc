type Listener = () => void
const listeners = new Set<Listener>()

/**
 * Starting the tour from a page (the guide's "Restart tour") while the shell owns it: the page calls
 * `startTour()`, the shell's tour listens.
 */
export const startTour = () => {
  for (const listener of listeners) listener()
}

export function onStartTour(listener: Listener) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}
