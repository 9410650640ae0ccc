import { Group, UnstyledButton } from '@mantine/core'
import type { TableColumn, TableGroup, TableGroupBy, TableSort } from '@portal/contracts/okr-table'
import { IconSelector, IconSortAscending, IconSortDescending } from '@tabler/icons-react'
import { type CSSProperties, type RefObject, useCallback, useEffect, useRef, useState } from 'react'
import { useRowWindow } from '../../../components/row-window.tsx'
import { useTranslation } from '../../../lib/texts.ts'
import { useMeasureLinks } from '../measure-links.tsx'
import type { ItemRef } from '../okr-api.ts'
import type { Expansion, TableLine } from './flatten-rows.ts'
import classes from './okr-table.module.css'
import { COLUMN_WIDTH, SORT_OF } from './table-cells.tsx'
import { GroupHeader, ItemLine, NoteLine, ROW_HEIGHT } from './table-rows.tsx'
import { useTableLines } from './use-child-rows.ts'
import { refKey, type useInlineEdit } from './use-inline-edit.tsx'

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
 * Objectives with their key results, projects and tasks as one table; a long one is virtual: only the
 * rows in view are in the page, so thousands stay smooth. A real <table> with spacer rows keeps its
 * semantics.
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
  const scroller = useRef<HTMLDivElement>(null)
  const lines = useTableLines(groups, groupBy !== 'none', expansion)
  const width = columns.reduce((sum, column) => sum + COLUMN_WIDTH[column], 0)
  const overflow = useSidewaysOverflow(scroller, width)

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

  return (
    <div
      className={classes.frame}
      data-testid="okr-table-frame"
      data-more-left={overflow.left || undefined}
      data-more-right={overflow.right || undefined}
      style={{ '--okr-sticky-width': `${COLUMN_WIDTH[columns[0] ?? 'title']}px` } as CSSProperties}
    >
      <div ref={scroller} className={classes.scroller} onScroll={overflow.measure}>
        <table
          className={classes.table}
          style={{ width, minWidth: '100%' }}
          aria-label={t('okr.table.label')}
        >
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
          <VirtualBody
            lines={lines}
            scroller={scroller}
            columns={columns}
            groupBy={groupBy}
            onToggle={onToggle}
            onOpen={onOpen}
            inline={inline}
          />
        </table>
      </div>
    </div>
  )
}

/** Whether the scroller hides columns to its left or right, kept up to date on scroll and resize. */
function useSidewaysOverflow(scroller: RefObject<HTMLDivElement | null>, width: number) {
  const [state, setState] = useState({ left: false, right: false })
  const measure = useCallback(() => {
    const element = scroller.current
    if (!element) return
    const left = element.scrollLeft > 1
    const right = element.scrollLeft + element.clientWidth < element.scrollWidth - 1
    setState((previous) => (previous.left === left && previous.right === right ? previous : { left, right }))
  }, [scroller])
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new table width changes what overflows
  useEffect(() => {
    measure()
    const element = scroller.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [measure, scroller, width])
  return { ...state, measure }
}

/**
 * The rows in view, between two spacer rows that keep the scroll height: every row of a table of up to
 * 100 lines, those the virtualiser names in a longer one, whose code loads only then (ADR 79). Its own
 * component: a scroll draws only this (not the lines' flattening above it), and rows already in view
 * are memoised.
 */
function VirtualBody({
  lines,
  scroller,
  columns,
  groupBy,
  onToggle,
  onOpen,
  inline,
}: Pick<Props, 'columns' | 'groupBy' | 'onToggle' | 'onOpen' | 'inline'> & {
  lines: TableLine[]
  scroller: RefObject<HTMLDivElement | null>
}) {
  const links = useMeasureLinks()
  const { first, last, before, after, virtualWindow } = useRowWindow({
    scroller,
    count: lines.length,
    rowHeight: ROW_HEIGHT,
    overscan: 5,
  })
  return (
    <tbody>
      {before > 0 && (
        <tr aria-hidden>
          <td colSpan={columns.length} style={{ height: before, padding: 0 }} />
        </tr>
      )}
      {lines.slice(first, last + 1).map((line) => {
        if (line.kind === 'group')
          return (
            <GroupHeader
              key={line.key}
              line={line}
              groupBy={groupBy}
              span={columns.length}
              onToggle={onToggle}
            />
          )
        if (line.kind !== 'item') return <NoteLine key={line.key} line={line} span={columns.length} />
        return (
          <ItemLine
            key={line.key}
            line={line}
            patch={inline.overrides.get(refKey({ type: line.type, id: line.item.id }))}
            columns={columns}
            onToggle={onToggle}
            onOpen={onOpen}
            edit={inline.edit}
            link={line.type === 'key_result' ? links.get(line.item.id) : undefined}
          />
        )
      })}
      {after > 0 && (
        <tr aria-hidden>
          <td colSpan={columns.length} style={{ height: after, padding: 0 }} />
        </tr>
      )}
      {virtualWindow}
    </tbody>
  )
}
