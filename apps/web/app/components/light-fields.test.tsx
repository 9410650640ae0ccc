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

  it('draws the named select of a form Mantine draws, with its chosen option', () => {
    const light = drawn(<LightNativeSelect label="Sort" name="sort" data={data} defaultValue="2026-Q4" />)
    const mantine = drawn(<NativeSelect label="Sort" name="sort" data={data} defaultValue="2026-Q4" />)
    expect(light).toContain('<option value="2026-Q4" selected="">')
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

  it('draws a named field with an icon before the text as Mantine does', () => {
    const icon = <svg aria-hidden="true" width={16} />
    const light = drawn(
      <LightTextInput
        label="Search trends"
        name="search"
        defaultValue="hydrogen"
        leftSection={icon}
        w={260}
      />,
    )
    const mantine = drawn(
      <TextInput label="Search trends" name="search" defaultValue="hydrogen" leftSection={icon} w={260} />,
    )
    expect(light).toContain('data-with-left-section="true"')
    expect(light).toBe(mantine)
  })

  it.each([
    ['empty', ''],
    ['with a day', '2026-11-01'],
  ])('draws a named date field as Mantine does (%s)', (_, day) => {
    const light = drawn(<LightTextInput type="date" label="From" name="from" defaultValue={day} />)
    const mantine = drawn(<TextInput type="date" label="From" name="from" defaultValue={day} />)
    expect(light).toContain('type="date"')
    expect(light).toBe(mantine)
  })

  it('draws the text field with an icon, a placeholder and a value as Mantine draws it', () => {
    const props = {
      label: 'Search',
      placeholder: 'Title or description',
      leftSection: <IconSearch size={16} aria-hidden />,
      value: 'pricing',
      onChange: () => {},
      w: 220,
    }
    const light = drawn(<LightTextInput {...props} />)
    const mantine = drawn(<TextInput {...props} />)
    expect(light).toContain('data-with-left-section')
    expect(light).toBe(mantine)
  })
})
