import { AppShell, MantineProvider } from '@mantine/core'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { sfTheme } from '../theme.ts'
import { LightAppShell } from './light-app-shell.tsx'

/**
 * The markup inside the provider, without the theme's own variables sheet (the provider's, the same
 * for both); Mantine's root also carries a generated id that no style or script of ours reads.
 */
const drawn = (node: ReactNode) =>
  renderToStaticMarkup(
    <MantineProvider theme={sfTheme} withCssVariables={false}>
      {node}
    </MantineProvider>,
  ).replace(/ id="mantine-[^"]*"/, '')

describe('LightAppShell', () => {
  it.each([
    ['navbar closed below sm', false],
    ['navbar open below sm', true],
  ])('draws what Mantine’s AppShell draws for the signed-in layout (%s)', (_, opened) => {
    const light = drawn(
      <LightAppShell
        opened={opened}
        header={<b>header</b>}
        navbar={<i>links</i>}
        navbarLabel="Main"
        navbarTour="navigation"
      >
        <p>page</p>
      </LightAppShell>,
    )
    const mantine = drawn(
      <AppShell
        header={{ height: 56 }}
        navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } }}
        padding="lg"
      >
        <AppShell.Header>
          <b>header</b>
        </AppShell.Header>
        <AppShell.Navbar aria-label="Main" data-tour="navigation">
          <AppShell.Section grow p="xs" style={{ overflowY: 'auto' }}>
            <i>links</i>
          </AppShell.Section>
        </AppShell.Navbar>
        <AppShell.Main id="main">
          <p>page</p>
        </AppShell.Main>
      </AppShell>,
    )
    expect(light).toContain('data-resizing="true"')
    expect(light).toBe(mantine)
  })
})
