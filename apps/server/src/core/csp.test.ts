import { describe, expect, it } from 'vitest'
import { newNonce, pagePolicy } from './csp.ts'

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.slice(name.length + 1)

describe('the page policy', () => {
  it('lets scripts run from our origin and with the page’s nonce only', () => {
    const policy = pagePolicy({ nonce: 'abc123', frames: [] })
    expect(directive(policy, 'script-src')).toBe("'self' 'nonce-abc123'")
    expect(policy).not.toContain('unsafe-eval')
    expect(directive(policy, 'object-src')).toBe("'none'")
  })

  it('allows only the academy’s video players unless the page embeds a service, and then its origin too', () => {
    const players = 'https://www.youtube-nocookie.com https://player.vimeo.com'
    expect(directive(pagePolicy({ nonce: 'n', frames: [] }), 'frame-src')).toBe(players)
    const embed = pagePolicy({
      nonce: 'n',
      frames: ['https://www.openstreetmap.org/export/embed.html?bbox=1,2', 'https://www.openstreetmap.org/x'],
    })
    expect(directive(embed, 'frame-src')).toBe(`${players} https://www.openstreetmap.org`)
  })

  it('never lets an address that is not a public https one into the policy', () => {
    const policy = pagePolicy({
      nonce: 'n',
      frames: [
        'javascript:alert(1)',
        'http://example.com',
        'https://10.0.0.1',
        'https://a.example; script-src *',
      ],
    })
    expect(directive(policy, 'frame-src')).toBe('https://www.youtube-nocookie.com https://player.vimeo.com')
    expect(directive(policy, 'script-src')).toBe("'self' 'nonce-n'")
  })

  it('makes a new nonce for every page', () => {
    const nonces = new Set(Array.from({ length: 50 }, newNonce))
    expect(nonces.size).toBe(50)
    expect([...nonces][0]).toMatch(/^[A-Za-z0-9+/]{22}==$/)
  })
})
