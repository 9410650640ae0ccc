import type { WebKey } from '@portal/i18n/text-keys'
import '@mantine/core/styles/Table.css'
import { Stack, Table, Text } from '@mantine/core'
import type { Problem } from '@portal/contracts/errors'
import type { BatchUserRow } from '@portal/contracts/users'
import { useTranslation } from '../../lib/texts.ts'

export interface ReportLine {
  /** Counted from 1, as the server's messages count. */
  row: number | null
  email: string
  field: string | null
  messages: string[]
}

/** The server's `rows.<index>.<field>` errors as lines of a table, in row order. */
export function reportOf(problem: Partial<Problem>, rows: BatchUserRow[]): ReportLine[] {
  return Object.entries(problem.errors ?? {})
    .map(([path, messages]) => {
      const [, index, field] = /^rows\.(\d+)\.?(\w*)/.exec(path) ?? []
      const row = index === undefined ? null : Number(index) + 1
      return { row, email: row ? (rows[row - 1]?.email ?? '') : '', field: field || null, messages }
    })
    .sort((a, b) => (a.row ?? 0) - (b.row ?? 0))
}

export function BatchReport({ lines }: { lines: ReportLine[] }) {
  const { t } = useTranslation()
  const label = (field: string | null) =>
    field ? t(`users.columns.${field}` as WebKey, { defaultValue: field }) : ''
  return (
    <Stack gap="xs">
      <Text size="sm">{t('users.batch.report_title')}</Text>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('users.batch.row')}</Table.Th>
            <Table.Th>{t('users.email')}</Table.Th>
            <Table.Th>{t('users.batch.field')}</Table.Th>
            <Table.Th>{t('users.batch.message')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={`${line.row}-${line.field}`}>
              <Table.Td>{line.row ?? '—'}</Table.Td>
              <Table.Td>{line.email}</Table.Td>
              <Table.Td>{label(line.field)}</Table.Td>
              <Table.Td>{line.messages.join(' ')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  )
}
