import '@mantine/core/styles/Drawer.css'
import '@mantine/core/styles/ModalBase.css'
import '@mantine/core/styles/Overlay.css'
import '@mantine/core/styles/Tabs.css'
import { Alert, Button, Drawer, Group, Loader, Stack, Tabs, Text } from '@mantine/core'
import { IconCheck, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { queryKey } from '../../../lib/query-keys.ts'
import { useTranslation } from '../../../lib/texts.ts'
import { useMeasureLinks } from '../measure-links.tsx'
import { ITEM_APIS, type ItemRef, loadItem } from '../okr-api.ts'
import { ChangelogList } from './changelog-list.tsx'
import { CheckInDialog } from './check-in-dialog.tsx'
import { CheckInHistory } from './check-in-history.tsx'
import { DeleteDialog } from './delete-dialog.tsx'
import { ItemDetails } from './item-details.tsx'
import { type FormTarget, ItemFormModal } from './item-form-modal.tsx'
import { LinkedMeasures } from './linked-measures.tsx'
import { ObjectiveKeyResults } from './objective-key-results.tsx'
import { ProjectTasks } from './project-tasks.tsx'

export interface ItemDrawerProps {
  /** The item to show; null closes the drawer. */
  item: ItemRef | null
  onClose: () => void
  /** Opens another item in the drawer: a key result of the objective shown, or a child just added. */
  onOpen: (ref: ItemRef) => void
}

/**
 * Any OKR item in a side drawer: its details, edit and delete for those who may, check-ins of a key
 * result, tasks of a project, and the changelog. Used by the table and the diagram alike.
 */
export function ItemDrawer({ item, onClose, onOpen }: ItemDrawerProps) {
  const { t } = useTranslation()
  return (
    <Drawer
      opened={item !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={item ? t(`okr.types.${item.type}`) : ''}
      closeButtonProps={{ 'aria-label': t('okr.drawer.close') }}
    >
      {item && <DrawerBody key={`${item.type}:${item.id}`} item={item} onClose={onClose} onOpen={onOpen} />}
    </Drawer>
  )
}

/** Writes in the drawer refresh the OKR reads and the page's data themselves (`useWrite`). */
function DrawerBody({
  item: ref,
  onClose,
  onOpen,
}: {
  item: ItemRef
  onClose: () => void
  onOpen: (ref: ItemRef) => void
}) {
  const { t } = useTranslation()
  const query = useQuery({
    queryKey: queryKey(ITEM_APIS[ref.type].get, { params: { id: ref.id } }),
    queryFn: () => loadItem(ref),
  })
  const [form, setForm] = useState<FormTarget | null>(null)
  const [deleting, setDeleting] = useState(false)
  const [checkingIn, setCheckingIn] = useState(false)

  if (query.isPending) return <Loader aria-label={t('okr.table.loading')} />
  if (query.isError) return <Alert color="coral">{t('okr.drawer.load_failed')}</Alert>
  const loaded = query.data
  const { item } = loaded
  const parent = { id: item.id, title: item.title }
  const child = ({ objective: 'key_result', key_result: 'project', project: 'task', task: null } as const)[
    ref.type
  ]
  const addLabel = { key_result: 'add_key_result', project: 'add_project', task: 'add_task' } as const

  return (
    <Stack>
      <Text fw={700} size="lg" data-testid="drawer-title">
        {item.title}
      </Text>
      {item.can_edit ? (
        <Group gap="xs">
          <Button
            size="xs"
            leftSection={<IconPencil size={14} aria-hidden />}
            onClick={() => setForm(loaded)}
          >
            {t('okr.drawer.edit')}
          </Button>
          {ref.type === 'key_result' && (
            <CheckInAction keyResultId={ref.id} onCheckIn={() => setCheckingIn(true)} />
          )}
          {child && (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() => setForm({ type: child, item: null, parent })}
            >
              {t(`okr.drawer.${addLabel[child]}`)}
            </Button>
          )}
          <Button
            size="xs"
            variant="subtle"
            color="coral"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={() => setDeleting(true)}
          >
            {t('okr.drawer.delete')}
          </Button>
        </Group>
      ) : (
        <Text size="sm" c="dimmed" data-testid="read-only">
          {t('okr.drawer.read_only')}
        </Text>
      )}
      <Tabs defaultValue="details" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="details">{t('okr.drawer.tabs.details')}</Tabs.Tab>
          {ref.type === 'objective' && (
            <Tabs.Tab value="key_results">{t('okr.drawer.tabs.key_results')}</Tabs.Tab>
          )}
          {ref.type === 'key_result' && (
            <Tabs.Tab value="check_ins">{t('okr.drawer.tabs.check_ins')}</Tabs.Tab>
          )}
          {ref.type === 'key_result' && <Tabs.Tab value="measures">{t('okr.measures.tab')}</Tabs.Tab>}
          {ref.type === 'project' && <Tabs.Tab value="tasks">{t('okr.drawer.tabs.tasks')}</Tabs.Tab>}
          <Tabs.Tab value="changelog">{t('okr.drawer.tabs.changelog')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="details" pt="md">
          <ItemDetails loaded={loaded} />
        </Tabs.Panel>
        {ref.type === 'objective' && (
          <Tabs.Panel value="key_results" pt="md">
            <ObjectiveKeyResults objectiveId={ref.id} onOpen={onOpen} />
          </Tabs.Panel>
        )}
        {loaded.type === 'key_result' && (
          <Tabs.Panel value="check_ins" pt="md">
            <CheckInHistory keyResult={loaded.item} />
          </Tabs.Panel>
        )}
        {loaded.type === 'key_result' && (
          <Tabs.Panel value="measures" pt="md">
            <LinkedMeasures keyResult={loaded.item} />
          </Tabs.Panel>
        )}
        {ref.type === 'project' && (
          <Tabs.Panel value="tasks" pt="md">
            <ProjectTasks projectId={ref.id} />
          </Tabs.Panel>
        )}
        <Tabs.Panel value="changelog" pt="md">
          <ChangelogList item={ref} />
        </Tabs.Panel>
      </Tabs>
      <ItemFormModal
        target={form}
        onClose={() => setForm(null)}
        onSaved={(saved, created) => {
          setForm(null)
          // A key result's drawer does not list its projects: a project added here opens in the drawer
          // (an objective's key results and a project's tasks show in their own tabs instead).
          if (created && ref.type === 'key_result' && saved.type === 'project') onOpen(saved)
        }}
      />
      {deleting && (
        <DeleteDialog
          type={ref.type}
          item={item}
          onClose={() => setDeleting(false)}
          onDeleted={() => {
            setDeleting(false)
            onClose()
          }}
        />
      )}
      {checkingIn && loaded.type === 'key_result' && (
        <CheckInDialog
          keyResult={loaded.item}
          onClose={() => setCheckingIn(false)}
          onSaved={() => setCheckingIn(false)}
        />
      )}
    </Stack>
  )
}

/**
 * A key result's check-in button; when its value follows PPM measures (ADR 50) the button is disabled
 * and says why, as the server refuses such a check-in.
 */
function CheckInAction({ keyResultId, onCheckIn }: { keyResultId: string; onCheckIn: () => void }) {
  const { t } = useTranslation()
  const reasonId = useId()
  const following = useMeasureLinks().get(keyResultId)?.from_measures ?? false
  return (
    <>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconCheck size={14} aria-hidden />}
        onClick={onCheckIn}
        disabled={following}
        aria-describedby={following ? reasonId : undefined}
      >
        {t('okr.drawer.check_in')}
      </Button>
      {following && (
        <Text id={reasonId} size="xs" c="dimmed" data-testid="check-in-blocked" w="100%">
          {t('okr.measures.check_in_blocked')}
        </Text>
      )}
    </>
  )
}
