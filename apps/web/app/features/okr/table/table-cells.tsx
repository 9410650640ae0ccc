import { Text } from '@mantine/core'
import type { Locale } from '@portal/contracts/locales'
import { HEALTHS, OBJECTIVE_STATUSES } from '@portal/contracts/okr'
import { PROJECT_STATUSES } from '@portal/contracts/okr-projects'
import type { TableColumn, TableSortField } from '@portal/contracts/okr-table'
import type { KeyResultLink } from '@portal/contracts/ppm'
import type { ReactNode } from 'react'
import { StatusBadge } from '../../../components/status-badge.tsx'
import { formatters, personName } from '../../../lib/format.ts'
import type { Translate } from '../../../lib/texts.ts'
import { formatKeyResultStanding } from '../key-result-value.ts'
import {
  formatDay,
  formatPeriod,
  HealthBadge,
  ObjectiveStatusBadge,
  ProgressBar,
  ProjectStatusBadge,
} from '../okr-display.tsx'
import type { ItemRow } from './flatten-rows.ts'
import { ChoiceMenu, ValueEditor } from './inline-cells.tsx'
import type { useInlineEdit } from './use-inline-edit.tsx'

/** What a column sorts by on the server (columns without one do not sort). */
export const SORT_OF: Partial<Record<TableColumn, TableSortField>> = {
  title: 'title',
  team: 'team',
  owner: 'owner',
  period: 'period_start',
  status: 'status',
  health: 'health',
  progress: 'progress',
  updated_at: 'updated_at',
}

/** Column widths in pixels: fixed, so virtual rows line up whatever they show. */
export const COLUMN_WIDTH: Record<TableColumn, number> = {
  title: 380,
  team: 150,
  owner: 160,
  responsible: 200,
  period: 210,
  status: 150,
  health: 140,
  progress: 180,
  current_value: 190,
  confidence: 110,
  pace: 130,
  due_date: 130,
  updated_at: 170,
}

export interface CellContext {
  t: Translate
  locale: Locale
  edit: ReturnType<typeof useInlineEdit>['edit']
  /** The row's link to PPM measures, if it is a key result that has one. */
  link?: KeyResultLink | undefined
}

const dim = (text: string) => (
  <Text size="sm" truncate>
    {text}
  </Text>
)

/** One cell of an item row; the title cell is drawn by the table itself. */
export function renderCell(
  column: TableColumn,
  row: ItemRow,
  { t, locale, edit, link }: CellContext,
): ReactNode {
  const f = formatters(locale)
  const none = t('okr.values.none')
  const title = row.item.title
  switch (column) {
    case 'team':
      return row.type === 'objective' || row.type === 'project' ? dim(row.item.team?.name ?? none) : null
    case 'owner': {
      const person =
        row.type === 'objective' || row.type === 'project'
          ? row.item.owner
          : row.type === 'key_result'
            ? row.item.responsible
            : row.item.assignee
      return dim(person ? personName(person) : none)
    }
    case 'responsible':
      if (row.type === 'objective') return dim(row.item.responsible.map(personName).join(', ') || none)
      if (row.type === 'key_result')
        return dim(row.item.responsible ? personName(row.item.responsible) : none)
      return null
    case 'period':
      if (row.type === 'objective')
        return dim(formatPeriod(locale, row.item.period_start, row.item.period_end))
      if (row.type === 'project')
        return dim(formatPeriod(locale, row.item.start_date, row.item.end_date) || none)
      return null
    case 'status':
      if (row.type === 'objective') {
        const o = row.item
        if (!o.can_edit) return <ObjectiveStatusBadge status={o.status} />
        return (
          <ChoiceMenu
            label={t('okr.inline.status_of', { title })}
            value={o.status}
            options={OBJECTIVE_STATUSES}
            render={(status) => <ObjectiveStatusBadge status={status} />}
            onChange={(status) => edit.objective(o, { status })}
          />
        )
      }
      if (row.type === 'project') {
        const p = row.item
        if (!p.can_edit) return <ProjectStatusBadge status={p.status} />
        return (
          <ChoiceMenu
            label={t('okr.inline.status_of', { title })}
            value={p.status}
            options={PROJECT_STATUSES}
            render={(status) => <ProjectStatusBadge status={status} />}
            onChange={(status) => edit.project(p, { status })}
          />
        )
      }
      if (row.type === 'task') {
        const task = row.item
        if (task.is_complete) return <StatusBadge color="teal">{t('okr.values.task_done')}</StatusBadge>
        return task.is_overdue ? (
          <StatusBadge color="red">{t('okr.values.overdue')}</StatusBadge>
        ) : (
          <StatusBadge color="gray">{t('okr.values.task_open')}</StatusBadge>
        )
      }
      return null
    case 'health':
      if (row.type === 'objective') {
        const o = row.item
        if (!o.can_edit) return <HealthBadge health={o.health} />
        return (
          <ChoiceMenu
            label={t('okr.inline.health_of', { title })}
            value={o.health}
            options={HEALTHS}
            render={(value) => <HealthBadge health={value} />}
            onChange={(value) => edit.objective(o, { health: value })}
          />
        )
      }
      return row.type === 'key_result' ? <HealthBadge health={row.item.pace} /> : null
    case 'progress':
      return row.type === 'task' ? null : (
        <ProgressBar value={row.item.progress} title={row.item.title} name="okr.progress_of" />
      )
    case 'current_value': {
      if (row.type === 'project') {
        return dim(t('okr.values.tasks_done', { done: row.item.done_task_count, count: row.item.task_count }))
      }
      if (row.type !== 'key_result') return null
      const kr = row.item
      const shown = formatKeyResultStanding(locale, t, kr)
      // A value that follows PPM measures changes with their realised effects, never by hand (ADR 50).
      if (link?.from_measures) {
        return (
          <Text size="sm" truncate title={t('okr.measures.check_in_blocked')}>
            {shown}
          </Text>
        )
      }
      if (!kr.can_edit || kr.metric === 'milestone') return dim(shown)
      if (kr.metric === 'yes_no') {
        return (
          <ChoiceMenu
            label={t('okr.inline.edit_value', { title })}
            value={kr.current_value >= 1 ? 'yes' : 'no'}
            options={['no', 'yes'] as const}
            render={(value) => <Text size="sm">{t(`okr.values.${value}`)}</Text>}
            onChange={(value) => {
              const current_value = value === 'yes' ? 1 : 0
              edit.keyResult(kr, { current_value })
            }}
          />
        )
      }
      return (
        <ValueEditor
          label={t('okr.inline.edit_value', { title })}
          shown={shown}
          value={kr.current_value}
          onSave={(current_value) => edit.keyResult(kr, { current_value })}
        />
      )
    }
    case 'confidence':
      return row.type === 'key_result'
        ? dim(t('okr.values.confidence', { value: f.number(row.item.confidence) }))
        : null
    case 'pace':
      return row.type === 'key_result' ? <HealthBadge health={row.item.pace} /> : null
    case 'due_date':
      if (row.type === 'task') return dim(row.item.due_date ? formatDay(locale, row.item.due_date) : none)
      if (row.type === 'project') return dim(row.item.end_date ? formatDay(locale, row.item.end_date) : none)
      return null
    case 'updated_at':
      return dim(f.dateTime(row.item.updated_at))
    default:
      return null
  }
}
