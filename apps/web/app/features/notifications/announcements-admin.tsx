import '../../components/modal-styles.ts'
import '@mantine/core/styles/Table.css'
import '@mantine/core/styles/Badge.css'
import {
  Badge,
  Button,
  Group,
  Modal,
  MultiSelect,
  NativeSelect,
  Pagination,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { notifications } from '@mantine/notifications'
import { companiesApi } from '@portal/contracts/companies'
import {
  ANNOUNCEMENT_AUDIENCES,
  ANNOUNCEMENT_SEVERITIES,
  type GlobalNotification,
  type GlobalNotificationInput,
} from '@portal/contracts/notifications'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { browserApi } from '../../lib/browser-api.ts'
import { showSaveFailure } from '../../lib/form-errors.ts'
import { formatters } from '../../lib/format.ts'
import { useLocale } from '../../lib/use-locale.ts'
import { SEVERITY_COLOUR } from './home.tsx'
import { useAnnouncements, useDeleteAnnouncement, useSaveAnnouncement } from './notifications-queries.ts'

/** Staff's list of announcements, with a form to write, change and delete them. */
export function AnnouncementsAdmin() {
  const { t } = useTranslation()
  const locale = useLocale()
  const format = formatters(locale)
  const [page, setPage] = useState(1)
  const list = useAnnouncements(page)
  const [editing, setEditing] = useState<GlobalNotification | null>(null)
  const [opened, form] = useDisclosure(false)
  const [deleting, setDeleting] = useState<GlobalNotification | null>(null)
  const remove = useDeleteAnnouncement()
  const now = Date.now()
  const stateOf = (a: GlobalNotification) =>
    Date.parse(a.starts_at) > now
      ? 'scheduled'
      : a.ends_at && Date.parse(a.ends_at) <= now
        ? 'ended'
        : 'current'

  async function onDelete() {
    if (!deleting) return
    try {
      await remove.mutateAsync(deleting.id)
      notifications.show({ color: 'primary', message: t('notifications.announcements.deleted') })
      setDeleting(null)
    } catch {
      notifications.show({ color: 'coral', message: t('notifications.announcements.failed') })
    }
  }

  const results = list.data?.results ?? []
  return (
    <Stack>
      <Group justify="space-between">
        <Text c="dimmed">{t('notifications.announcements.intro')}</Text>
        <Button
          onClick={() => {
            setEditing(null)
            form.open()
          }}
        >
          {t('notifications.announcements.new')}
        </Button>
      </Group>
      <Table.ScrollContainer minWidth={640}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('notifications.announcements.title_en')}</Table.Th>
              <Table.Th>{t('notifications.announcements.severity')}</Table.Th>
              <Table.Th>{t('notifications.announcements.audience')}</Table.Th>
              <Table.Th>{t('notifications.announcements.state')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {results.map((announcement) => {
              const title = announcement.title['en-US'] ?? ''
              return (
                <Table.Tr key={announcement.id}>
                  <Table.Td>{title}</Table.Td>
                  <Table.Td>
                    <Badge color={SEVERITY_COLOUR[announcement.severity]} variant="light">
                      {t(`notifications.announcements.severities.${announcement.severity}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {announcement.audience === 'everyone'
                      ? t('notifications.announcements.audiences.everyone')
                      : announcement.companies.map((c) => c.name).join(', ')}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{t(`notifications.announcements.states.${stateOf(announcement)}`)}</Text>
                    <Text size="xs" c="dimmed">
                      {t('notifications.announcements.window', {
                        start: format.dateTime(announcement.starts_at),
                        end: announcement.ends_at
                          ? format.dateTime(announcement.ends_at)
                          : t('notifications.announcements.open_end'),
                      })}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      <Button
                        variant="subtle"
                        size="compact-sm"
                        aria-label={t('notifications.announcements.edit_label', { title })}
                        onClick={() => {
                          setEditing(announcement)
                          form.open()
                        }}
                      >
                        {t('notifications.announcements.edit')}
                      </Button>
                      <Button
                        variant="subtle"
                        color="coral.9"
                        size="compact-sm"
                        aria-label={t('notifications.announcements.delete_label', { title })}
                        onClick={() => setDeleting(announcement)}
                      >
                        {t('notifications.announcements.delete')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              )
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {list.isSuccess && results.length === 0 && <Text>{t('notifications.announcements.empty')}</Text>}
      {(list.data?.count ?? 0) > 25 && (
        <Pagination total={Math.ceil((list.data?.count ?? 0) / 25)} value={page} onChange={setPage} />
      )}
      <Modal
        opened={opened}
        onClose={form.close}
        size="lg"
        title={editing ? t('notifications.announcements.edit') : t('notifications.announcements.new')}
        closeButtonProps={{ 'aria-label': t('notifications.announcements.close') }}
      >
        {opened && <AnnouncementForm announcement={editing} onDone={form.close} />}
      </Modal>
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('notifications.announcements.delete')}
        closeButtonProps={{ 'aria-label': t('notifications.announcements.close') }}
      >
        <Stack>
          <Text size="sm">
            {t('notifications.announcements.confirm_delete', { title: deleting?.title['en-US'] ?? '' })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              {t('notifications.announcements.cancel')}
            </Button>
            <Button color="coral.9" loading={remove.isPending} onClick={onDelete}>
              {t('notifications.announcements.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  )
}

/** A `datetime-local` value (the reader's own time zone) for an instant, and back. */
const toLocalInput = (iso: string) => {
  const date = new Date(iso)
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16)
}
const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : '')

function AnnouncementForm({
  announcement,
  onDone,
}: {
  announcement: GlobalNotification | null
  onDone: () => void
}) {
  const { t } = useTranslation()
  const save = useSaveAnnouncement()
  const companies = useQuery({
    queryKey: ['companies', 'all-for-announcements'],
    queryFn: () => browserApi.call(companiesApi.list, { query: { page_size: 200 } }),
  })
  const [values, setValues] = useState({
    titleEn: announcement?.title['en-US'] ?? '',
    titleDe: announcement?.title['de-DE'] ?? '',
    bodyEn: announcement?.body['en-US'] ?? '',
    bodyDe: announcement?.body['de-DE'] ?? '',
    severity: announcement?.severity ?? 'info',
    audience: announcement?.audience ?? 'everyone',
    companyIds: announcement?.companies.map((c) => c.id) ?? [],
    startsAt: toLocalInput(announcement?.starts_at ?? new Date().toISOString()),
    endsAt: announcement?.ends_at ? toLocalInput(announcement.ends_at) : '',
  })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const set = (changes: Partial<typeof values>) => setValues((current) => ({ ...current, ...changes }))

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault()
    const body: GlobalNotificationInput = {
      title: { 'en-US': values.titleEn, ...(values.titleDe && { 'de-DE': values.titleDe }) },
      body: { 'en-US': values.bodyEn, ...(values.bodyDe && { 'de-DE': values.bodyDe }) },
      severity: values.severity,
      audience: values.audience,
      company_ids: values.audience === 'companies' ? values.companyIds : [],
      starts_at: fromLocalInput(values.startsAt),
      ends_at: values.endsAt ? fromLocalInput(values.endsAt) : null,
    }
    try {
      await save.mutateAsync({ id: announcement?.id ?? null, body })
      notifications.show({ color: 'primary', message: t('notifications.announcements.saved') })
      onDone()
    } catch (failure) {
      showSaveFailure(failure, setErrors, () =>
        notifications.show({ color: 'coral', message: t('notifications.announcements.failed') }),
      )
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <TextInput
          label={t('notifications.announcements.title_en')}
          required
          value={values.titleEn}
          onChange={(e) => set({ titleEn: e.currentTarget.value })}
          error={errors['title.en-US']}
        />
        <TextInput
          label={t('notifications.announcements.title_de')}
          value={values.titleDe}
          onChange={(e) => set({ titleDe: e.currentTarget.value })}
          error={errors['title.de-DE']}
        />
        <Textarea
          label={t('notifications.announcements.body_en')}
          required
          autosize
          minRows={3}
          value={values.bodyEn}
          onChange={(e) => set({ bodyEn: e.currentTarget.value })}
          error={errors['body.en-US']}
        />
        <Textarea
          label={t('notifications.announcements.body_de')}
          autosize
          minRows={3}
          value={values.bodyDe}
          onChange={(e) => set({ bodyDe: e.currentTarget.value })}
          error={errors['body.de-DE']}
        />
        <Group grow>
          <NativeSelect
            label={t('notifications.announcements.severity')}
            value={values.severity}
            onChange={(e) => set({ severity: e.currentTarget.value as typeof values.severity })}
            data={ANNOUNCEMENT_SEVERITIES.map((s) => ({
              value: s,
              label: t(`notifications.announcements.severities.${s}`),
            }))}
            error={errors.severity}
          />
          <NativeSelect
            label={t('notifications.announcements.audience')}
            value={values.audience}
            onChange={(e) => set({ audience: e.currentTarget.value as typeof values.audience })}
            data={ANNOUNCEMENT_AUDIENCES.map((a) => ({
              value: a,
              label: t(`notifications.announcements.audiences.${a}`),
            }))}
            error={errors.audience}
          />
        </Group>
        {values.audience === 'companies' && (
          <MultiSelect
            label={t('notifications.announcements.companies')}
            searchable
            value={values.companyIds}
            onChange={(companyIds) => set({ companyIds })}
            data={(companies.data?.results ?? []).map((c) => ({ value: c.id, label: c.name }))}
            error={
              errors.company_ids ?? Object.entries(errors).find(([k]) => k.startsWith('company_ids.'))?.[1]
            }
          />
        )}
        <Group grow>
          <TextInput
            type="datetime-local"
            label={t('notifications.announcements.starts_at')}
            required
            value={values.startsAt}
            onChange={(e) => set({ startsAt: e.currentTarget.value })}
            error={errors.starts_at}
          />
          <TextInput
            type="datetime-local"
            label={t('notifications.announcements.ends_at')}
            value={values.endsAt}
            onChange={(e) => set({ endsAt: e.currentTarget.value })}
            error={errors.ends_at}
          />
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('notifications.announcements.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('notifications.announcements.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
