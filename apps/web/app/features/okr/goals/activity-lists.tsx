import { Anchor, Group, Stack, Text } from '@mantine/core'
import type { OkrDashboard } from '@portal/contracts/okr-dashboard'
import { Link } from 'react-router'
import { formatters, personName } from '../../../lib/format.ts'
import { localePath } from '../../../lib/locale-path.ts'
import { useTranslation } from '../../../lib/texts.ts'
import { useLocale } from '../../../lib/use-locale.ts'
import { okrItemPath } from './okr-item-path.ts'

const LIST = { component: 'ul', m: 0, p: 0, style: { listStyle: 'none' } } as const

/** Open tasks past their due date, oldest first. */
export function OverdueTasks({ tasks }: { tasks: OkrDashboard['overdue_tasks'] }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const format = formatters(locale)
  return (
    <Stack gap="xs" {...LIST}>
      {tasks.map((task) => (
        <li key={task.id}>
          <Anchor component={Link} to={localePath(locale, okrItemPath('task', task.id))} fw={600}>
            {task.title}
          </Anchor>
          <Group gap="xs" justify="space-between">
            <Text size="xs" c="dimmed">
              {task.project.title}
              {task.assignee && ` · ${personName(task.assignee)}`}
            </Text>
            <Text size="xs" c="coral.8">
              {t('okr_insights.goals.overdue.due', { date: format.day(task.due_date) })}
            </Text>
          </Group>
        </li>
      ))}
    </Stack>
  )
}

/** The latest check-ins: which key result moved, from what to what, by whom and why. */
export function RecentCheckIns({ checkIns }: { checkIns: OkrDashboard['recent_check_ins'] }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const format = formatters(locale)
  return (
    <Stack gap="xs" {...LIST}>
      {checkIns.map((checkIn) => (
        <li key={checkIn.id}>
          <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
            <div>
              <Anchor
                component={Link}
                to={localePath(locale, okrItemPath('key_result', checkIn.key_result))}
                fw={600}
              >
                {checkIn.key_result_title}
              </Anchor>
              <Text size="xs" c="dimmed">
                {checkIn.objective.title}
              </Text>
            </div>
            <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
              {t('okr_insights.goals.check_ins.change', {
                from: format.decimal(checkIn.previous_value),
                to: format.decimal(checkIn.value),
              })}{' '}
              ({format.percent(checkIn.progress)})
            </Text>
          </Group>
          {checkIn.comment && (
            <Text size="sm" fs="italic">
              {checkIn.comment}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {t('okr_insights.goals.check_ins.by', {
              name: checkIn.author ? personName(checkIn.author) : t('okr_insights.unassigned'),
              when: format.dateTime(checkIn.created_at),
            })}
          </Text>
        </li>
      ))}
    </Stack>
  )
}
