import { describe, expect, it } from 'vitest'
import { localePath, splitLocale, startPage, switchLocale } from './locale-path.ts'

describe('locale paths', () => {
  it('reads the locale from the first segment, German without one', () => {
    expect(splitLocale('/en-US/client/okr')).toEqual({
      locale: 'en-US',
      path: '/client/okr',
      hasPrefix: true,
    })
    expect(splitLocale('/client/okr')).toEqual({ locale: 'de-DE', path: '/client/okr', hasPrefix: false })
    expect(splitLocale('/de-DE/login')).toEqual({ locale: 'de-DE', path: '/login', hasPrefix: true })
    expect(splitLocale('/zh-CHS')).toEqual({ locale: 'zh-CHS', path: '/', hasPrefix: true })
    expect(splitLocale('/xx-YY/login').hasPrefix).toBe(false)
  })

  it('writes German without a prefix and the others with theirs', () => {
    expect(localePath('de-DE', '/login')).toBe('/login')
    expect(localePath('en-US', '/login')).toBe('/en-US/login')
    expect(localePath('pt-PT', '/')).toBe('/pt-PT')
  })

  it('switches the locale of the current page', () => {
    expect(switchLocale({ pathname: '/client/okr', search: '?q=1' }, 'en-US')).toBe('/en-US/client/okr?q=1')
    expect(switchLocale({ pathname: '/en-US/client/okr' }, 'de-DE')).toBe('/client/okr')
    expect(switchLocale({ pathname: '/fr-FR/client/okr' }, 'de-AT')).toBe('/de-AT/client/okr')
  })
})

describe('start page (SPEC §2 Root)', () => {
  const h = (type: string | null, endpoint: string | null, service_slug: string | null) =>
    ({ type, endpoint, service_slug }) as Parameters<typeof startPage>[0]

  it('goes to the endpoint path for internal', () => {
    expect(startPage(h('internal', '/client/dashboard', null))).toBe('/client/dashboard')
  })
  it.each(['external', 'external_new_tab', 'embed'])(
    'goes to the service page for %s with a slug',
    (type) => {
      expect(startPage(h(type, 'https://x.example', 'crm'))).toBe('/client/svc/crm')
    },
  )
  it.each(['external', 'external_new_tab', 'embed'])(
    'goes to the whiteboard for %s without a slug',
    (type) => {
      expect(startPage(h(type, 'https://x.example', null))).toBe('/client/svc/whiteboard')
    },
  )
  it('goes to the whiteboard with no start page, and never off-site for internal', () => {
    expect(startPage(h(null, null, null))).toBe('/client/svc/whiteboard')
    expect(startPage(null)).toBe('/client/svc/whiteboard')
    expect(startPage(h('internal', '//evil.example', null))).toBe('/client/svc/whiteboard')
    expect(startPage(h('internal', 'https://evil.example', null))).toBe('/client/svc/whiteboard')
  })
})
