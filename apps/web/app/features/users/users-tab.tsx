import '@mantine/core/styles/Menu.css'
import { Button, Group, Menu, Paper, Stack, Text } from '@mantine/core'
import { isStaffUser } from '@portal/contracts/accounts'
import type { Company } from '@portal/contracts/companies'
import { endpointHref } from '@portal/contracts/endpoint'
import type { Group as UserGroup } from '@portal/contracts/groups'
import { type UserExportQuery, type UserSummary, usersApi } from '@portal/contracts/users'
import { IconDownload, IconPlus, IconUpload, IconUsersGroup } from '@tabler/icons-react'
import { useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { ListPagination } from '../../components/list-pagination.tsx'
import { localePath } from '../../lib/locale-path.ts'
import { useTranslation } from '../../lib/texts.ts'
import { useLocale } from '../../lib/use-locale.ts'
import { useMe } from '../../lib/use-me.ts'
import { AssignGroupsModal } from './assign-groups-modal.tsx'
import { BatchUploadModal } from './batch-upload-modal.tsx'
import { DuplicatesModal } from './duplicates-modal.tsx'
import { UserFilters } from './user-filters.tsx'
import { userFiltersOf } from './user-query.ts'
import { UsersTable } from './users-table.tsx'

interface Props {
  users: { count: number; results: UserSummary[] }
  groups: UserGroup[]
  companies: Company[]
}

type Dialog = 'import' | 'duplicates' | 'assign' | null

/** The users tab: filters, the list with bulk selection, export, import and (staff) duplicates. */
export function UsersTab({ users, groups, companies }: Props) {
  const { t } = useTranslation()
  const locale = useLocale()
  const me = useMe()
  const [params] = useSearchParams()
  const [selected, setSelected] = useState<Set<string>>(new Set())
  const [dialog, setDialog] = useState<Dialog>(null)
  const staff = me !== null && isStaffUser(me)
  const exportUrl = (format: UserExportQuery['format']) =>
    endpointHref(usersApi.export, { query: { ...userFiltersOf(params), format } })

  return (
    <Stack>
      <Group justify="space-between">
        <UserFilters companies={companies} groups={groups} />
      </Group>
      <Group gap="xs">
        <Button
          component={Link}
          to={localePath(locale, '/client/users/new')}
          leftSection={<IconPlus size={16} aria-hidden />}
        >
          {t('users.new')}
        </Button>
        <Button
          variant="light"
          leftSection={<IconUpload size={16} aria-hidden />}
          onClick={() => setDialog('import')}
        >
          {t('users.import')}
        </Button>
        <Menu position="bottom-start">
          <Menu.Target>
            <Button variant="light" leftSection={<IconDownload size={16} aria-hidden />}>
              {t('users.export')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item component="a" href={exportUrl('xlsx')} download>
              {t('users.export_xlsx')}
            </Menu.Item>
            <Menu.Item component="a" href={exportUrl('csv')} download>
              {t('users.export_csv')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
        {staff && (
          <Button variant="subtle" onClick={() => setDialog('duplicates')}>
            {t('users.duplicates')}
          </Button>
        )}
      </Group>
      <Text c="dimmed" size="sm">
        {t('users.count', { count: users.count })}
      </Text>
      {selected.size > 0 && (
        <Paper withBorder p="xs">
          <Group>
            <Text size="sm" fw={600}>
              {t('users.bulk.selected', { count: selected.size })}
            </Text>
            <Button
              size="compact-sm"
              leftSection={<IconUsersGroup size={16} aria-hidden />}
              onClick={() => setDialog('assign')}
              disabled={groups.length === 0}
            >
              {t('users.bulk.assign_groups')}
            </Button>
            <Button size="compact-sm" variant="subtle" onClick={() => setSelected(new Set())}>
              {t('users.bulk.clear')}
            </Button>
          </Group>
        </Paper>
      )}
      <UsersTable users={users.results} selected={selected} onSelect={setSelected} />
      {users.results.length === 0 && <Text>{t('users.empty')}</Text>}
      <ListPagination count={users.count} />
      <BatchUploadModal opened={dialog === 'import'} onClose={() => setDialog(null)} />
      {staff && <DuplicatesModal opened={dialog === 'duplicates'} onClose={() => setDialog(null)} />}
      <AssignGroupsModal
        opened={dialog === 'assign'}
        onClose={() => setDialog(null)}
        onDone={() => setSelected(new Set())}
        userIds={[...selected]}
        groups={groups}
      />
    </Stack>
  )
}
