import '@mantine/core/styles/AppShell.css'
import { type CSSProperties, type ReactNode, useEffect, useState } from 'react'

/*
 * Mantine's AppShell as the signed-in layout uses it (a 56 px header, a 260 px navbar that collapses
 * below `sm` behind the burger, padding lg), drawn in plain elements: the same markup, classes, CSS
 * variables and `data-resizing` behaviour, without its runtime (the shell, its five sections, the
 * responsive-variables builder and the resize handles: ~4 kB gzip on every signed-in page, ADR 85).
 * `light-app-shell.test.tsx` renders it beside Mantine's own, open and closed, and requires the same
 * markup, so a Mantine update that changes the shell fails there instead of drawing it differently.
 */

/** The size variables Mantine's AppShellMediaStyles writes for this layout, as it writes them. */
const SIZES =
  ':root{--app-shell-navbar-width:calc(16.25rem * var(--mantine-scale));--app-shell-navbar-offset:calc(16.25rem * var(--mantine-scale));--app-shell-header-height:calc(3.5rem * var(--mantine-scale));--app-shell-header-offset:calc(3.5rem * var(--mantine-scale));--app-shell-padding:var(--mantine-spacing-lg);}'
/** Below `sm` the navbar takes the whole width: moved out of view while closed. */
const BELOW_SM = {
  closed:
    '@media(max-width: 47.99375em){:root{--app-shell-navbar-width:100%;--app-shell-navbar-offset:0px;--app-shell-navbar-transform:translateX(calc(var(--app-shell-navbar-width) * -1));--app-shell-navbar-transform-rtl:translateX(var(--app-shell-navbar-width));}}',
  open: '@media(max-width: 48em){:root{--app-shell-navbar-offset:0px;--app-shell-navbar-width:100%;}}',
}

/** Mantine's default transition and the `app` z-index (100), the navbar one above the header. */
const TRANSITION_MS = 200
const ROOT_STYLE = {
  '--app-shell-transition-duration': `${TRANSITION_MS}ms`,
  '--app-shell-transition-timing-function': 'ease',
} as CSSProperties
const HEADER_STYLE = { '--app-shell-header-z-index': '100' } as CSSProperties
const NAVBAR_STYLE = { '--app-shell-navbar-z-index': 'calc(100 + 1)' } as CSSProperties
const SECTION_STYLE: CSSProperties = { overflowY: 'auto', padding: 'var(--mantine-spacing-xs)' }

/**
 * True from the first paint until the shell's transition time has passed, and again while the window
 * is being resized: the stylesheet turns the navbar's slide off then (`data-resizing`), so it does not
 * slide in on load or when the width crosses `sm`. Mantine's AppShell does the same.
 */
function useResizing() {
  const [resizing, setResizing] = useState(true)
  useEffect(() => {
    let settle = window.setTimeout(() => setResizing(false), TRANSITION_MS)
    const onResize = () => {
      setResizing(true)
      window.clearTimeout(settle)
      settle = window.setTimeout(() => setResizing(false), TRANSITION_MS)
    }
    window.addEventListener('resize', onResize)
    return () => {
      window.clearTimeout(settle)
      window.removeEventListener('resize', onResize)
    }
  }, [])
  return resizing
}

/**
 * The signed-in frame: `header` in the header, `navbar` in the navbar's one growing, scrolling section
 * (a native scroll box: Mantine's ScrollArea brings floating-ui into every page, ADR 58), `children`
 * in `<main id="main">`. `opened` shows the navbar below `sm`.
 */
export function LightAppShell({
  opened,
  header,
  navbar,
  navbarLabel,
  navbarTour,
  children,
}: {
  opened: boolean
  header: ReactNode
  navbar: ReactNode
  navbarLabel: string
  navbarTour?: string
  children: ReactNode
}) {
  const resizing = useResizing()
  return (
    <>
      <style data-mantine-styles="inline">{SIZES + (opened ? BELOW_SM.open : BELOW_SM.closed)}</style>
      <div
        style={ROOT_STYLE}
        className="m_89ab340 mantine-AppShell-root"
        data-resizing={resizing || undefined}
        data-mode="fixed"
      >
        <header
          style={HEADER_STYLE}
          className="m_3b16f56b mantine-AppShell-header right-scroll-bar-position"
          data-with-border="true"
        >
          {header}
        </header>
        <nav
          style={NAVBAR_STYLE}
          className="m_45252eee mantine-AppShell-navbar"
          data-with-border="true"
          aria-label={navbarLabel}
          data-tour={navbarTour}
        >
          <div style={SECTION_STYLE} className="m_6dcfc7c7 mantine-AppShell-section" data-grow="true">
            {navbar}
          </div>
        </nav>
        <main className="m_8983817 mantine-AppShell-main" id="main">
          {children}
        </main>
      </div>
    </>
  )
}
