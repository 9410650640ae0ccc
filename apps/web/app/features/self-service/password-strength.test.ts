import { describe, expect, it } from 'vitest'
import { newPasswordErrors, passwordStrength } from './password-strength.ts'

describe('password strength hint', () => {
  it('rates by length first, then by the mix of characters', () => {
    expect(passwordStrength('').level).toBe('weak')
    expect(passwordStrength('Ab1!').level).toBe('weak')
    expect(passwordStrength('abcdefghij').level).toBe('weak')
    expect(passwordStrength('abcdefghij12').level).toBe('weak')
    expect(passwordStrength('Abcdefghij12').level).toBe('fair')
    expect(passwordStrength('Abcdefghij12!?').level).toBe('strong')
    expect(passwordStrength('correct horse battery staple').level).toBe('good')
  })

  it('asks for the minimum length and a matching repetition', () => {
    expect(newPasswordErrors('short', 'short')).toEqual({
      password: 'self_service.password.too_short',
      confirmation: null,
    })
    expect(newPasswordErrors('long-enough-1', 'long-enough-2')).toEqual({
      password: null,
      confirmation: 'self_service.password.mismatch',
    })
    expect(newPasswordErrors('long-enough-1', 'long-enough-1')).toEqual({
      password: null,
      confirmation: null,
    })
  })
})
