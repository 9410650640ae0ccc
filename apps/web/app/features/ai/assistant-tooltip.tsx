import '@mantine/core/styles/Tooltip.css'
import { Tooltip } from '@mantine/core'
import { cloneElement } from 'react'
import { type LoadedPopupProps, useStartFocus } from '../../components/popup-on-demand.tsx'
import { useTranslation } from '../../lib/texts.ts'

/** The assistant button's tooltip once loaded (assistant-panel.tsx draws the button before, ADR 58). */
export function AssistantTooltip({ start, trigger }: LoadedPopupProps) {
  const { t } = useTranslation()
  const focus = useStartFocus(start)
  return (
    <Tooltip label={t('assistant.open')} defaultOpened={start.hovered}>
      {cloneElement(trigger, { ref: focus })}
    </Tooltip>
  )
}
