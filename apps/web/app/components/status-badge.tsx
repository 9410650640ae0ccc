import '@mantine/core/styles/Badge.css'
import { Badge } from '@mantine/core'
import type { ReactNode } from 'react'

// Note: a badge clips its label by default, and a table squeezing its column would cut a status short.
const WHOLE = { root: { overflow: 'visible' }, label: { overflow: 'visible' } } as const

/** A record's status as a light badge that keeps its whole label, also in a narrow table column. */
export function StatusBadge({ color, children }: { color: string; children: ReactNode }) {
  return (
    <Badge color={color} variant="light" styles={WHOLE}>
      {children}
    </Badge>
  )
}
