import '@mantine/core/styles/Table.css'
import { Anchor, Table, Text } from '@mantine/core'
import type { Person } from '@portal/contracts/people'
import { Link, useSearchParams } from 'react-router'
import { formatters, personName } from '../lib/format.ts'
import { useTranslation } from '../lib/texts.ts'
import { useLocale } from '../lib/use-locale.ts'
import { ListPagination } from './list-pagination.tsx'
import { TableScroll } from './table-scroll.tsx'
import { type ThreadStatus, ThreadStatusBadge } from './thread-status.tsx'

/** How many threads a list shows at once. */
export const THREADS_PAGE_SIZE = 20

/** One thread in a list: its title links to it, the line below says what it is about. */
export interface ThreadRow {
  id: string
  href: string
  title: string
  subtitle: string
  status: ThreadStatus
  author: Person | null
  company: string
  lastMessageAt: string
}

interface Props {
  rows: ThreadRow[]
  count: number
  titleLabel: string
  /** Company admins and staff see whose thread it is; staff, across companies, also whose company. */
  readsOthers: boolean
  showsCompany: boolean
  /** What an empty list says, with filters in the address and without. */
  empty: { filtered: string; none: string }
}

/** Threads (support tickets, coaching requests) as a table, newest activity first, with its pages. */
export function ThreadTable({ rows, count, titleLabel, readsOthers, showsCompany, empty }: Props) {
  const { t } = useTranslation()
  const { date } = formatters(useLocale())
  const [params] = useSearchParams()
  return (
    <>
      <TableScroll minWidth={640}>
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{titleLabel}</Table.Th>
              <Table.Th>{t('threads.col_status')}</Table.Th>
              {readsOthers && <Table.Th>{t('threads.col_author')}</Table.Th>}
              {showsCompany && <Table.Th>{t('threads.col_company')}</Table.Th>}
              <Table.Th>{t('threads.col_updated')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>
                  <Anchor component={Link} to={row.href}>
                    {row.title}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {row.subtitle}
                  </Text>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <ThreadStatusBadge status={row.status} />
                </Table.Td>
                {readsOthers && (
                  <Table.Td>{row.author ? personName(row.author) : t('threads.former_user')}</Table.Td>
                )}
                {showsCompany && <Table.Td>{row.company}</Table.Td>}
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{date(row.lastMessageAt)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
      {rows.length === 0 && <Text>{params.size > 0 ? empty.filtered : empty.none}</Text>}
      {/* Mantine's Pagination loads only for a list longer than a page (ADR 82). */}
      <ListPagination count={count} pageSize={THREADS_PAGE_SIZE} label={t('threads.pages')} />
    </>
  )
}
