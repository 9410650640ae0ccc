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
import { useForm } from '@mantine/form'
import { useDisclosure } from '@mantine/hooks'
import { companiesApi } from '@portal/contracts/companies'
import {
  ANNOUNCEMENT_AUDIENCES,
  ANNOUNCEMENT_SEVERITIES,
  type GlobalNotification,
  type GlobalNotificationInput,
  globalNotificationsApi,
} from '@portal/contracts/notifications'
import { useState } from 'react'
import { usePaginationControls } from '../../components/list-pagination.tsx'
import { TableScroll } from '../../components/table-scroll.tsx'
import { formatters } from '../../lib/format.ts'
import { useRead } from '../../lib/query-keys.ts'
import { useTranslation } from '../../lib/texts.ts'
import { useContractValidate } from '../../lib/use-contract-validate.ts'
import { useLocale } from '../../lib/use-locale.ts'
import { useWrite } from '../../lib/use-write.ts'
import { SEVERITY_COLOUR } from './home.tsx'
import { useAnnouncements } from './notifications-queries.ts'

/** Staff's list of announcements, with a form to write, change and delete them. */
export function AnnouncementsAdmin() {
  const { t } = useTranslation()
  const paginationControls = usePaginationControls()
  const locale = useLocale()
  const format = formatters(locale)
  const [page, setPage] = useState(1)
  const list = useAnnouncements(page)
  const [editing, setEditing] = useState<GlobalNotification | null>(null)
  const [opened, form] = useDisclosure(false)
  const results = list.data?.results ?? []
  const remove = useWrite(globalNotificationsApi.remove, {
    confirm: ({ params }) =>
      t('notifications.announcements.confirm_delete', {
        title: results.find((a) => a.id === params.id)?.title['en-US'] ?? '',
      }),
    confirmLabel: t('notifications.announcements.delete'),
    success: t('notifications.announcements.deleted'),
    changes: [globalNotificationsApi],
  })
  const now = Date.now()
  const stateOf = (a: GlobalNotification) =>
    Date.parse(a.starts_at) > now
      ? 'scheduled'
      : a.ends_at && Date.parse(a.ends_at) <= now
        ? 'ended'
        : 'current'

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
      <TableScroll minWidth={640}>
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
                        onClick={() => remove.run({ params: { id: announcement.id } })}
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
      </TableScroll>
      {list.isSuccess && results.length === 0 && <Text>{t('notifications.announcements.empty')}</Text>}
      {(list.data?.count ?? 0) > 25 && (
        <Pagination
          {...paginationControls}
          total={Math.ceil((list.data?.count ?? 0) / 25)}
          value={page}
          onChange={setPage}
        />
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
    </Stack>
  )
}

/** A `datetime-local` value (the reader's own time zone) for an instant, and back. */
const toLocalInput = (iso: string) => {
  const date = new Date(iso)
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16)
}
const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : '')

type FormValues = {
  titleEn: string
  titleDe: string
  bodyEn: string
  bodyDe: string
  severity: GlobalNotification['severity']
  audience: GlobalNotification['audience']
  companyIds: string[]
  startsAt: string
  endsAt: string
}

/** The API's field paths on the form's fields (`title.en-US` → `titleEn`, `company_ids.0` → `companyIds`). */
const FORM_FIELDS: Record<string, keyof FormValues> = {
  'title.en-US': 'titleEn',
  'title.de-DE': 'titleDe',
  'body.en-US': 'bodyEn',
  'body.de-DE': 'bodyDe',
  company_ids: 'companyIds',
  starts_at: 'startsAt',
  ends_at: 'endsAt',
}
const formField = (path: string) => FORM_FIELDS[path.replace(/^company_ids\.\d+$/, 'company_ids')] ?? path

const bodyOf = (values: FormValues): GlobalNotificationInput => ({
  title: { 'en-US': values.titleEn, ...(values.titleDe && { 'de-DE': values.titleDe }) },
  body: { 'en-US': values.bodyEn, ...(values.bodyDe && { 'de-DE': values.bodyDe }) },
  severity: values.severity,
  audience: values.audience,
  company_ids: values.audience === 'companies' ? values.companyIds : [],
  starts_at: fromLocalInput(values.startsAt),
  ends_at: values.endsAt ? fromLocalInput(values.endsAt) : null,
})

function AnnouncementForm({
  announcement,
  onDone,
}: {
  announcement: GlobalNotification | null
  onDone: () => void
}) {
  const { t } = useTranslation()
  const companies = useRead(companiesApi.list, { query: { page_size: 200 } })
  const form = useForm<FormValues>({
    initialValues: {
      titleEn: announcement?.title['en-US'] ?? '',
      titleDe: announcement?.title['de-DE'] ?? '',
      bodyEn: announcement?.body['en-US'] ?? '',
      bodyDe: announcement?.body['de-DE'] ?? '',
      severity: announcement?.severity ?? 'info',
      audience: announcement?.audience ?? 'everyone',
      companyIds: announcement?.companies.map((c) => c.id) ?? [],
      startsAt: toLocalInput(announcement?.starts_at ?? new Date().toISOString()),
      endsAt: announcement?.ends_at ? toLocalInput(announcement.ends_at) : '',
    },
    validate: useContractValidate(
      () => import('@portal/contracts/notifications'),
      (contract) => contract.globalNotificationInput,
      { body: bodyOf, rename: formField },
    ),
  })
  const saving = {
    form,
    rename: formField,
    success: t('notifications.announcements.saved'),
    failure: t('notifications.announcements.failed'),
    changes: [globalNotificationsApi],
    onSuccess: onDone,
  }
  const create = useWrite(globalNotificationsApi.create, saving)
  const update = useWrite(globalNotificationsApi.update, saving)

  async function onSubmit(values: FormValues) {
    const body = bodyOf(values)
    await (announcement ? update.run({ params: { id: announcement.id }, body }) : create.run({ body }))
  }

  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate>
      <Stack>
        <TextInput
          label={t('notifications.announcements.title_en')}
          required
          {...form.getInputProps('titleEn')}
        />
        <TextInput label={t('notifications.announcements.title_de')} {...form.getInputProps('titleDe')} />
        <Textarea
          label={t('notifications.announcements.body_en')}
          required
          autosize
          minRows={3}
          {...form.getInputProps('bodyEn')}
        />
        <Textarea
          label={t('notifications.announcements.body_de')}
          autosize
          minRows={3}
          {...form.getInputProps('bodyDe')}
        />
        <Group grow>
          <NativeSelect
            label={t('notifications.announcements.severity')}
            data={ANNOUNCEMENT_SEVERITIES.map((s) => ({
              value: s,
              label: t(`notifications.announcements.severities.${s}`),
            }))}
            {...form.getInputProps('severity')}
          />
          <NativeSelect
            label={t('notifications.announcements.audience')}
            data={ANNOUNCEMENT_AUDIENCES.map((a) => ({
              value: a,
              label: t(`notifications.announcements.audiences.${a}`),
            }))}
            {...form.getInputProps('audience')}
          />
        </Group>
        {form.values.audience === 'companies' && (
          <MultiSelect
            label={t('notifications.announcements.companies')}
            searchable
            data={(companies.data?.results ?? []).map((c) => ({ value: c.id, label: c.name }))}
            {...form.getInputProps('companyIds')}
          />
        )}
        <Group grow>
          <TextInput
            type="datetime-local"
            label={t('notifications.announcements.starts_at')}
            required
            {...form.getInputProps('startsAt')}
          />
          <TextInput
            type="datetime-local"
            label={t('notifications.announcements.ends_at')}
            {...form.getInputProps('endsAt')}
          />
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('notifications.announcements.cancel')}
          </Button>
          <Button type="submit" loading={create.busy || update.busy}>
            {t('notifications.announcements.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
