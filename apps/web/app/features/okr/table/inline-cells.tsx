import { Group, UnstyledButton } from '@mantine/core'
import { IconChevronDown } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { PopupOnDemand } from '../../../components/popup-on-demand.tsx'
import type { ChoiceMenuProps, ValueEditorProps } from './inline-popups.tsx'
import { preloadInlineWrites } from './use-inline-edit.tsx'

// The menus and the value editor (Menu, Popover, NumberInput with floating-ui) load when the pointer
// or the focus first reaches a cell's button, not with the table (ADR 58, 69), and the writes they
// start with them (ADR 79).
const popups = () => Promise.all([import('./inline-popups.tsx'), preloadInlineWrites()])
const loadChoiceMenu = () => popups().then(([module]) => module.ChoiceMenuPopup)
const loadValueEditor = () => popups().then(([module]) => module.ValueEditorPopup)

/** A badge that opens a menu of the other values, for those who may change it. */
export function ChoiceMenu<T extends string>({ label, ...props }: ChoiceMenuProps<T> & { label: string }) {
  return (
    <PopupOnDemand
      menu
      // The loaded menu is generic in T; PopupOnDemand sees one instance of it.
      load={loadChoiceMenu as () => Promise<typeof import('./inline-popups.tsx').ChoiceMenuPopup<T>>}
      props={props}
      trigger={
        <UnstyledButton aria-label={label}>
          <Group gap={2} wrap="nowrap">
            {props.render(props.value)}
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      }
    />
  )
}

/** A number shown as text that opens a small editor: the current value of a key result. */
export function ValueEditor({
  label,
  shown,
  ...props
}: ValueEditorProps & { label: string; shown: ReactNode }) {
  return (
    <PopupOnDemand
      load={loadValueEditor}
      props={props}
      trigger={
        // What the loaded Popover's target says too: it opens a dialog, closed for now.
        <UnstyledButton
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={false}
          style={{ textDecoration: 'underline dotted', fontSize: 'var(--mantine-font-size-sm)' }}
        >
          {shown}
        </UnstyledButton>
      }
    />
  )
}
