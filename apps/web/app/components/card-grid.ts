import type { CSSProperties } from 'react'
import classes from './card-grid.module.css'

/** Columns from a breakpoint up (Mantine's: sm 48em, md 62em, lg 75em, xl 88em); one below the first. */
export type CardColumns = Partial<Record<'base' | 'sm' | 'md' | 'lg' | 'xl', number>>

/**
 * The class and style of a grid of cards or figures that looks as Mantine's SimpleGrid with these
 * columns and spacing md (`card-grid.module.css`): `<div {...cardGrid({ base: 1, sm: 2 })}>`.
 */
export function cardGrid(columns: CardColumns): { className: string; style: CSSProperties } {
  const style: Record<string, number> = {}
  for (const [breakpoint, count] of Object.entries(columns)) style[`--cols-${breakpoint}`] = count
  return { className: classes.grid!, style: style as CSSProperties }
}
