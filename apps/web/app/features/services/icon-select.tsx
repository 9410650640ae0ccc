import '@mantine/core/styles/Combobox.css'
import { Group, Select } from '@mantine/core'
import { SERVICE_ICONS } from '@portal/contracts/icons'
import { type IconMap, ServiceIcon } from './service-icon.tsx'

/** A choice from the curated icon set, each option drawn. */
export function IconSelect({
  label,
  icons,
  value,
  onChange,
  error,
}: {
  label: string
  icons: IconMap
  value: string
  onChange: (value: string) => void
  error?: string | undefined
}) {
  return (
    <Select
      label={label}
      searchable
      allowDeselect={false}
      data={[...SERVICE_ICONS]}
      value={value}
      onChange={(next) => next && onChange(next)}
      error={error}
      leftSection={<ServiceIcon svg={icons[value]} size={18} />}
      renderOption={({ option }) => (
        <Group gap="xs" wrap="nowrap">
          <ServiceIcon svg={icons[option.value]} size={18} />
          {option.label}
        </Group>
      )}
    />
  )
}
