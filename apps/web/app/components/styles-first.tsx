import { useContext } from 'react'
import { preload } from 'react-dom'
import { UNSAFE_FrameworkContext, useMatches } from 'react-router'

/**
 * Asks for the page's stylesheets before its scripts. React puts the scripts' module preloads (React
 * Router's `<Scripts />`, the text chunks) at the top of the document's head, ahead of the stylesheets
 * `<Links />` draws, so a phone on a slow line fetched ~180 kB of scripts before the one file the first
 * paint waits for (ADR 84). A style preload goes ahead of them; the stylesheet `<Links />` draws then takes
 * the preloaded file. The same hrefs as `<Links />` (each matched route's CSS in the build's manifest).
 * Only in the server's document: in the browser the router loads a route's CSS before showing it.
 */
export function StylesFirst() {
  const framework = useContext(UNSAFE_FrameworkContext)
  const matches = useMatches()
  if (typeof document !== 'undefined' || !framework) return null
  const { routes } = framework.manifest
  for (const href of new Set(matches.flatMap((match) => routes[match.id]?.css ?? []))) {
    preload(href, { as: 'style' })
  }
  return null
}
