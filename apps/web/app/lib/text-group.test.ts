import { readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { SIGN_IN_TEXTS, type WebSection, webSections } from '@portal/i18n/web-catalogues'
import { describe, expect, it } from 'vitest'
import { SCREENS } from '../route-list.ts'
import { pageTextsOf } from './text-group.ts'

const APP = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const KNOWN = new Set<string>(await webSections())
/** `'okr.title'`, `` `ppm.gates.l${n}` ``: a catalogue key written out, its first part a section's name. */
const KEY = /['"`]([a-z_]+)\.[\w$]/g
/** `from './x.ts'`, `import('./x.tsx')`: the app's own modules, static and lazy alike. */
const IMPORT = /(?:from|import\()\s*'(\.{1,2}\/[^']+)'/g
/**
 * The field messages are shown by a form's own checks (`contractValidate`): the modules that call it
 * need them, not every page that imports the form helpers for the server's answers. A form that checks
 * itself through `useContractValidate` gets them with its contract (ADR 82), so it is not counted.
 */
const FIELD_CHECK = /\bcontractValidate\b/
const CHECK_MODULES = new Set(['lib/contract-validate.ts', 'lib/use-contract-validate.ts'])
/** `withTexts(['ai'], () => import('./x.tsx'))`: a lazy part that brings those sections itself. */
const ON_DEMAND = /withTexts\(\s*\[([^\]]*)\]\s*,\s*\(\)\s*=>\s*import\(\s*'(\.{1,2}\/[^']+)'\s*\)/g

/**
 * The sections a module and everything it imports, statically or lazily, may show: every written-out
 * key's first part. A lazy part (a drawer, a popup) counts as its importer's, less the sections it
 * brings itself (`withTexts`).
 */
function sectionsUsed(file: string, seen = new Set<string>()): Set<WebSection> {
  const used = new Set<WebSection>()
  const path = resolve(APP, file)
  if (seen.has(path)) return used
  seen.add(path)
  const source = readFileSync(path, 'utf8')
  const checks = CHECK_MODULES.has(relative(APP, path))
  for (const [, name] of source.matchAll(KEY)) {
    if (name && KNOWN.has(name) && !(checks && name === 'fields')) used.add(name as WebSection)
  }
  if (!checks && FIELD_CHECK.test(source)) used.add('fields')
  const onDemand = new Set<string>()
  for (const [, list = '', target = ''] of source.matchAll(ON_DEMAND)) {
    const own = new Set([...list.matchAll(/'([a-z_]+)'/g)].map(([, name]) => name))
    onDemand.add(target)
    // Read afresh: what the part shows beyond its own sections is still the page's.
    for (const section of sectionsUsed(join(dirname(path), target), new Set(seen)))
      if (!own.has(section)) used.add(section)
  }
  for (const [, target] of source.matchAll(IMPORT)) {
    if ((target?.endsWith('.ts') || target?.endsWith('.tsx')) && !onDemand.has(target))
      for (const section of sectionsUsed(join(dirname(path), target), seen)) used.add(section)
  }
  return used
}

const LAYOUT_FILES = { auth: 'routes/auth-layout.tsx', default: 'routes/default-layout.tsx' } as const
/** A screen's address with its dynamic segments filled in. */
const example = (path: string) => `/en-US/${path.replace(/:\w+/g, 'c0ffee00-0000-4000-8000-000000000001')}`

describe('the web texts each page loads (ADR 62)', () => {
  it.each(SCREENS.map((screen) => [screen.path, screen] as const))(
    '%s loads every section its modules, lazy parts and layout may show',
    (_path, screen) => {
      const used = sectionsUsed(screen.file)
      for (const file of [
        'root.tsx',
        ...(screen.layout in LAYOUT_FILES ? [LAYOUT_FILES[screen.layout as 'auth']] : []),
      ])
        for (const section of sectionsUsed(file)) used.add(section)
      // The sign-in screens fetch the field messages when a form first checks itself (ADR 47).
      if (screen.layout === 'auth') used.delete('fields')
      const loads = pageTextsOf(example(screen.path))
      expect(loads).toEqual(expect.arrayContaining([...used]))
    },
  )

  it('finds the sections a page shows by reading its modules (the check above can fail)', () => {
    expect([...sectionsUsed('routes/okr.tsx')]).toEqual(expect.arrayContaining(['okr', 'people']))
    // The diagram's nodes show okr_insights texts, which it brings itself (withTexts).
    expect(sectionsUsed('routes/okr.tsx').has('okr_insights')).toBe(false)
    expect(sectionsUsed('features/okr/diagram/okr-diagram.tsx').has('okr_insights')).toBe(true)
    // The support page's forms check themselves through useContractValidate: the texts come with the
    // contract (ADR 82); a module that calls contractValidate itself needs them with the page.
    expect(sectionsUsed('routes/support.tsx').has('fields')).toBe(false)
    expect(sectionsUsed('features/self-service/register-form.tsx').has('fields')).toBe(true)
    // A form's own rule that names a field message needs the texts before its contract comes.
    expect(sectionsUsed('features/okr/items/check-in-dialog.tsx').has('fields')).toBe(true)
    // A measure's page and PPM's forms bring the field messages themselves (ADR 74).
    expect(sectionsUsed('routes/ppm.tsx').has('fields')).toBe(false)
    // The OKR item drawer and forms bring the field messages themselves (ADR 76).
    expect(sectionsUsed('routes/okr.tsx').has('fields')).toBe(false)
    expect(sectionsUsed('routes/services.tsx').has('okr')).toBe(false)
    expect(pageTextsOf('/en-US/client/services')).not.toContain('okr')
  })

  it('reads the sections a part brings itself as its own, and `x/*` as the pages below x only', () => {
    expect(sectionsUsed('features/directory/directory-tab.tsx').has('directory')).toBe(true)
    expect(sectionsUsed('routes/users.tsx').has('directory')).toBe(false)
    expect(pageTextsOf('/en-US/client/users')).not.toContain('directory')
    expect(pageTextsOf('/en-US/client/services')).not.toContain('fields')
    expect(pageTextsOf('/en-US/client')).toContain('notifications')
    expect(pageTextsOf('/en-US/client/services')).not.toContain('notifications')
    expect(pageTextsOf('/en-US/constructor')).toEqual([])
    expect(pageTextsOf('/en-US/client/services/new')).toContain('fields')
    expect(pageTextsOf('/de-DE/client/services/categories/c0ffee00-0000-4000-8000-000000000001')).toContain(
      'fields',
    )
  })

  it('gives the sign-in screens only the frame, self-service and SSO, in every locale spelling', () => {
    for (const path of ['/login', '/en-US/login', '/fr-FR/register', '/de-AT/reset-password/'])
      expect(pageTextsOf(path).sort(), path).toEqual([...SIGN_IN_TEXTS].sort())
  })

  it('gives a signed-in page the frame’s sections and its module’s, and an unknown page the frame only', () => {
    expect(pageTextsOf('/client/ppm').sort()).toEqual(['feature_flags', 'ppm'])
    expect(pageTextsOf('/en-US/nowhere')).toEqual([])
    expect(pageTextsOf('/en-US/constructor/toString')).toEqual([])
  })
})
