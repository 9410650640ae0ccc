import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

const VERSION = 'v1'

/**
 * Encrypts stored credentials of other systems (an identity provider's client secret, a directory's bind
 * password) with AES-256-GCM under a key derived from SESSION_SECRET by HKDF, one key per purpose.
 * Note: rotating SESSION_SECRET makes stored secrets unreadable; staff then enter them again.
 */
export function secretBox(sessionSecret: string, purpose: string) {
  const key = Buffer.from(hkdfSync('sha256', sessionSecret, 'portal-secret-box', purpose, 32))
  return {
    seal(plain: string): string {
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', key, iv)
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
      return [
        VERSION,
        iv.toString('base64url'),
        body.toString('base64url'),
        cipher.getAuthTag().toString('base64url'),
      ].join('.')
    },
    /** The plain text, or null when the box was sealed under another key or changed. */
    open(sealed: string): string | null {
      const [version, iv, body, tag] = sealed.split('.')
      if (version !== VERSION || !iv || body === undefined || !tag) return null
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
        decipher.setAuthTag(Buffer.from(tag, 'base64url'))
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
          'utf8',
        )
      } catch {
        return null
      }
    },
  }
}
export type SecretBox = ReturnType<typeof secretBox>
