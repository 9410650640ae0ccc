import '@mantine/core/styles/Combobox.css'
import '@mantine/core/styles/Pill.css'
import '@mantine/core/styles/PillsInput.css'
import { ComboboxChevron, Input, Pill, PillsInput } from '@mantine/core'
import { PopupOnDemand } from './popup-on-demand.tsx'

export type MultiSelectOnDemandProps = {
  label: string
  placeholder?: string | undefined
  data: { value: string; label: string }[]
  value: string[]
  onChange: (value: string[]) => void
  searchable?: boolean
  clearable?: boolean
  w?: number
}

// Mantine's MultiSelect brings its Combobox, Popover and floating-ui (~35 kB gzip): it loads when the
// pointer or the focus first reaches the field (ADR 69).
const loadMultiSelect = () => import('./multi-select-popup.tsx').then((module) => module.MultiSelectPopup)

// MultiSelect's room for its clear button at the end of the pills (its `clearSectionOffset.sm`).
const CLEAR_SECTION_OFFSET = 50

/**
 * A multi-select filter: until its list is wanted, the field MultiSelect draws, built from the same
 * parts (PillsInput, pills, chevron, clear button), so the page does not move when it is swapped in.
 * Removing a pill or clearing works before that; the focus and a click carry over (PopupOnDemand).
 */
export function MultiSelectOnDemand(props: MultiSelectOnDemandProps) {
  const { label, placeholder, data, value, onChange, searchable = false, clearable = false, w } = props
  const labels = new Map(data.map((option) => [option.value, option.label]))
  const showClear = clearable && value.length > 0
  return (
    <PopupOnDemand
      load={loadMultiSelect}
      props={props}
      trigger={
        <PillsInput
          label={label}
          w={w}
          pointer={!searchable}
          rightSectionPointerEvents="none"
          // What MultiSelect passes to the same input (Mantine's own props for its combobox fields).
          __defaultRightSection={<ComboboxChevron size="sm" />}
          __clearable={showClear}
          __clearSection={
            // As Combobox.ClearButton: the press does not take the focus.
            <Input.ClearButton
              tabIndex={-1}
              aria-hidden
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onChange([])}
            />
          }
        >
          <Pill.Group style={showClear ? { paddingInlineEnd: CLEAR_SECTION_OFFSET } : undefined}>
            {value.map((item) => (
              <Pill key={item} withRemoveButton onRemove={() => onChange(value.filter((v) => v !== item))}>
                {labels.get(item) ?? item}
              </Pill>
            ))}
            <PillsInput.Field
              placeholder={placeholder}
              role="combobox"
              aria-haspopup="listbox"
              aria-expanded={false}
              autoComplete="off"
              type={!searchable && !placeholder ? 'hidden' : 'visible'}
              // Typing waits for the list: the field takes keys once MultiSelect is in its place.
              readOnly
              pointer={!searchable}
            />
          </Pill.Group>
        </PillsInput>
      }
    />
  )
}
