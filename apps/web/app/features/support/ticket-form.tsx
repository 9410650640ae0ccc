import { Button, FileInput, NativeSelect, Paper, Stack, Textarea, TextInput, Title } from '@mantine/core'
import {
  SUPPORT_FILE_ACCEPT,
  SUPPORT_MAX_FILE_BYTES,
  SUPPORT_MAX_FILES,
  supportApi,
  TICKET_CATEGORIES,
  type TicketCategory,
} from '@portal/contracts/support'
import { IconPaperclip } from '@tabler/icons-react'
import { useId } from 'react'
import { usePlainForm } from '../../lib/plain-form.ts'
import { useTranslation } from '../../lib/texts.ts'
import { useContractValidate } from '../../lib/use-contract-validate.ts'
import { useWrite } from '../../lib/use-write.ts'

type Values = { category: TicketCategory; subject: string; message: string; attachments: File[] }

/** A form's fields and files as the API takes them: multipart/form-data. */
export function toFormData(fields: Record<string, string>, files: File[]) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  for (const file of files) form.append('attachments', file, file.name)
  return form
}

/** Files to attach, with the limits the server checks. */
export function AttachmentsInput(props: {
  value: File[]
  onChange: (files: File[]) => void
  error?: unknown
}) {
  const { t } = useTranslation()
  return (
    <FileInput
      label={t('support.attachments')}
      description={t('support.attachments_hint', {
        max: SUPPORT_MAX_FILES,
        megabytes: SUPPORT_MAX_FILE_BYTES / 1024 / 1024,
      })}
      placeholder={t('support.attachments_placeholder')}
      leftSection={<IconPaperclip size={16} aria-hidden />}
      accept={SUPPORT_FILE_ACCEPT}
      multiple
      clearable
      clearButtonProps={{ 'aria-label': t('support.clear_files') }}
      value={props.value}
      onChange={props.onChange}
      error={props.error as string | undefined}
    />
  )
}

/** A new support request; once sent it appears in the list beside the form. */
export function TicketForm() {
  const { t } = useTranslation()
  const titleId = useId()
  const form = usePlainForm<Values>({
    initialValues: { category: 'question', subject: '', message: '', attachments: [] },
    // The fields go as multipart form data; the contract checks them, the server the files.
    validate: useContractValidate(
      () => import('@portal/contracts/support'),
      (contract) => contract.ticketInput,
      { body: ({ attachments, ...fields }: Values) => fields, untilInteraction: true },
    ),
  })
  const create = useWrite(supportApi.createTicket, {
    form,
    success: t('support.created'),
    failure: t('support.failed'),
    onSuccess: () => form.reset(),
  })

  const onSubmit = ({ attachments, ...fields }: Values) =>
    create.run({ body: toFormData(fields, attachments) })

  return (
    <Paper withBorder p="lg">
      <form onSubmit={form.onSubmit(onSubmit)} noValidate aria-labelledby={titleId}>
        <Stack>
          <Title order={2} size="h3" id={titleId}>
            {t('support.new_title')}
          </Title>
          <NativeSelect
            label={t('support.category')}
            data={TICKET_CATEGORIES.map((value) => ({ value, label: t(`support.categories.${value}`) }))}
            {...form.field('category')}
          />
          <TextInput label={t('support.subject')} required maxLength={200} {...form.field('subject')} />
          <Textarea
            label={t('support.message')}
            required
            autosize
            minRows={5}
            maxLength={10_000}
            {...form.field('message')}
          />
          <AttachmentsInput
            value={form.values.attachments}
            onChange={(files) => form.setFieldValue('attachments', files)}
            error={form.errors.attachments}
          />
          <Button type="submit" loading={form.submitting}>
            {t('support.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  )
}
