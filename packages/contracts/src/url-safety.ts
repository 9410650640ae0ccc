import ipaddr from 'ipaddr.js'

/** Names that only ever mean a machine on the local network (RFC 6761, RFC 6762, RFC 8375, ICANN). */
const LOCAL_SUFFIXES = ['.localhost', '.local', '.internal', '.home.arpa', '.lan', '.intranet', '.corp']

/** Why an address may not be embedded or linked as a service, or null when it is fine. */
export type UnsafeUrlReason = 'not_https' | 'credentials' | 'private_host'

/**
 * A service address must be https on a public host: no private, loopback, link-local or other
 * special-purpose address, no local-only name, no user:password part. The URL parser first
 * normalises the host (`0x7f.1` and `2130706433` become 127.0.0.1), so every spelling of an address
 * is judged the same. A public name that resolves to a private address is not caught here (the
 * browser, not the server, opens these addresses; see ADR 8).
 */
export function unsafeUrlReason(value: string): UnsafeUrlReason | null {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return 'not_https'
  }
  if (url.protocol !== 'https:') return 'not_https'
  if (url.username || url.password) return 'credentials'
  const host = url.hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase()
  if (ipaddr.isValid(host)) return ipaddr.process(host).range() === 'unicast' ? null : 'private_host'
  // A name without a dot is an intranet name; a public site always has one.
  if (!host.includes('.') || host === 'localhost') return 'private_host'
  if (LOCAL_SUFFIXES.some((suffix) => host.endsWith(suffix))) return 'private_host'
  return null
}

/** An address's origin (`https://host:port`), which is what a frame-src allows. */
export const originOf = (value: string) => new URL(value).origin
