import '@mantine/core/styles/List.css'
import { List, SimpleGrid, Stack, Text } from '@mantine/core'
import type { KeyBetween, WebKey } from '@portal/i18n/text-keys'
import type { ReactNode } from 'react'
import { StatusBadge } from '../../../components/status-badge.tsx'
import { formatters, personName } from '../../../lib/format.ts'
import { useTranslation } from '../../../lib/texts.ts'
import { useLocale } from '../../../lib/use-locale.ts'
import { formatKeyResultValue } from '../key-result-value.ts'
import type { LoadedItem } from '../okr-api.ts'
import {
  formatDay,
  formatPeriod,
  HealthBadge,
  ObjectiveStatusBadge,
  ProgressBar,
  ProjectStatusBadge,
} from '../okr-display.tsx'

/** The fields of an item, read-only, formatted for the page's locale. */
export function ItemDetails({ loaded }: { loaded: LoadedItem }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const f = formatters(locale)
  const none = t('okr.values.none')
  const people = (list: { first_name: string; last_name: string; email: string }[]) =>
    list.map(personName).join(', ') || none
  const rows: [string, ReactNode][] = []
  const add = (label: KeyBetween<'okr.fields.', '', WebKey>, value: ReactNode) =>
    rows.push([t(`okr.fields.${label}`), value])

  if (loaded.type === 'objective') {
    const o = loaded.item
    add('progress', <ProgressBar value={o.progress} title={o.title} name="okr.progress_of" />)
    add('status', <ObjectiveStatusBadge status={o.status} />)
    add('health', <HealthBadge health={o.health} />)
    add('period', formatPeriod(locale, o.period_start, o.period_end))
    add('team', o.team?.name ?? none)
    add('owner', o.owner ? personName(o.owner) : none)
    add('responsible', people(o.responsible))
    add('parents', o.parents.map((p) => p.title).join(', ') || none)
    add('key_result_count', f.number(o.key_result_count))
    add('child_count', f.number(o.child_count))
  } else if (loaded.type === 'key_result') {
    const kr = loaded.item
    const value = (v: number) => formatKeyResultValue(locale, t, kr, v)
    add('progress', <ProgressBar value={kr.progress} title={kr.title} name="okr.progress_of" />)
    add('pace', <HealthBadge health={kr.pace} />)
    add('objective', kr.objective.title)
    add('metric', t(`okr.metrics.${kr.metric}`))
    if (kr.metric !== 'milestone' && kr.metric !== 'yes_no') {
      add('start_value', value(kr.start_value))
      add('target_value', value(kr.target_value))
    }
    add('current_value', value(kr.current_value))
    add('weight', f.number(kr.weight, Number.isInteger(kr.weight) ? 0 : 2))
    add('responsible_person', kr.responsible ? personName(kr.responsible) : none)
    add('confidence', t('okr.values.confidence', { value: f.number(kr.confidence) }))
    add('last_check_in', kr.last_check_in_at ? f.dateTime(kr.last_check_in_at) : t('okr.fields.never'))
    if (kr.metric === 'milestone') {
      add(
        'milestones',
        <List size="sm">
          {kr.milestones.map((m) => (
            <List.Item key={m.id}>
              {m.title} {m.done && <StatusBadge color="teal">{t('okr.values.task_done')}</StatusBadge>}
            </List.Item>
          ))}
        </List>,
      )
    }
  } else if (loaded.type === 'project') {
    const p = loaded.item
    add('progress', <ProgressBar value={p.progress} title={p.title} name="okr.progress_of" />)
    add('status', <ProjectStatusBadge status={p.status} />)
    add('tasks', t('okr.values.tasks_done', { done: p.done_task_count, count: p.task_count }))
    add('key_results', p.key_results.map((kr) => kr.title).join(', ') || none)
    add('owner', p.owner ? personName(p.owner) : none)
    add('team', p.team?.name ?? none)
    add('period', formatPeriod(locale, p.start_date, p.end_date) || none)
  } else {
    const task = loaded.item
    add('project', task.project.title)
    add('assignee', task.assignee ? personName(task.assignee) : none)
    add('due_date', task.due_date ? formatDay(locale, task.due_date) : none)
    add(
      'is_complete',
      task.is_complete ? (
        <StatusBadge color="teal">{t('okr.values.task_done')}</StatusBadge>
      ) : (
        <StatusBadge color={task.is_overdue ? 'red' : 'gray'}>
          {t(task.is_overdue ? 'okr.values.overdue' : 'okr.values.task_open')}
        </StatusBadge>
      ),
    )
  }
  add('created', f.dateTime(loaded.item.created_at))
  add('updated', f.dateTime(loaded.item.updated_at))

  return (
    <Stack gap="md">
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} c={loaded.item.description ? undefined : 'dimmed'}>
        {loaded.item.description || t('okr.drawer.no_description')}
      </Text>
      <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs" component="dl" m={0}>
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <Text component="dt" size="sm" c="dimmed">
              {label}
            </Text>
            <Text component="dd" size="sm" m={0}>
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Stack>
  )
}
