import '@mantine/core/styles/Checkbox.css'
import '@mantine/core/styles/InlineInput.css'
import '@mantine/core/styles/Popover.css'
import { Checkbox, Popover, Stack } from '@mantine/core'
import { TABLE_COLUMNS, type TableColumn } from '@portal/contracts/okr-table'
import { cloneElement } from 'react'
import { type LoadedPopupProps, useStartFocus, useStartOpened } from '../../../components/popup-on-demand.tsx'
import { useTranslation } from '../../../lib/texts.ts'

export type ColumnsPopupProps = { columns: TableColumn[]; onColumns: (columns: TableColumn[]) => void }

/** The choice of the table's columns once loaded (table-toolbar.tsx draws its button before). */
export function ColumnsPopup({ start, trigger, columns, onColumns }: ColumnsPopupProps & LoadedPopupProps) {
  const { t } = useTranslation()
  const focus = useStartFocus(start)
  const { opened, onChange } = useStartOpened(start)
  return (
    <Popover position="bottom-end" withinPortal trapFocus opened={opened} onChange={onChange}>
      <Popover.Target>
        {cloneElement(trigger, { ref: focus, onClick: () => onChange(!opened) })}
      </Popover.Target>
      <Popover.Dropdown>
        <Checkbox.Group
          label={t('okr.table.columns')}
          value={columns}
          onChange={(chosen) =>
            // The order stays the catalogue's; the title is always there.
            onColumns(TABLE_COLUMNS.filter((c) => c === 'title' || chosen.includes(c)))
          }
        >
          <Stack gap={6} mt="xs">
            {TABLE_COLUMNS.map((column) => (
              <Checkbox
                key={column}
                value={column}
                label={t(`okr.columns.${column}`)}
                disabled={column === 'title'}
              />
            ))}
          </Stack>
        </Checkbox.Group>
      </Popover.Dropdown>
    </Popover>
  )
}
