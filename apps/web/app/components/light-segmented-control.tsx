import type { CSSProperties } from 'react'
import { useId } from 'react'

/**
 * Mantine's SegmentedControl (default size, a label for the group; the page imports its CSS) as it draws before it has measured
 * its items: native radio buttons, the chosen one's label with the white background. Mantine then
 * slides a measured indicator between the items (`FloatingIndicator`, ~2.5 kB gzip with the control);
 * here the background moves with the choice at once. Arrow keys move the choice, as in any radio group.
 */
export function LightSegmentedControl<T extends string>({
  label,
  value,
  onChange,
  data,
}: {
  label: string
  value: T
  onChange: (value: T) => void
  data: readonly { value: T; label: string }[]
}) {
  const name = `mantine-${useId()}`
  return (
    <div
      style={SEGMENTED_STYLE}
      className="m_cf365364 mantine-SegmentedControl-root"
      data-with-items-borders="true"
      aria-label={label}
      role="radiogroup"
    >
      {data.map((item) => {
        const active = item.value === value ? 'true' : undefined
        return (
          <div key={item.value} className="m_69686b9b mantine-SegmentedControl-control" data-active={active}>
            <input
              className="m_1714d588 mantine-SegmentedControl-input"
              type="radio"
              id={`${name}-${item.value}`}
              data-focus-ring="auto"
              name={name}
              checked={item.value === value}
              value={item.value}
              onChange={() => onChange(item.value)}
            />
            <label
              className="m_1738fcb2 mantine-SegmentedControl-label"
              data-active={active}
              htmlFor={`${name}-${item.value}`}
            >
              <span className="m_78882f40 mantine-SegmentedControl-innerLabel">{item.label}</span>
            </label>
          </div>
        )
      })}
    </div>
  )
}

const SEGMENTED_STYLE = { '--sc-shadow': 'var(--mantine-shadow-xs)' } as CSSProperties
