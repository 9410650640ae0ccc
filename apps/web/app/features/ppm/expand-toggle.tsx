import { ActionIcon } from '@mantine/core'
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react'

/** The chevron that opens or closes a level's rows (the portfolio table and the timeline). */
export function ExpandToggle({
  open,
  label,
  onToggle,
  size = 'sm',
}: {
  open: boolean
  label: string
  onToggle: () => void
  size?: 'xs' | 'sm'
}) {
  return (
    <ActionIcon variant="subtle" size={size} aria-expanded={open} aria-label={label} onClick={onToggle}>
      {open ? <IconChevronDown size={14} aria-hidden /> : <IconChevronRight size={14} aria-hidden />}
    </ActionIcon>
  )
}
