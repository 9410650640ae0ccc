import '@mantine/core/styles/Tooltip.css'
import { Tooltip } from '@mantine/core'
import { cloneElement } from 'react'
import { type LoadedPopupProps, useStartFocus } from '../../components/popup-on-demand.tsx'

/** A message's copy or "ask again" tooltip once loaded (chat-view.tsx draws the button before, ADR 83). */
export function MessageTooltip({ label, start, trigger }: { label: string } & LoadedPopupProps) {
  const focus = useStartFocus(start)
  return (
    <Tooltip label={label} defaultOpened={start.hovered}>
      {cloneElement(trigger, { ref: focus })}
    </Tooltip>
  )
}
