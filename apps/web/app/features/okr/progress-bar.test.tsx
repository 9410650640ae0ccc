import { MantineProvider, Progress } from '@mantine/core'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { sfTheme } from '../../theme.ts'
import { ProgressTrack } from './progress-bar.tsx'

const drawn = (node: ReactNode, theme = sfTheme) =>
  renderToStaticMarkup(<MantineProvider theme={theme}>{node}</MantineProvider>).replace(
    /<style[^>]*>[^<]*<\/style>/g,
    '',
  )

const aria = {
  'aria-label': 'Progress of Win key accounts: 33%',
  'aria-valuemin': 0,
  'aria-valuemax': 100,
  'aria-valuenow': 33,
  'aria-valuetext': '33%',
}

describe('ProgressTrack', () => {
  it.each([
    ['primary', 100 / 3],
    ['accent', 100],
    ['orange', 0],
    ['coral', 12.5],
  ])('draws the bar Mantine draws (%s at %s per cent)', (color, percent) => {
    const light = drawn(<ProgressTrack percent={percent} color={color} aria={aria} />)
    const mantine = drawn(
      <Progress.Root size="md" flex={1}>
        <Progress.Section value={percent} color={color} withAria={false} role="progressbar" {...aria} />
      </Progress.Root>,
    )
    expect(light).toContain('role="progressbar"')
    expect(light).toBe(mantine)
  })

  it('draws it as Mantine does without the theme’s contrast colours', () => {
    const light = drawn(<ProgressTrack percent={40} color="primary" aria={aria} />, {})
    const mantine = drawn(
      <Progress.Root size="md" flex={1}>
        <Progress.Section value={40} color="primary" withAria={false} role="progressbar" {...aria} />
      </Progress.Root>,
      {},
    )
    expect(light).toBe(mantine)
  })
})
