import { MantineProvider, NativeSelect, TextInput } from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'
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

  it("draws a form's native select as Mantine does", () => {
    const light = drawn(<LightNativeSelect label="Role" name="role" data={data} defaultValue="2026-Q4" />)
    const mantine = drawn(<NativeSelect label="Role" name="role" data={data} defaultValue="2026-Q4" />)
    expect(light).toContain('name="role"')
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
  it("draws a form's text field with an icon before it as Mantine does", () => {
    const icon = <IconSearch size={16} aria-hidden />
    const light = drawn(
      <LightTextInput label="Search" name="search" defaultValue="anna" leftSection={icon} w={320} />,
    )
    const mantine = drawn(
      <TextInput label="Search" name="search" defaultValue="anna" leftSection={icon} w={320} />,
    )
    expect(light).toContain('name="search"')
    expect(light).toContain('tabler-icon-search')
    expect(light).toBe(mantine)
  })
})
