import { Avatar, Indicator, MantineProvider } from '@mantine/core'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { sfTheme } from '../theme.ts'
import { CountIndicator, InitialsAvatar } from './light-marks.tsx'

const drawn = (node: ReactNode) =>
  renderToStaticMarkup(
    <MantineProvider theme={sfTheme} withCssVariables={false}>
      {node}
    </MantineProvider>,
  ).replace(/<style[^>]*>[^<]*<\/style>/g, '')

describe('light marks', () => {
  it('draws the initials as Mantine’s Avatar does', () => {
    const light = drawn(<InitialsAvatar>AB</InitialsAvatar>)
    expect(light).toContain('>AB</span>')
    expect(light).toBe(
      drawn(
        <Avatar color="primary" radius="xl" size="md">
          AB
        </Avatar>,
      ),
    )
  })

  it.each([
    ['no count', 0],
    ['a count', 5],
    ['more than 99', 120],
  ])('draws the bell’s count as Mantine’s Indicator does (%s)', (_, unread) => {
    const label = unread > 99 ? '99+' : unread
    const light = drawn(
      <CountIndicator label={unread === 0 ? null : label} data-testid="notification-count">
        <b>bell</b>
      </CountIndicator>,
    )
    const mantine = drawn(
      <Indicator
        label={label}
        disabled={unread === 0}
        size={18}
        color="coral.8"
        offset={4}
        data-testid="notification-count"
      >
        <b>bell</b>
      </Indicator>,
    )
    expect(light).toBe(mantine)
  })
})
