import { MantineProvider, MultiSelect } from '@mantine/core'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { MultiSelectOnDemand, type MultiSelectOnDemandProps } from './multi-select-on-demand.tsx'

const data = [
  { value: 'sales', label: 'Sales' },
  { value: 'product', label: 'Product' },
]

/** The markup a user's browser lays out: without the components' own class names and what differs on purpose. */
const drawn = (node: ReactNode) =>
  renderToStaticMarkup(<MantineProvider>{node}</MantineProvider>)
    .replace(/<style[^>]*>[^<]*<\/style>/g, '')
    // Names for themes to hook on (mantine-MultiSelect-pill…), styled by nothing here.
    .replace(/ ?mantine-(MultiSelect|PillsInput)-\w+/g, '')
    .replace(/ class=" /g, ' class="')
    // The field waits for MultiSelect to take typing; MultiSelect's form value is its own.
    .replace(/ readOnly=""/, '')
    .replace(/ value=""/, '')
    .replace(/<input type="hidden"[^>]*\/>/, '')

describe('MultiSelectOnDemand', () => {
  const cases: [string, MultiSelectOnDemandProps][] = [
    [
      'chosen, searchable, clearable',
      {
        label: 'Teams',
        data,
        value: ['sales'],
        searchable: true,
        clearable: true,
        w: 220,
        onChange: () => {},
      },
    ],
    [
      'none chosen, with a placeholder',
      {
        label: 'Teams',
        placeholder: 'Any',
        data,
        value: [],
        searchable: true,
        clearable: true,
        onChange: () => {},
      },
    ],
    [
      'chosen, not searchable, no placeholder',
      { label: 'Status', data, value: ['sales', 'product'], clearable: true, onChange: () => {} },
    ],
  ]
  it.each(cases)(
    'draws the field MultiSelect draws (%s), so nothing moves when it is swapped in',
    (_, props) => {
      const placeholder = drawn(<MultiSelectOnDemand {...props} />)
      const { onChange: _onChange, ...rest } = props
      expect(placeholder).toContain('role="combobox"')
      expect(placeholder).toBe(drawn(<MultiSelect {...rest} />))
    },
  )
})
