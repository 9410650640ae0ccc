import '@mantine/core/styles/Combobox.css'
import '@mantine/core/styles/Pill.css'
import '@mantine/core/styles/PillsInput.css'
import { LightPillsField } from './light-pills-field.tsx'
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

/**
 * A multi-select filter: until its list is wanted, the field MultiSelect draws, in plain elements
 * (`LightPillsField`, without Mantine's Input runtime, ADR 79), so the page does not move when it is
 * swapped in. Removing a pill or clearing works before that; the focus and a click carry over
 * (PopupOnDemand).
 */
export function MultiSelectOnDemand(props: MultiSelectOnDemandProps) {
  const { label, placeholder, data, value, onChange, searchable = false, clearable = false, w } = props
  const labels = new Map(data.map((option) => [option.value, option.label]))
  return (
    <PopupOnDemand
      load={loadMultiSelect}
      props={props}
      trigger={
        <LightPillsField
          label={label}
          placeholder={placeholder}
          pills={value.map((item) => ({ value: item, label: labels.get(item) ?? item }))}
          onRemove={(item) => onChange(value.filter((v) => v !== item))}
          onClear={clearable && value.length > 0 ? () => onChange([]) : undefined}
          pointer={!searchable}
          w={w}
        />
      }
    />
  )
}
