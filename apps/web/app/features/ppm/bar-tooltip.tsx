import '@mantine/core/styles/Tooltip.css'
import { Tooltip } from '@mantine/core'
import type { LoadedPopupProps } from '../../components/popup-on-demand.tsx'

/** A timeline bar's tooltip once loaded (timeline.tsx draws the bar before, ADR 70). */
export function BarTooltip({ label, start, trigger }: { label: string } & LoadedPopupProps) {
  return (
    <Tooltip label={label} defaultOpened={start.hovered}>
      {trigger}
    </Tooltip>
  )
}
