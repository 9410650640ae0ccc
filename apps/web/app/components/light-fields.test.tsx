import { MantineProvider, NativeSelect, TextInput } from '@mantine/core'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { sfTheme } from '../theme.ts'
import { LightNativeSelect, LightTextInput } from './light-fields.tsx'

/** The markup as the app's theme draws it, with React's ids made alike (they count differently). */
const drawn = (node: ReactNode) =>
  renderToStaticMarkup(<MantineProvider theme={sfTheme}>{node}</MantineProvider>)
    .replace(/<style[^>]*>[^<]*<\/style>/g, '')
    .replace(/(mantine-)?_R_[\w]+_/g, 'ID')

const data = [
  { value: '', label: 'Any' },
  { value: '2026-Q4', label: 'Q4 2026' },
]

describe('light fields', () => {
  it.each([
    ['with a width', 180],
    ['without a width', undefined],
  ])('draw the native select Mantine draws (%s)', (_, w) => {
    const light = drawn(
      <LightNativeSelect label="Period" data={data} value="2026-Q4" onChange={() => {}} w={w} />,
    )
    const mantine = drawn(
      <NativeSelect label="Period" data={data} value="2026-Q4" onChange={() => {}} w={w} />,
    )
    expect(light).toContain('<select')
    // The chevron is decoration, hidden from screen readers in ours (Mantine's leaves it to them to skip).
    expect(light.replace(' aria-hidden="true"', '')).toBe(mantine)
  })

  it('draws the native select Mantine draws as a plain form field (a name, a value to start from)', () => {
    const light = drawn(<LightNativeSelect label="Module" name="module" data={data} defaultValue="2026-Q4" />)
    const mantine = drawn(<NativeSelect label="Module" name="module" data={data} defaultValue="2026-Q4" />)
    expect(light).toContain('name="module"')
    expect(light.replace(' aria-hidden="true"', '')).toBe(mantine)
  })

  it('draws the text field Mantine draws', () => {
    const light = drawn(
      <LightTextInput label="Search measures" defaultValue="pricing" onKeyDown={() => {}} />,
    )
    const mantine = drawn(<TextInput label="Search measures" defaultValue="pricing" onKeyDown={() => {}} />)
    expect(light).toContain('<input')
    expect(light).toBe(mantine)
  })
})
