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
import { I18nextProvider } from 'react-i18next'
import { i18nFor } from '../lib/i18n.ts'
import { useLocale } from '../lib/use-locale.ts'
import { sfCssVariables, sfTheme } from '../theme.ts'

/**
 * Mantine (sfTheme, always light) and i18next for the pages built with them: the signed-in shell, the
 * standalone pages and the sign-in callback. The root does not hold them, so the signed-out screens load
 * without either (ADR 47); the document's `data-mantine-color-scheme` is set by the root.
 */
export function MantineShell({ children }: { children: ReactNode }) {
  const locale = useLocale()
  return (
    <MantineProvider
      theme={sfTheme}
      cssVariablesResolver={sfCssVariables}
      defaultColorScheme="light"
      forceColorScheme="light"
    >
      <I18nextProvider i18n={i18nFor(locale)}>{children}</I18nextProvider>
    </MantineProvider>
  )
}
