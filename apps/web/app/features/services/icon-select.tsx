import '@mantine/core/styles/Combobox.css'
import { Group, Select } from '@mantine/core'
import { SERVICE_ICONS, type ServiceIconName } from '@portal/contracts/icons'
import { type IconMap, ServiceIcon } from './service-icon.tsx'

/** The set's name for a stored icon; undefined for one the set no longer holds. */
export const knownIcon = (name: string | undefined) => SERVICE_ICONS.find((known) => known === name)

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
  value: ServiceIconName
  onChange: (value: ServiceIconName) => void
  error?: string | undefined
}) {
  return (
    <Select
      label={label}
      searchable
      allowDeselect={false}
      data={[...SERVICE_ICONS]}
      value={value}
      onChange={(next) => {
        const name = knownIcon(next ?? undefined)
        if (name) onChange(name)
      }}
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
