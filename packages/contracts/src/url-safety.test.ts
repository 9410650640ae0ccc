import { describe, expect, it } from 'vitest'
import { isPortalPath } from './links.ts'
import { unsafeUrlReason } from './url-safety.ts'

describe('service addresses', () => {
  it.each([
    ['http://127.0.0.1', 'not_https'],
    ['http://example.com', 'not_https'],
    ['javascript:alert(document.cookie)', 'not_https'],
    ['JavaScript:alert(1)', 'not_https'],
    ['data:text/html,<script>alert(1)</script>', 'not_https'],
    ['ftp://example.com/', 'not_https'],
    ['//example.com', 'not_https'],
    ['not a url', 'not_https'],
    ['https://user:secret@example.com/', 'credentials'],
    ['https://127.0.0.1', 'private_host'],
    ['https://169.254.169.254/latest/meta-data/', 'private_host'],
    ['https://10.0.0.1', 'private_host'],
    ['https://172.16.5.4', 'private_host'],
    ['https://192.168.1.1', 'private_host'],
    ['https://100.64.0.1', 'private_host'],
    ['https://0.0.0.0', 'private_host'],
    ['https://255.255.255.255', 'private_host'],
    ['https://224.0.0.1', 'private_host'],
    ['https://[::1]', 'private_host'],
    ['https://[::]', 'private_host'],
    ['https://[fe80::1]', 'private_host'],
    ['https://[fd00::1]', 'private_host'],
    ['https://[::ffff:127.0.0.1]', 'private_host'],
    ['https://[::ffff:10.0.0.1]', 'private_host'],
    ['https://0x7f.1', 'private_host'],
    ['https://2130706433', 'private_host'],
    ['https://017700000001', 'private_host'],
    ['https://localhost', 'private_host'],
    ['https://LOCALHOST./admin', 'private_host'],
    ['https://app.localhost', 'private_host'],
    ['https://printer.local', 'private_host'],
    ['https://metadata.google.internal', 'private_host'],
    ['https://nas.home.arpa', 'private_host'],
    ['https://intranet', 'private_host'],
  ])('refuses %s (%s)', (url, reason) => {
    expect(unsafeUrlReason(url)).toBe(reason)
  })

  it.each([
    'https://www.openstreetmap.org/export/embed.html?bbox=13.37%2C52.51&layer=mapnik',
    'https://example.com:8443/path#part',
    'https://8.8.8.8/',
    'https://[2001:4860:4860::8888]/',
    'https://xn--mnchen-3ya.de/',
  ])('accepts %s', (url) => {
    expect(unsafeUrlReason(url)).toBeNull()
  })
})

describe('portal paths', () => {
  it.each(['/client/dashboard', '/client/teams?search=x', '/'])('accepts %s', (path) => {
    expect(isPortalPath(path)).toBe(true)
  })
  it.each([
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    'https://evil.example',
    'client',
    '',
    null,
  ])('refuses %s', (path) => {
    expect(isPortalPath(path)).toBe(false)
  })
})
