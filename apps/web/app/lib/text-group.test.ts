import { describe, expect, it } from 'vitest'
import { SCREENS } from '../route-list.ts'
import { textGroupOf } from './text-group.ts'

describe('screen groups of web texts', () => {
  it('gives the sign-in screens the signin group, in every locale spelling', () => {
    for (const path of ['/login', '/en-US/login', '/fr-FR/register', '/de-AT/reset-password/'])
      expect(textGroupOf(path), path).toBe('signin')
  })

  it('gives the callback and activation screens the public group', () => {
    for (const path of ['/callback', '/en-US/callback/oidc', '/callback/verify-email'])
      expect(textGroupOf(path), path).toBe('public')
    expect(textGroupOf('/pt-PT/standalone/pfisterer-activation')).toBe('public')
  })

  it('gives every other screen the whole catalogue', () => {
    for (const path of ['/', '/en-US/client/dashboard', '/client/okr', '/en-US/login/else', '/en-US/loginx'])
      expect(textGroupOf(path), path).toBe('all')
  })

  it('covers every screen of the auth layout (a new sign-in screen must be added to the group)', () => {
    for (const screen of SCREENS.filter((s) => s.layout === 'auth')) {
      expect(textGroupOf(`/en-US/${screen.path}`), screen.path).toBe('signin')
    }
  })
})
