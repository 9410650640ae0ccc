import { describe, expect, it } from 'vitest'
import { pickText } from './localized-text.ts'

describe('texts stored per locale', () => {
  const both = { 'en-US': 'Office map', 'de-DE': 'Bürokarte' }
  it('follows the spec’s fallback: es/fr/pt read English, zh-CHS and de-AT read German', () => {
    expect(pickText(both, 'fr-FR')).toBe('Office map')
    expect(pickText(both, 'pt-PT')).toBe('Office map')
    expect(pickText(both, 'zh-CHS')).toBe('Bürokarte')
    expect(pickText(both, 'de-AT')).toBe('Bürokarte')
  })
  it('prefers a locale’s own text, then English, then German', () => {
    expect(pickText({ ...both, 'fr-FR': 'Plan du bureau' }, 'fr-FR')).toBe('Plan du bureau')
    expect(pickText({ 'en-US': 'Only English' }, 'de-AT')).toBe('Only English')
    expect(pickText({ 'de-DE': 'Nur Deutsch' }, 'es-ES')).toBe('Nur Deutsch')
    expect(pickText({}, 'en-US')).toBe('')
  })
})
