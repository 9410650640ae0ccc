import '@mantine/core/styles/Tooltip.css'
import { Tooltip } from '@mantine/core'
import type { LoadedPopupProps } from '../../components/popup-on-demand.tsx'

/** A measure link marker's tooltip once loaded (measure-links.tsx draws the marker before). */
export function MeasureLinkTooltip({ start, trigger, label }: LoadedPopupProps & { label: string }) {
  // The marker is not focusable (its sentence is read from the page): only the pointer shows this.
  return (
    <Tooltip label={label} withArrow defaultOpened={start.hovered}>
      {trigger}
    </Tooltip>
  )
}
