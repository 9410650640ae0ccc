import { createHmac, randomBytes } from 'node:crypto'
import { lookup } from 'node:dns/promises'
import http from 'node:http'
import https from 'node:https'
import type { LookupFunction } from 'node:net'
import { unsafeUrlReason } from '@portal/contracts/url-safety'
import type { TextKey } from '@portal/i18n/text-keys'
import ipaddr from 'ipaddr.js'

/** A new signing secret as the Standard Webhooks specification writes it: `whsec_` and base64 bytes. */
export const newSecret = () => `whsec_${randomBytes(24).toString('base64')}`

/**
 * `webhook-signature` of a message (Standard Webhooks): HMAC-SHA256, keyed with the secret's bytes,
 * over `<id>.<timestamp>.<body>`, base64, versioned `v1,`.
 */
export function signature(secret: string, id: string, timestamp: number, body: string) {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64')
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`
}

/** Where deliveries may go: public addresses only, loopback too when the operator allows it (tests). */
export interface TargetPolicy {
  allowLoopback: boolean
}

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * Why a webhook address is refused, as a field message key, or null: the rule of service addresses
 * (https, a public host, no credentials); only a loopback address or `localhost` passes besides, over
 * http or https, when the policy allows loopback.
 */
export function targetUrlReason(value: string, policy: TargetPolicy): TextKey | null {
  if (policy.allowLoopback && URL.canParse(value)) {
    const url = new URL(value)
    const loopback =
      LOOPBACK_NAMES.has(url.hostname) ||
      (ipaddr.isValid(url.hostname) && ipaddr.process(url.hostname).range() === 'loopback')
    if (loopback && /^https?:$/.test(url.protocol) && !url.username && !url.password) return null
  }
  const reason = unsafeUrlReason(value)
  return reason ? `api.fields.url_${reason}` : null
}

/** Whether a resolved address may be connected to. */
export function addressAllowed(address: string, policy: TargetPolicy) {
  if (!ipaddr.isValid(address)) return false
  const range = ipaddr.process(address).range()
  return range === 'unicast' || (policy.allowLoopback && range === 'loopback')
}

export interface Attempt {
  ok: boolean
  /** The receiver's HTTP status, or null when none answered. */
  status: number | null
  durationMs: number
  /** Why it failed: a catalogue key. */
  error: TextKey | null
}

/**
 * Posts a signed body to a webhook's address. Its name is resolved now and every address it resolves to
 * is checked, then the address is checked again by the rule it was saved under; the connection goes to
 * the checked address
 * (the request's own lookup answers with it), so no second resolution can swap in a private one.
 * Redirects are not followed; an answer other than 2xx, a timeout or a refused address is a failure.
 */
export async function postSigned(
  target: string,
  body: string,
  headers: Record<string, string>,
  { policy, timeoutMs }: { policy: TargetPolicy; timeoutMs: number },
): Promise<Attempt> {
  const started = performance.now()
  const done = (fields: Omit<Attempt, 'durationMs'>): Attempt => ({
    ...fields,
    durationMs: Math.round(performance.now() - started),
  })
  if (!URL.canParse(target)) return done({ ok: false, status: null, error: 'api.webhooks.refused' })
  const url = new URL(target)
  const host = url.hostname.replace(/^\[|\]$/g, '')
  let resolved: { address: string; family: number }[]
  try {
    resolved = await lookup(host, { all: true, verbatim: true })
  } catch {
    return done({ ok: false, status: null, error: 'api.webhooks.unresolved' })
  }
  // Every address the name has now must be public: a name may have been re-pointed since it was saved.
  const [first] = resolved
  if (!first || resolved.some((entry) => !addressAllowed(entry.address, policy))) {
    return done({ ok: false, status: null, error: 'api.webhooks.private_address' })
  }
  // And the address itself still passes the rule it was saved under (https, no credentials, no local name).
  if (targetUrlReason(target, policy)) return done({ ok: false, status: null, error: 'api.webhooks.refused' })
  // The connection's lookup answers with the checked addresses only: the first, or all of them when
  // asked (Node then tries IPv6 and IPv4 in turn, "happy eyeballs") — never a fresh resolution.
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if (options.all)
      callback(
        null,
        resolved.map(({ address, family }) => ({ address, family })),
      )
    else callback(null, first.address, first.family)
  }
  const client = url.protocol === 'https:' ? https : http
  return new Promise<Attempt>((resolve) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        lookup: pinned,
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        signal: AbortSignal.timeout(timeoutMs),
      },
      (response) => {
        // The answer's body is not kept: only its status counts.
        response.resume()
        response.on('end', () => {
          const status = response.statusCode ?? null
          const ok = status !== null && status >= 200 && status < 300
          resolve(done({ ok, status, error: ok ? null : 'api.webhooks.status' }))
        })
        response.on('error', () => resolve(done({ ok: false, status: null, error: 'api.webhooks.failed' })))
      },
    )
    request.on('error', (error) =>
      resolve(
        done({
          ok: false,
          status: null,
          error:
            error.name === 'AbortError' || error.name === 'TimeoutError'
              ? 'api.webhooks.timeout'
              : 'api.webhooks.failed',
        }),
      ),
    )
    request.end(body)
  })
}
