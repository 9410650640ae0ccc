import '@mantine/core/styles/Checkbox.css'
import '@mantine/core/styles/InlineInput.css'
import { Alert, Checkbox, Group, Loader, Stack, Text } from '@mantine/core'
import { okrTasksApi } from '@portal/contracts/okr-projects'
import { useState } from 'react'
import { personName } from '../../../lib/format.ts'
import { useRead } from '../../../lib/query-keys.ts'
import { useTranslation } from '../../../lib/texts.ts'
import { useLocale } from '../../../lib/use-locale.ts'
import { useWrite } from '../../../lib/use-write.ts'
import { childInputs } from '../child-inputs.ts'
import { OKR_READS } from '../okr-api.ts'
import { formatDay } from '../okr-display.tsx'

/** A project's tasks, each with a complete toggle for those who may change it. */
export function ProjectTasks({ projectId }: { projectId: string }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const query = useRead(okrTasksApi.list, childInputs.tasksOf(projectId))
  const toggleTask = useWrite(okrTasksApi.toggleComplete, {
    success: t('okr.tasks.toggled'),
    failure: (said) => `${t('okr.tasks.failed')} ${said}`,
    changes: OKR_READS,
  })
  // The toggle shows at once; it falls back to the server's state once that has loaded again.
  const [pending, setPending] = useState<ReadonlyMap<string, boolean>>(new Map())
  if (query.isPending) return <Loader size="sm" aria-label={t('okr.table.loading')} />
  if (query.isError) return <Alert color="coral">{t('okr.table.load_failed')}</Alert>
  if (query.data.results.length === 0) return <Text c="dimmed">{t('okr.tasks.empty')}</Text>

  async function toggle(id: string, complete: boolean) {
    setPending((current) => new Map(current).set(id, complete))
    try {
      await toggleTask.run({ params: { id } })
    } finally {
      setPending((current) => {
        const next = new Map(current)
        next.delete(id)
        return next
      })
    }
  }

  return (
    <Stack gap="xs">
      {query.data.results.map((task) => (
        <Group key={task.id} justify="space-between" wrap="nowrap">
          <Checkbox
            label={task.title}
            aria-label={t('okr.tasks.toggle', { title: task.title })}
            checked={pending.get(task.id) ?? task.is_complete}
            disabled={!task.can_edit || pending.has(task.id)}
            onChange={(event) => toggle(task.id, event.currentTarget.checked)}
          />
          <Text size="xs" c={task.is_overdue ? 'red.8' : 'dimmed'}>
            {task.assignee ? personName(task.assignee) : t('okr.tasks.unassigned')}
            {task.due_date && ` · ${t('okr.tasks.due', { date: formatDay(locale, task.due_date) })}`}
          </Text>
        </Group>
      ))}
    </Stack>
  )
}
