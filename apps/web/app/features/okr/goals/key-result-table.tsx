import '@mantine/core/styles/Table.css'
import { Anchor, Table, Text } from '@mantine/core'
import type { DashboardKeyResult } from '@portal/contracts/okr-dashboard'
import type { KeyBetween, WebKey } from '@portal/i18n/text-keys'
import { Link } from 'react-router'
import { TableScroll } from '../../../components/table-scroll.tsx'
import { personName } from '../../../lib/format.ts'
import { localePath } from '../../../lib/locale-path.ts'
import { useTranslation } from '../../../lib/texts.ts'
import { useLocale } from '../../../lib/use-locale.ts'
import { useKeyResultValue } from '../key-result-value.ts'
import { HealthBadge, ProgressBar } from '../okr-display.tsx'
import { okrItemPath } from './okr-item-path.ts'

/** Key results that need attention: where they stand, who answers for them, pace and confidence. */
export function KeyResultTable({ keyResults }: { keyResults: DashboardKeyResult[] }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const { standing } = useKeyResultValue()
  const head = (key: KeyBetween<'okr_insights.goals.table.', '', WebKey>) =>
    t(`okr_insights.goals.table.${key}`)
  return (
    <TableScroll minWidth={720}>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{head('key_result')}</Table.Th>
            <Table.Th>{head('responsible')}</Table.Th>
            <Table.Th>{head('value')}</Table.Th>
            <Table.Th w={180}>{head('progress')}</Table.Th>
            <Table.Th>{head('pace')}</Table.Th>
            <Table.Th>{head('confidence')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {keyResults.map((kr) => (
            <Table.Tr key={kr.id}>
              <Table.Td>
                <Anchor component={Link} to={localePath(locale, okrItemPath('key_result', kr.id))} fw={600}>
                  {kr.title}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {kr.objective.title}
                </Text>
              </Table.Td>
              <Table.Td>
                {kr.responsible ? personName(kr.responsible) : t('okr_insights.unassigned')}
              </Table.Td>
              <Table.Td>{standing(kr)}</Table.Td>
              <Table.Td>
                <ProgressBar
                  value={kr.progress}
                  title={kr.title}
                  health={kr.pace}
                  name="okr_insights.progress_of"
                />
              </Table.Td>
              <Table.Td>
                <HealthBadge health={kr.pace} />
              </Table.Td>
              <Table.Td>{t('okr_insights.confidence', { value: kr.confidence })}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  )
}
