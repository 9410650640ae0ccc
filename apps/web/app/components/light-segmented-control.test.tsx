import { MantineProvider, SegmentedControl } from '@mantine/core'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { sfTheme } from '../theme.ts'
import { LightSegmentedControl } from './light-segmented-control.tsx'

/** The markup as the app's theme draws it, with React's ids made alike (they count differently). */
const drawn = (node: ReactNode) =>
  renderToStaticMarkup(<MantineProvider theme={sfTheme}>{node}</MantineProvider>)
    .replace(/<style[^>]*>[^<]*<\/style>/g, '')
    .replace(/(mantine-)?_R_[\w]+_/g, 'ID')

describe('LightSegmentedControl', () => {
  it.each(['table', 'diagram'])(
    'draws the segmented control Mantine draws before it measures (%s chosen)',
    (value) => {
      const modes = [
        { value: 'table', label: 'Table' },
        { value: 'diagram', label: 'Diagram' },
      ]
      const light = drawn(
        <LightSegmentedControl label="Mode" value={value} onChange={() => {}} data={modes} />,
      )
      const mantine = drawn(
        <SegmentedControl aria-label="Mode" value={value} onChange={() => {}} data={modes} />,
      )
      expect(light).toContain('type="radio"')
      expect(light).toBe(mantine)
    },
  )
})
