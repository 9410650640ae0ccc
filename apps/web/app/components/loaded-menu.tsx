import '@mantine/core/styles/Menu.css'
import '@mantine/core/styles/Popover.css'
import { Menu, type MenuProps } from '@mantine/core'
import { cloneElement, type ReactNode } from 'react'
import { type LoadedPopupProps, useStartFocus, useStartOpened } from './popup-on-demand.tsx'

/**
 * A menu whose code came on demand (`PopupOnDemand`, ADR 58): Mantine's Menu around the placeholder's
 * button, which takes the focus if the placeholder had it and opens if it was clicked before the code came.
 */
export function LoadedMenu({
  start,
  trigger,
  position,
  children,
}: LoadedPopupProps & { position?: MenuProps['position']; children: ReactNode }) {
  const focus = useStartFocus(start)
  const opened = useStartOpened(start)
  return (
    <Menu position={position} withinPortal {...opened}>
      <Menu.Target>{cloneElement(trigger, { ref: focus })}</Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  )
}
