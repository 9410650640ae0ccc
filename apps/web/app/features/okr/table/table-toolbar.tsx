import { Button, Group, Text } from '@mantine/core'
import { TABLE_GROUP_BYS, type TableColumn, type TableGroupBy } from '@portal/contracts/okr-table'
import { IconColumns, IconLayoutNavbarCollapse, IconLayoutNavbarExpand } from '@tabler/icons-react'
import { LightNativeSelect } from '../../../components/light-fields.tsx'
import { PopupOnDemand } from '../../../components/popup-on-demand.tsx'
import { useTranslation } from '../../../lib/texts.ts'
import { PAGE_SIZES } from '../okr-url-state.ts'

// The column choice (Popover with floating-ui, checkboxes) loads when the pointer or the focus first
// reaches its button (ADR 69).
const loadColumns = () => import('./columns-popup.tsx').then((module) => module.ColumnsPopup)

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
        <LightNativeSelect
          label={t('okr.table.group_by')}
          value={props.groupBy}
          onChange={(event) => props.onGroupBy(event.currentTarget.value as TableGroupBy)}
          data={TABLE_GROUP_BYS.map((value) => ({ value, label: t(`okr.table.groups.${value}`) }))}
        />
        <PopupOnDemand
          load={loadColumns}
          props={{ columns, onColumns: props.onColumns }}
          trigger={
            // What the loaded Popover's target says too: it opens a dialog, closed for now.
            <Button
              variant="default"
              leftSection={<IconColumns size={16} aria-hidden />}
              aria-haspopup="dialog"
              aria-expanded={false}
            >
              {t('okr.table.columns')}
            </Button>
          }
        />
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
        <LightNativeSelect
          label={t('okr.table.page_size')}
          value={String(props.pageSize)}
          onChange={(event) => props.onPageSize(Number(event.currentTarget.value))}
          data={PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }))}
        />
      </Group>
    </Group>
  )
}
