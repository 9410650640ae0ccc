import '@mantine/core/styles/ActionIcon.css'
import { ActionIcon, Anchor, Group, Text, UnstyledButton } from '@mantine/core'
import type { TableColumn, TableGroup, TableGroupBy, TableSort } from '@portal/contracts/okr-table'
import {
  IconChecklist,
  IconChevronDown,
  IconChevronRight,
  IconFlag,
  IconSelector,
  IconSortAscending,
  IconSortDescending,
  IconTarget,
  IconTrophy,
} from '@tabler/icons-react'
import { useVirtualizer } from '@tanstack/react-virtual'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { formatters } from '../../../lib/format.ts'
import { useLocale } from '../../../lib/use-locale.ts'
import type { ItemRef } from '../okr-api.ts'
import { ProgressBar } from '../okr-display.tsx'
import { type Expansion, hasChildren, type ItemRow, type TableLine } from './flatten-rows.ts'
import classes from './okr-table.module.css'
import { COLUMN_WIDTH, renderCell, SORT_OF } from './table-cells.tsx'
import { useTableLines } from './use-child-rows.ts'
import { refKey, type useInlineEdit } from './use-inline-edit.ts'

const ROW_HEIGHT = 48
const TYPE_ICONS = { objective: IconTrophy, key_result: IconTarget, project: IconFlag, task: IconChecklist }

interface Props {
  groups: TableGroup[]
  groupBy: TableGroupBy
  columns: TableColumn[]
  sort: TableSort
  onSort: (sort: TableSort) => void
  expansion: Expansion
  onToggle: (key: string) => void
  onOpen: (ref: ItemRef) => void
  inline: ReturnType<typeof useInlineEdit>
}

/**
 * Objectives with their key results, projects and tasks as one virtual table: only the rows in view
 * are in the page, so thousands stay smooth. A real <table> with spacer rows keeps its semantics.
 */
export function OkrTable({
  groups,
  groupBy,
  columns,
  sort,
  onSort,
  expansion,
  onToggle,
  onOpen,
  inline,
}: Props) {
  const { t } = useTranslation()
  const locale = useLocale()
  const scroller = useRef<HTMLDivElement>(null)
  const lines = useTableLines(groups, groupBy !== 'none', expansion)
  const virtualizer = useVirtualizer({
    count: lines.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    getItemKey: (index) => lines[index]?.key ?? index,
    // Server rendering has no viewport: draw the first screenful.
    initialRect: { width: 1200, height: 720 },
  })
  const items = virtualizer.getVirtualItems()
  const total = virtualizer.getTotalSize()
  const before = items[0]?.start ?? 0
  const after = total - (items.at(-1)?.end ?? 0)
  const width = columns.reduce((sum, column) => sum + COLUMN_WIDTH[column], 0)
  const context = { t, locale, edit: inline.edit }

  const header = (column: TableColumn) => {
    const field = SORT_OF[column]
    const label = t(`okr.columns.${column}`)
    if (!field) return label
    const active = sort.field === field
    const Icon = active ? (sort.direction === 'asc' ? IconSortAscending : IconSortDescending) : IconSelector
    return (
      <UnstyledButton
        className={classes.sort}
        aria-label={t('okr.table.sort_by', { column: label })}
        onClick={() => onSort({ field, direction: active && sort.direction === 'asc' ? 'desc' : 'asc' })}
      >
        <Group gap={4} wrap="nowrap">
          {label}
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    )
  }

  const itemLine = (line: ItemRow) => {
    const patch = inline.overrides.get(refKey({ type: line.type, id: line.item.id }))
    const row = (patch ? { ...line, item: { ...line.item, ...patch } } : line) as ItemRow
    const Icon = TYPE_ICONS[row.type]
    return columns.map((column) =>
      column === 'title' ? (
        <td key={column}>
          <Group gap={6} wrap="nowrap" pl={row.depth * 24}>
            {hasChildren(row) ? (
              <ActionIcon
                variant="subtle"
                size="sm"
                color="gray"
                aria-expanded={row.open}
                aria-label={t(row.open ? 'okr.table.collapse' : 'okr.table.expand', {
                  title: row.item.title,
                })}
                onClick={() => onToggle(row.key)}
              >
                {row.open ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
              </ActionIcon>
            ) : (
              <span className={classes.spacer} />
            )}
            <Icon size={16} aria-label={t(`okr.types.${row.type}`)} className={classes[row.type]} />
            <Anchor
              component="button"
              type="button"
              size="sm"
              className={classes.title}
              fw={row.type === 'objective' ? 600 : 400}
              onClick={() => onOpen({ type: row.type, id: row.item.id })}
              title={row.item.title}
            >
              {row.item.title}
            </Anchor>
          </Group>
        </td>
      ) : (
        <td key={column}>{renderCell(column, row, context)}</td>
      ),
    )
  }

  const noteLine = (line: Exclude<TableLine, ItemRow | { kind: 'group' }>) => (
    <td colSpan={columns.length}>
      <Text size="sm" c={line.kind === 'error' ? 'coral.8' : 'dimmed'} pl={line.depth * 24 + 30}>
        {t(
          line.kind === 'loading'
            ? 'okr.table.loading'
            : line.kind === 'error'
              ? 'okr.table.load_failed'
              : 'okr.table.no_children',
        )}
      </Text>
    </td>
  )

  return (
    <div ref={scroller} className={classes.scroller}>
      <table className={classes.table} style={{ width, minWidth: '100%' }} aria-label={t('okr.table.label')}>
        <colgroup>
          {columns.map((column) => (
            <col key={column} style={{ width: COLUMN_WIDTH[column] }} />
          ))}
        </colgroup>
        <thead>
          <tr>
            {columns.map((column) => {
              const field = SORT_OF[column]
              const sorted = field && sort.field === field
              return (
                <th
                  key={column}
                  scope="col"
                  aria-sort={sorted ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined}
                >
                  {header(column)}
                </th>
              )
            })}
          </tr>
        </thead>
        <tbody>
          {before > 0 && (
            <tr aria-hidden>
              <td colSpan={columns.length} style={{ height: before, padding: 0 }} />
            </tr>
          )}
          {items.map((virtual) => {
            const line = lines[virtual.index]
            if (!line) return null
            if (line.kind === 'group') {
              const label = line.label || t(`okr.table.no_group.${groupBy}`)
              return (
                <tr
                  key={line.key}
                  className={classes.group}
                  style={{ height: ROW_HEIGHT }}
                  data-testid="group-row"
                >
                  <td colSpan={columns.length}>
                    <Group gap="sm" wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        size="sm"
                        color="gray"
                        aria-expanded={line.open}
                        aria-label={t('okr.table.toggle_group', { label })}
                        onClick={() => onToggle(line.key)}
                      >
                        {line.open ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
                      </ActionIcon>
                      <Text fw={600} size="sm">
                        {label}
                      </Text>
                      <Text size="sm" c="dimmed">
                        {t('okr.table.group_summary', {
                          count: line.count,
                          progress: formatters(locale).percent(line.progress),
                        })}
                      </Text>
                      <div style={{ width: 160 }}>
                        <ProgressBar value={line.progress} title={label} />
                      </div>
                    </Group>
                  </td>
                </tr>
              )
            }
            return (
              <tr
                key={line.key}
                style={{ height: ROW_HEIGHT }}
                className={line.kind === 'item' ? classes[`depth${line.depth}`] : undefined}
                data-type={line.kind === 'item' ? line.type : line.kind}
              >
                {line.kind === 'item' ? itemLine(line) : noteLine(line)}
              </tr>
            )
          })}
          {after > 0 && (
            <tr aria-hidden>
              <td colSpan={columns.length} style={{ height: after, padding: 0 }} />
            </tr>
          )}
        </tbody>
      </table>
    </div>
  )
}
