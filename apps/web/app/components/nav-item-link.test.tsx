import { MantineProvider, NavLink } from '@mantine/core'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { Link, MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { sfTheme } from '../theme.ts'
import { NavItemLink } from './nav-item-link.tsx'

const drawn = (node: ReactNode) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <MantineProvider theme={sfTheme}>{node}</MantineProvider>
    </MemoryRouter>,
  ).replace(/<style[^>]*>[^<]*<\/style>/g, '')

describe('NavItemLink', () => {
  it.each([
    ['inactive, no right section', false, undefined],
    ['active, with a right section', true, <i key="lock">locked</i>],
  ])('draws the link Mantine’s NavLink draws (%s)', (_, active, rightSection) => {
    const light = drawn(
      <NavItemLink
        to="/en-US/client/okr"
        label="OKR"
        leftSection={<b>icon</b>}
        rightSection={rightSection}
        active={active}
        onClick={() => {}}
        tour="okr"
      />,
    )
    const mantine = drawn(
      <NavLink
        component={Link}
        to="/en-US/client/okr"
        label="OKR"
        leftSection={<b>icon</b>}
        rightSection={rightSection}
        active={active}
        onClick={() => {}}
        data-tour="okr"
      />,
    )
    expect(light).toContain('href="/en-US/client/okr"')
    expect(light).toBe(mantine)
  })
})
