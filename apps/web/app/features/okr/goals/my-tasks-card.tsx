import { Anchor, Group, Stack, Text } from '@mantine/core'
import { okrTasksApi, type Task } from '@portal/contracts/okr-projects'
import { useState } from 'react'
import { Link } from 'react-router'
import checkbox from '../../../components/native-checkbox.module.css'
import type { ApiClient } from '../../../lib/api-client.ts'
import { formatters } from '../../../lib/format.ts'
import { localePath } from '../../../lib/locale-path.ts'
import { useTranslation } from '../../../lib/texts.ts'
import { useLocale } from '../../../lib/use-locale.ts'
import { useWrite } from '../../../lib/use-write.ts'
import { okrItemPath } from './okr-item-path.ts'

type Page<T> = { count: number; results: T[] }

/** One's open tasks, overdue first (the list's order: by due date, undated last). */
export const loadMyTasks = (api: ApiClient) =>
  api.call(okrTasksApi.list, { query: { owner: 'me', status: 'open', page_size: 10 } })

function TaskItem({ task, onToggled }: { task: Task; onToggled: (task: Task) => void }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const format = formatters(locale)
  // The card keeps its own list: the toggled task changes in place, the page is not loaded again.
  const toggleTask = useWrite(okrTasksApi.toggleComplete, {
    success: (changed) =>
      changed.is_complete ? t('okr_insights.cards.my_tasks.completed', { title: task.title }) : '',
    failure: t('okr_insights.cards.my_tasks.failed'),
    reload: false,
    onSuccess: onToggled,
  })
  const busy = toggleTask.busy
  const toggle = () => toggleTask.run({ params: { id: task.id } })

  let due = t('okr_insights.cards.my_tasks.no_due')
  if (task.due_date) {
    const key = task.is_overdue ? 'overdue' : 'due'
    due = t(`okr_insights.cards.my_tasks.${key}`, { date: format.day(task.due_date) })
  }
  return (
    <Group component="li" gap="sm" wrap="nowrap" align="flex-start">
      {/* The browser's own box: Mantine's would bring its code to the dashboard's first screen. */}
      <input
        type="checkbox"
        className={checkbox.box}
        style={{ marginTop: 3 }}
        checked={task.is_complete}
        disabled={busy || !task.can_edit}
        onChange={toggle}
        aria-label={t('okr_insights.cards.my_tasks.complete', { title: task.title })}
      />
      <div>
        <Anchor
          component={Link}
          to={localePath(locale, okrItemPath('task', task.id))}
          fw={600}
          td={task.is_complete ? 'line-through' : undefined}
        >
          {task.title}
        </Anchor>
        <Text size="xs" c="dimmed">
          {task.project.title}
        </Text>
        <Text size="xs" c={task.is_overdue && !task.is_complete ? 'coral.8' : 'dimmed'}>
          {due}
        </Text>
      </div>
    </Group>
  )
}

/** Open tasks with a toggle to complete them; a completed one stays (struck through) until the next visit. */
export function MyTasksCard({ data }: { data: Page<Task> }) {
  const { t } = useTranslation()
  const [changed, setChanged] = useState<Record<string, Task>>({})
  if (data.results.length === 0) return <Text c="dimmed">{t('okr_insights.cards.my_tasks.empty')}</Text>
  const more = data.count - data.results.length
  return (
    <Stack gap="xs">
      <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {data.results.map((task) => (
          <TaskItem
            key={task.id}
            task={changed[task.id] ?? task}
            onToggled={(next) => setChanged((current) => ({ ...current, [next.id]: next }))}
          />
        ))}
      </Stack>
      {more > 0 && (
        <Text size="sm" c="dimmed">
          {t('okr_insights.cards.my_tasks.more', { count: more })}
        </Text>
      )}
    </Stack>
  )
}
