import { MantineProvider } from '@mantine/core'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { sfCssVariables, sfCssVariablesSheet, sfTheme } from '../theme.ts'
import { MantineShell } from './mantine-shell.tsx'

const styleOf = (html: string) => /<style data-mantine-styles="true">([^<]*)<\/style>/.exec(html)?.[1]

describe('MantineShell', () => {
  it("writes the theme's CSS variables exactly as Mantine's provider writes them", () => {
    const mantine = renderToStaticMarkup(
      <MantineProvider theme={sfTheme} cssVariablesResolver={sfCssVariables} forceColorScheme="light">
        <p />
      </MantineProvider>,
    )
    const ours = renderToStaticMarkup(
      <MantineShell>
        <p />
      </MantineShell>,
    )
    expect(styleOf(mantine)).toBeTruthy()
    expect(styleOf(ours)).toBe(styleOf(mantine))
    expect(sfCssVariablesSheet()).toBe(styleOf(mantine))
    // Our readable colours are in it (theme.ts): the dimmed text and coral's darker filled shade.
    expect(sfCssVariablesSheet()).toContain('--mantine-color-dimmed: var(--mantine-color-gray-7)')
    expect(sfCssVariablesSheet()).toMatch(/--mantine-color-coral-filled: #[0-9A-F]{6}/)
    // Once: the same sheet for every page.
    expect(sfCssVariablesSheet()).toBe(sfCssVariablesSheet())
    expect(ours.match(/data-mantine-styles="true">[^<]*--mantine-color-dimmed/g)).toHaveLength(1)
  })
})
