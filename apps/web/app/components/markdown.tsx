import '@mantine/core/styles/Typography.css'
import { Typography } from '@mantine/core'
import { lazy, Suspense } from 'react'

// The markdown renderer (marked's lexer and our React renderer, ADR 68) is a chunk of its own, loaded
// when markdown is shown: the signed-in shell holds the announcement banner on every page, and most
// pages never show one (issue 18: a page's initial JS).
const MarkdownView = lazy(() => import('./markdown-view.tsx'))

/**
 * Markdown that staff wrote (GitHub flavour: tables, task lists), shown with the theme's typography.
 * Until the renderer has loaded, the text shows as it was written.
 */
export function Markdown({ children }: { children: string }) {
  return (
    <Suspense
      fallback={
        <Typography>
          <p style={{ whiteSpace: 'pre-wrap' }}>{children}</p>
        </Typography>
      }
    >
      <MarkdownView>{children}</MarkdownView>
    </Suspense>
  )
}
