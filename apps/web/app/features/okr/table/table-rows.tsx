import '@mantine/core/styles/ActionIcon.css'
import { ActionIcon, Anchor, Group, Text } from '@mantine/core'
import type { TableColumn, TableGroupBy } from '@portal/contracts/okr-table'
import type { KeyResultLink } from '@portal/contracts/ppm'
import {
  IconChecklist,
  IconChevronDown,
  IconChevronRight,
  IconFlag,
  IconTarget,
  IconTrophy,
} from '@tabler/icons-react'
import { memo } from 'react'
import { formatters } from '../../../lib/format.ts'
import { useTranslation } from '../../../lib/texts.ts'
import { useLocale } from '../../../lib/use-locale.ts'
import { MeasureLinkMarker } from '../measure-links.tsx'
import type { ItemRef } from '../okr-api.ts'
import { ProgressBar } from '../okr-display.tsx'
import { hasChildren, type ItemRow, type TableLine } from './flatten-rows.ts'
import classes from './okr-table.module.css'
import { renderCell } from './table-cells.tsx'
import type { useInlineEdit } from './use-inline-edit.tsx'

export const ROW_HEIGHT = 48
const TYPE_ICONS = { objective: IconTrophy, key_result: IconTarget, project: IconFlag, task: IconChecklist }

type GroupLine = Extract<TableLine, { kind: 'group' }>
type Note = Exclude<TableLine, ItemRow | GroupLine>

interface ItemProps {
  line: ItemRow
  /** An inline change not yet confirmed by the server (`useInlineEdit`'s override of this item). */
  patch: Record<string, unknown> | undefined
  columns: TableColumn[]
  onToggle: (key: string) => void
  onOpen: (ref: ItemRef) => void
  edit: ReturnType<typeof useInlineEdit>['edit']
  /** A key result's link to PPM measures (ADR 39, 50): marked, and its value not edited by hand if it follows them. */
  link?: KeyResultLink | undefined
}

/**
 * One objective, key result, project or task. Memoised: while the table scrolls, the rows already
 * drawn keep their props and are not drawn again; only the rows coming into view are.
 */
export const ItemLine = memo(function ItemLine({
  line,
  patch,
  columns,
  onToggle,
  onOpen,
  edit,
  link,
}: ItemProps) {
  const { t } = useTranslation()
  const locale = useLocale()
  const row = (patch ? { ...line, item: { ...line.item, ...patch } } : line) as ItemRow
  const Icon = TYPE_ICONS[row.type]
  const context = { t, locale, edit, link }
  return (
    <tr style={{ height: ROW_HEIGHT }} className={classes[`depth${row.depth}`]} data-type={row.type}>
      {columns.map((column) =>
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
              {link && <MeasureLinkMarker link={link} />}
            </Group>
          </td>
        ) : (
          <td key={column}>{renderCell(column, row, context)}</td>
        ),
      )}
    </tr>
  )
})

/** Where children are loading, failed to load, or there are none. */
export const NoteLine = memo(function NoteLine({ line, span }: { line: Note; span: number }) {
  const { t } = useTranslation()
  return (
    <tr style={{ height: ROW_HEIGHT }} data-type={line.kind}>
      <td colSpan={span}>
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
    </tr>
  )
})

/** A group's header: its name, how many objectives and their progress; opens and closes the group. */
export const GroupHeader = memo(function GroupHeader({
  line,
  groupBy,
  span,
  onToggle,
}: {
  line: GroupLine
  groupBy: TableGroupBy
  span: number
  onToggle: (key: string) => void
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const label = line.label || t(`okr.table.no_group.${groupBy}`)
  return (
    <tr className={classes.group} style={{ height: ROW_HEIGHT }} data-testid="group-row">
      <td colSpan={span}>
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
            <ProgressBar value={line.progress} title={label} name="okr.progress_of" />
          </div>
        </Group>
      </td>
    </tr>
  )
})
