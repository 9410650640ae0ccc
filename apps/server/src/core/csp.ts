import { randomBytes } from 'node:crypto'
import { VIDEO_EMBED_ORIGINS } from '@portal/contracts/academy'
import { originOf, unsafeUrlReason } from '@portal/contracts/url-safety'

/** A fresh nonce for one page: 128 random bits, as CSP Level 3 asks. */
export const newNonce = () => randomBytes(16).toString('base64')

/**
 * The Content-Security-Policy of one HTML page (ADR 8). Scripts: our own files and the inline scripts
 * React Router writes with this page's nonce. Frames: only the origins the page said it embeds (a
 * service page), else none. Styles allow inline: Mantine sets style attributes, which nonces cannot
 * cover; script injection is what this policy stops.
 */
export function pagePolicy({ nonce, frames }: { nonce: string; frames: readonly string[] }) {
  const embedded = frames.filter((url) => unsafeUrlReason(url) === null).map(originOf)
  const frameSources = [...new Set([...VIDEO_EMBED_ORIGINS, ...embedded])]
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${nonce}'`],
    'style-src': ["'self'", "'unsafe-inline'"],
    // Company logos are https addresses; icons are drawn from data: SVGs.
    'img-src': ["'self'", 'data:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'frame-src': frameSources,
    'frame-ancestors': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  }
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ')
}
