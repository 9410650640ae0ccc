import type { Me } from '@portal/contracts/accounts'
import { guideApi } from '@portal/contracts/guide'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { browserApi } from '../../lib/browser-api.ts'
import { splitLocale } from '../../lib/locale-path.ts'
import { withTexts } from '../../lib/texts-on-demand.ts'
import { useWrite } from '../../lib/use-write.ts'
import { onStartTour } from './tour-trigger.ts'

// The tour's code, styles and texts load only when a tour actually runs (ADR 72).
const ShellTour = lazy(withTexts(['guide'], () => import('./shell-tour.tsx')))

/**
 * Runs the guided tour of the shell on a user's first visit of the client area (the server remembers
 * it once taken or skipped), and again whenever a page asks for it. Not while impersonating, so an
 * admin does not take the tour in someone else's name, and not over the profile form a new user must
 * fill in first.
 */
export function FirstVisitTour({ me }: { me: Me }) {
  const [active, setActive] = useState(false)
  const checked = useRef(false)
  const { path } = splitLocale(useLocation().pathname)

  useEffect(() => onStartTour(() => setActive(true)), [])

  useEffect(() => {
    if (checked.current || me.is_impersonate || path === '/client/profile') return
    checked.current = true
    browserApi
      .call(guideApi.getTour)
      .then((state) => setActive(state.completed_at === null))
      .catch(() => undefined)
  }, [me.is_impersonate, path])

  // Best effort: a tour whose end was not recorded is offered again, which does no harm.
  const finish = useWrite(guideApi.setTour, { failure: false, reload: false })
  function onDone() {
    setActive(false)
    finish.run({ body: { completed: true } })
  }

  if (!active) return null
  return (
    <Suspense fallback={null}>
      <ShellTour onDone={onDone} />
    </Suspense>
  )
}
