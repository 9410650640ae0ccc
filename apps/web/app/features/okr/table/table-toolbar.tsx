import '@mantine/core/styles/Checkbox.css'
import '@mantine/core/styles/InlineInput.css'
import '@mantine/core/styles/Popover.css'
import { Button, Checkbox, Group, NativeSelect, Popover, Stack, Text } from '@mantine/core'
import {
  TABLE_COLUMNS,
  TABLE_GROUP_BYS,
  type TableColumn,
  type TableGroupBy,
} from '@portal/contracts/okr-table'
import { IconColumns, IconLayoutNavbarCollapse, IconLayoutNavbarExpand } from '@tabler/icons-react'
import { useTranslation } from '../../../lib/texts.ts'
import { PAGE_SIZES } from '../okr-url-state.ts'

interface Props {
  count: number
  groupBy: TableGroupBy
  onGroupBy: (groupBy: TableGroupBy) => void
  columns: TableColumn[]
  onColumns: (columns: TableColumn[]) => void
  expandAll: boolean
  onExpandAll: (expandAll: boolean) => void
  pageSize: number
  onPageSize: (pageSize: number) => void
}

/** Grouping, the columns shown, "expand all" and the page size of the table. */
export function TableToolbar(props: Props) {
  const { t } = useTranslation()
  const { columns } = props
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap">
      <Text size="sm" c="dimmed" data-testid="okr-count">
        {t('okr.table.count', { count: props.count })}
      </Text>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <NativeSelect
          label={t('okr.table.group_by')}
          value={props.groupBy}
          onChange={(event) => props.onGroupBy(event.currentTarget.value as TableGroupBy)}
          data={TABLE_GROUP_BYS.map((value) => ({ value, label: t(`okr.table.groups.${value}`) }))}
          size="sm"
        />
        <Popover position="bottom-end" withinPortal trapFocus>
          <Popover.Target>
            <Button variant="default" leftSection={<IconColumns size={16} aria-hidden />}>
              {t('okr.table.columns')}
            </Button>
          </Popover.Target>
          <Popover.Dropdown>
            <Checkbox.Group
              label={t('okr.table.columns')}
              value={columns}
              onChange={(chosen) =>
                // The order stays the catalogue's; the title is always there.
                props.onColumns(TABLE_COLUMNS.filter((c) => c === 'title' || chosen.includes(c)))
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
        <Button
          variant="default"
          leftSection={
            props.expandAll ? (
              <IconLayoutNavbarCollapse size={16} aria-hidden />
            ) : (
              <IconLayoutNavbarExpand size={16} aria-hidden />
            )
          }
          onClick={() => props.onExpandAll(!props.expandAll)}
        >
          {t(props.expandAll ? 'okr.table.collapse_all' : 'okr.table.expand_all')}
        </Button>
        <NativeSelect
          label={t('okr.table.page_size')}
          value={String(props.pageSize)}
          onChange={(event) => props.onPageSize(Number(event.currentTarget.value))}
          data={PAGE_SIZES.map(String)}
          size="sm"
        />
      </Group>
    </Group>
  )
}
