import '@mantine/core/styles/UnstyledButton.css'
import '@mantine/core/styles/Button.css'
import '@mantine/core/styles/Input.css'
import '@mantine/core/styles/PasswordInput.css'
import '@mantine/core/styles/Paper.css'
import '@mantine/core/styles/Stack.css'
import '@mantine/core/styles/Group.css'
import '@mantine/core/styles/Title.css'
import '@mantine/core/styles/Text.css'
import '@mantine/core/styles/Alert.css'
import '@mantine/core/styles/Anchor.css'
import '@mantine/core/styles/Center.css'
import '@mantine/core/styles/Container.css'
import '@mantine/core/styles/Loader.css'
import '@mantine/core/styles/VisuallyHidden.css'
import { MantineProvider } from '@mantine/core'
import type { ReactNode } from 'react'
import { sfCssVariablesSheet, sfTheme } from '../theme.ts'

/**
 * Mantine (sfTheme, always light) for the pages built with it: the signed-in shell, the standalone pages
 * and the sign-in callback. The root does not hold it, so the signed-out screens load without it
 * (ADR 47); the document's `data-mantine-color-scheme` is set by the root. Texts come from
 * `lib/texts.ts` on every page (ADR 52), so no i18next provider is needed. The theme's CSS variables are
 * written from a sheet made once (`sfCssVariablesSheet`) instead of by the provider on every render.
 */
export function MantineShell({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={sfTheme}
      defaultColorScheme="light"
      forceColorScheme="light"
      withCssVariables={false}
    >
      <style data-mantine-styles>{sfCssVariablesSheet()}</style>
      {children}
    </MantineProvider>
  )
}
