import '@mantine/core/styles/Combobox.css'
import type { ChangeEvent, CSSProperties, KeyboardEvent, ReactNode } from 'react'
import { useId } from 'react'

/*
 * Mantine's NativeSelect and TextInput (size sm, a label, nothing else) as they draw, in plain elements:
 * the same markup, classes and variables, without Mantine's Input runtime (Input, InputBase, the
 * wrapper's props and the chevron: ~5.5 kB gzip on a page whose filters are its only fields, ADR 74).
 * `light-pills-field.tsx` draws a MultiSelect's field from the same parts (ADR 79).
 * `light-fields.test.tsx` renders each beside Mantine's own and requires the same markup, so a Mantine
 * update that changes its fields fails there instead of drawing them differently.
 */

const LABEL_STYLE = { '--input-label-size': 'var(--mantine-font-size-sm)' } as CSSProperties
export const WRAPPER_STYLE = {
  '--input-height': 'var(--input-height-sm)',
  '--input-fz': 'var(--mantine-font-size-sm)',
} as CSSProperties
const SELECT_WRAPPER_STYLE = {
  ...WRAPPER_STYLE,
  '--input-right-section-pointer-events': 'none',
} as CSSProperties
const CHEVRON_STYLE = { '--combobox-chevron-size': 'var(--combobox-chevron-size-sm)' } as CSSProperties
/** Mantine's `rem()` of a width in px, as its `w` style prop writes it. */
const widthStyle = (width: number | undefined) =>
  width === undefined ? undefined : { width: `calc(${width / 16}rem * var(--mantine-scale))` }

/** Mantine's InputWrapper at size sm: the field's box with its label above. */
export function Field({
  id,
  name,
  label,
  width,
  children,
}: {
  id: string
  name: 'NativeSelect' | 'TextInput' | 'PillsInput'
  label: string
  width: number | undefined
  children: ReactNode
}) {
  return (
    <div
      style={widthStyle(width)}
      className={`m_46b77525 mantine-InputWrapper-root mantine-${name}-root`}
      data-size="sm"
    >
      <label
        style={LABEL_STYLE}
        className={`m_8fdc1311 mantine-InputWrapper-label mantine-${name}-label`}
        data-size="sm"
        htmlFor={id}
        id={`${id}-label`}
      >
        {label}
      </label>
      {children}
    </div>
  )
}

/** ComboboxChevron at size sm; decoration (hidden from screen readers where asked). */
export function Chevron({ hidden = false }: { hidden?: boolean }) {
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: decoration beside a labelled field, as Mantine draws it
    <svg
      style={CHEVRON_STYLE}
      className="m_2943220b mantine-ComboboxChevron-chevron"
      data-size="sm"
      data-combobox-chevron="true"
      viewBox="0 0 15 15"
      fill="none"
      xmlns="http://www.w3.org/2000/svg"
      aria-hidden={hidden || undefined}
    >
      <path
        d="M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  )
}

/**
 * A labelled native select that looks as Mantine's NativeSelect: controlled (`value`, `onChange`) or a
 * named field of a form (`name`, `defaultValue`).
 */
export function LightNativeSelect({
  label,
  data,
  name,
  value,
  defaultValue,
  onChange,
  w,
}: {
  label: string
  data: { value: string; label: string }[]
  name?: string
  value?: string
  defaultValue?: string
  onChange?: (event: ChangeEvent<HTMLSelectElement>) => void
  w?: number
}) {
  const id = useId()
  return (
    <Field id={id} name="NativeSelect" label={label} width={w}>
      <div
        style={SELECT_WRAPPER_STYLE}
        className="m_6c018570 mantine-Input-wrapper mantine-NativeSelect-wrapper"
        data-variant="default"
        data-size="sm"
        data-pointer="true"
        data-with-right-section="true"
      >
        <select
          className="m_8fb7ebe7 mantine-Input-input mantine-NativeSelect-input"
          data-variant="default"
          name={name}
          id={id}
          value={value}
          defaultValue={defaultValue}
          onChange={onChange}
        >
          {data.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <div data-position="right" className="m_82577fc2 mantine-Input-section mantine-NativeSelect-section">
          <Chevron hidden />
        </div>
      </div>
    </Field>
  )
}

/**
 * A labelled text field that looks as Mantine's TextInput: `type` for a date, `name` for a form's field,
 * `leftSection` for an icon before the text; controlled (`value`, `onChange`) or not (`defaultValue`).
 */
export function LightTextInput({
  label,
  type,
  name,
  placeholder,
  value,
  defaultValue,
  onChange,
  onKeyDown,
  leftSection,
  w,
}: {
  label: string
  type?: 'text' | 'search' | 'date'
  name?: string
  placeholder?: string
  value?: string
  defaultValue?: string
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void
  leftSection?: ReactNode
  w?: number
}) {
  const id = useId()
  return (
    <Field id={id} name="TextInput" label={label} width={w}>
      <div
        style={WRAPPER_STYLE}
        className="m_6c018570 mantine-Input-wrapper mantine-TextInput-wrapper"
        data-variant="default"
        data-size="sm"
        data-with-left-section={leftSection ? 'true' : undefined}
      >
        {leftSection && (
          <div data-position="left" className="m_82577fc2 mantine-Input-section mantine-TextInput-section">
            {leftSection}
          </div>
        )}
        <input
          className="m_8fb7ebe7 mantine-Input-input mantine-TextInput-input"
          data-variant="default"
          type={type}
          placeholder={placeholder}
          id={id}
          name={name}
          value={value}
          defaultValue={defaultValue}
          onChange={onChange}
          onKeyDown={onKeyDown}
        />
      </div>
    </Field>
  )
}
