import { rem } from '@mantine/core'
import type { ReactNode } from 'react'

/**
 * A table's horizontal scroll box: a plain `overflow-x: auto` box, as Mantine's `Table.ScrollContainer`
 * draws with `type="native"`. Mantine's own brings `ScrollArea`, and with it floating-ui, to every page
 * with a table (ADR 62); vite.config.ts takes it out of Mantine's `Table`. The inner box keeps the
 * table at least `minWidth` wide, so a narrow screen scrolls it instead of squeezing its columns.
 */
export function TableScroll({ minWidth, children }: { minWidth?: number; children: ReactNode }) {
  return (
    <div style={{ overflowX: 'auto' }}>
      <div style={minWidth === undefined ? undefined : { minWidth: rem(minWidth) }}>{children}</div>
    </div>
  )
}
