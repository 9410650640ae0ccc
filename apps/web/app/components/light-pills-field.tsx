import { CloseButton } from '@mantine/core'
import type { CSSProperties, HTMLAttributes, MouseEvent, Ref } from 'react'
import { useId, useRef } from 'react'
import { Chevron, Field, WRAPPER_STYLE } from './light-fields.tsx'

// The field a MultiSelect draws before its list is wanted, in plain elements (ADR 79); checked against
// Mantine's by `multi-select-on-demand.test.tsx`.

const PILLS_WRAPPER_STYLE = {
  ...WRAPPER_STYLE,
  '--input-padding-y': 'var(--input-padding-y-sm)',
  '--input-right-section-pointer-events': 'none',
} as CSSProperties
const PILL_STYLE = {
  '--pill-fz': 'var(--pill-fz-sm)',
  '--pill-height': 'var(--pill-height-sm)',
} as CSSProperties
const CLEAR_SECTION_STYLE = {
  display: 'flex',
  gap: 2,
  alignItems: 'center',
  paddingInlineEnd: 8,
} as CSSProperties
const CLEAR_BUTTON_STYLE = { pointerEvents: 'all', background: 'var(--input-bg)' } as CSSProperties
// MultiSelect's room for its clear button at the end of the pills (its `clearSectionOffset.sm`).
const CLEAR_SECTION_OFFSET = 50
// A press on a remove or clear button does not take the focus (as Mantine's CloseButton in a field).
const keepFocus = (event: MouseEvent) => event.preventDefault()

/**
 * The field Mantine's MultiSelect draws at size sm with a label (PillsInput, its pills, the chevron and
 * the clear button; the page imports Pill's and PillsInput's CSS), as a read-only combobox: what `MultiSelectOnDemand` shows until MultiSelect's list
 * is wanted. Its own handlers (pointer, focus, click) go on the box around the pills, as PillsInput's;
 * a press anywhere in the box puts the focus in the field, as there.
 */
export function LightPillsField({
  label,
  placeholder,
  pills,
  onRemove,
  onClear,
  pointer,
  w,
  ref,
  onClick,
  ...boxProps
}: {
  label: string
  placeholder?: string | undefined
  pills: { value: string; label: string }[]
  onRemove: (value: string) => void
  /** Shows the clear button (when something is chosen). */
  onClear?: (() => void) | undefined
  /** Not searchable: the field is clicked, not typed into. */
  pointer: boolean
  w?: number | undefined
  ref?: Ref<HTMLDivElement>
} & Omit<HTMLAttributes<HTMLDivElement>, 'placeholder'>) {
  // Mantine's own ids, as MultiSelect's field has them.
  const id = `mantine-${useId()}`
  const field = useRef<HTMLInputElement>(null)
  const on = pointer ? 'true' : undefined
  return (
    <Field id={id} name="PillsInput" label={label} width={w}>
      <div
        style={PILLS_WRAPPER_STYLE}
        className="m_6c018570 mantine-Input-wrapper mantine-PillsInput-wrapper"
        data-variant="default"
        data-size="sm"
        data-pointer={on}
        data-multiline="true"
        data-with-right-section="true"
      >
        {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: as
            PillsInput's box, a press on it puts the focus in the field, which takes the keyboard */}
        <div
          {...boxProps}
          ref={ref}
          className="m_8fb7ebe7 mantine-Input-input mantine-PillsInput-input"
          data-variant="default"
          data-no-overflow="true"
          onMouseDown={(event) => {
            event.preventDefault()
            field.current?.focus()
          }}
          onClick={(event) => {
            event.preventDefault()
            field.current?.focus()
            onClick?.(event)
          }}
        >
          <div
            style={
              {
                '--pg-gap': 'var(--pg-gap-sm)',
                ...(onClear && { paddingInlineEnd: CLEAR_SECTION_OFFSET }),
              } as CSSProperties
            }
            className="m_1dcfd90b mantine-PillGroup-group"
            data-size="sm"
          >
            {pills.map((pill) => (
              <span
                key={pill.value}
                style={PILL_STYLE}
                className="m_44da308b m_7cda1cd6 mantine-Pill-root"
                data-variant="default"
                data-size="sm"
                data-with-remove="true"
              >
                <span className="m_1e0e6180 mantine-Pill-label">{pill.label}</span>
                {/* CloseButton is the frame's; Pill's own code is not needed for it. */}
                <CloseButton
                  className="m_ae386778 mantine-Pill-remove"
                  variant="transparent"
                  tabIndex={-1}
                  aria-hidden
                  onMouseDown={(event) => {
                    keepFocus(event)
                    event.stopPropagation()
                  }}
                  onClick={(event) => {
                    event.stopPropagation()
                    onRemove(pill.value)
                  }}
                />
              </span>
            ))}
            <input
              ref={field}
              className="m_45c4369d mantine-PillsInputField-field"
              data-pointer={on}
              data-type={pointer && !placeholder ? 'hidden' : 'visible'}
              placeholder={placeholder}
              role="combobox"
              aria-haspopup="listbox"
              aria-expanded={false}
              autoComplete="off"
              // Typing waits for the list: the field takes keys once MultiSelect is in its place.
              readOnly
              id={id}
              aria-invalid={false}
              type="text"
              onMouseDown={(event) => !pointer && event.stopPropagation()}
            />
          </div>
        </div>
        <div data-position="right" className="m_82577fc2 mantine-Input-section mantine-PillsInput-section">
          {onClear ? (
            <div data-combined-clear-section="true" style={CLEAR_SECTION_STYLE}>
              <CloseButton
                variant="transparent"
                size="sm"
                __staticSelector="InputClearButton"
                style={CLEAR_BUTTON_STYLE}
                tabIndex={-1}
                aria-hidden
                onMouseDown={keepFocus}
                onClick={onClear}
              />
              <Chevron />
            </div>
          ) : (
            <Chevron />
          )}
        </div>
      </div>
    </Field>
  )
}
