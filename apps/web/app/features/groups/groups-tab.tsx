import { Anchor, Button, Group as Row, Stack, Text } from '@mantine/core'
import type { Group } from '@portal/contracts/groups'
import { IconPlus } from '@tabler/icons-react'
import { useState } from 'react'
import { ListPagination } from '../../components/list-pagination.tsx'
import { MemberSetTable } from '../../components/member-set-table.tsx'
import { SearchForm } from '../../components/search-form.tsx'
import { useTranslation } from '../../lib/texts.ts'
import { GroupModal } from './group-modal.tsx'

/** The groups of the active company: create, edit (name, description, members) and delete. */
export function GroupsTab({ groups }: { groups: { count: number; results: Group[] } }) {
  const { t } = useTranslation()
  // The group being edited, 'new' for the creation form, null when no dialog is open.
  const [editing, setEditing] = useState<Group | 'new' | null>(null)
  return (
    <Stack>
      <Text c="dimmed">{t('groups.intro')}</Text>
      <Row justify="space-between" align="flex-end">
        <SearchForm label={t('groups.search')}>
          <input type="hidden" name="tab" value="groups" />
        </SearchForm>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          {t('groups.new')}
        </Button>
      </Row>
      <MemberSetTable
        sets={groups.results}
        name={(group) => (
          <Anchor
            component="button"
            type="button"
            aria-label={t('groups.edit', { name: group.name })}
            onClick={() => setEditing(group)}
          >
            {group.name}
          </Anchor>
        )}
      />
      {groups.results.length === 0 && <Text>{t('groups.empty')}</Text>}
      <ListPagination count={groups.count} />
      {editing && (
        <GroupModal
          key={editing === 'new' ? 'new' : editing.id}
          group={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  )
}
