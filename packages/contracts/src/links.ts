/**
 * A path inside the portal: one leading slash, no backslash or white space (browsers read `/\x` and
 * `/<tab>/x` as `//x`, another site).
 */
export const isPortalPath = (value: string | null | undefined) =>
  typeof value === 'string' && /^\/(?![/\\])[^\s\\]*$/.test(value)

/** An https address with a host. */
export const isHttpsUrl = (href: string) => /^https:\/\/[^\s/?#]+[^\s]*$/.test(href)

/** Where a user-entered link may point: a portal path or an https address (no `//host`, no `javascript:`). */
export const isSafeLinkHref = (href: string) => isPortalPath(href) || isHttpsUrl(href)
