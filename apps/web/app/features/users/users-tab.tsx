import { Button, Group, Paper, Stack, Text } from '@mantine/core'
import { isStaffUser } from '@portal/contracts/accounts'
import type { Company } from '@portal/contracts/companies'
import { endpointHref } from '@portal/contracts/endpoint'
import type { Group as UserGroup } from '@portal/contracts/groups'
import { type UserExportQuery, type UserSummary, usersApi } from '@portal/contracts/users'
import { IconDownload, IconPlus, IconUpload, IconUsersGroup } from '@tabler/icons-react'
import { lazy, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { DialogOnDemand } from '../../components/dialog-on-demand.tsx'
import { ListPagination } from '../../components/list-pagination.tsx'
import { PopupOnDemand } from '../../components/popup-on-demand.tsx'
import { localePath } from '../../lib/locale-path.ts'
import { useTranslation } from '../../lib/texts.ts'
import { useLocale } from '../../lib/use-locale.ts'
import { useMe } from '../../lib/use-me.ts'
import { UserFilters } from './user-filters.tsx'
import { userFiltersOf } from './user-query.ts'
import { UsersTable } from './users-table.tsx'

// The export's menu loads when the pointer or focus reaches its button, the dialogs when first opened
// (their forms, file input and group picker are no part of the first screen; ADR 71).
const loadExportMenu = () => import('./export-menu.tsx').then((module) => module.ExportMenu)
const BatchUploadModal = lazy(() =>
  import('./batch-upload-modal.tsx').then((module) => ({ default: module.BatchUploadModal })),
)
const DuplicatesModal = lazy(() =>
  import('./duplicates-modal.tsx').then((module) => ({ default: module.DuplicatesModal })),
)
const AssignGroupsModal = lazy(() =>
  import('./assign-groups-modal.tsx').then((module) => ({ default: module.AssignGroupsModal })),
)

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
        <PopupOnDemand
          menu
          load={loadExportMenu}
          props={{ xlsx: exportUrl('xlsx'), csv: exportUrl('csv') }}
          trigger={
            <Button variant="light" leftSection={<IconDownload size={16} aria-hidden />}>
              {t('users.export')}
            </Button>
          }
        />
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
      <DialogOnDemand opened={dialog === 'import'}>
        <BatchUploadModal opened={dialog === 'import'} onClose={() => setDialog(null)} />
      </DialogOnDemand>
      {staff && (
        <DialogOnDemand opened={dialog === 'duplicates'}>
          <DuplicatesModal opened={dialog === 'duplicates'} onClose={() => setDialog(null)} />
        </DialogOnDemand>
      )}
      <DialogOnDemand opened={dialog === 'assign'}>
        <AssignGroupsModal
          opened={dialog === 'assign'}
          onClose={() => setDialog(null)}
          onDone={() => setSelected(new Set())}
          userIds={[...selected]}
          groups={groups}
        />
      </DialogOnDemand>
    </Stack>
  )
}
