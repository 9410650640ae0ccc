import '@mantine/core/styles/Popover.css'
import { MultiSelect } from '@mantine/core'
import type { MultiSelectOnDemandProps } from './multi-select-on-demand.tsx'
import { type LoadedPopupProps, useStartFocus } from './popup-on-demand.tsx'

/** Mantine's MultiSelect once loaded, in the place of the field multi-select-on-demand.tsx drew. */
export function MultiSelectPopup({
  start,
  trigger: _drawn,
  ...props
}: MultiSelectOnDemandProps & LoadedPopupProps) {
  const focus = useStartFocus(start)
  // A click before the code came opens the list (a searchable one also opens as it takes the focus).
  return <MultiSelect {...props} ref={focus} defaultDropdownOpened={start.clicked} />
}
