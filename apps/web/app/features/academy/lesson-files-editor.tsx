import '@mantine/core/styles/ActionIcon.css'
import { ActionIcon, Anchor, Button, FileInput, Group, Stack, Text, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import {
  academyApi,
  LESSON_FILE_MAX_BYTES,
  LESSON_FILE_TYPES,
  type Lesson,
  type LessonFile,
} from '@portal/contracts/academy'
import { IconTrash, IconUpload } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useRevalidator } from 'react-router'
import { ApiError } from '../../lib/api-client.ts'
import { browserApi } from '../../lib/browser-api.ts'
import { formatters } from '../../lib/format.ts'
import { useLocale } from '../../lib/use-locale.ts'
import { fileUrl } from './lesson-files.tsx'

const ACCEPT = Object.keys(LESSON_FILE_TYPES)
  .map((extension) => `.${extension}`)
  .join(',')

/** A saved lesson's files: staff add one at a time (checked by the server) or remove them. */
export function LessonFilesEditor({ lesson }: { lesson: Lesson | null }) {
  const { t } = useTranslation()
  const format = formatters(useLocale())
  const revalidator = useRevalidator()
  const [file, setFile] = useState<File | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [uploading, setUploading] = useState(false)

  if (!lesson) return <Text c="dimmed">{t('academy.lesson_form.save_first')}</Text>

  async function upload() {
    if (!lesson || !file) return
    const form = new FormData()
    form.append('file', file, file.name)
    setUploading(true)
    try {
      await browserApi.call(academyApi.uploadFile, { params: { id: lesson.id }, body: form })
      notifications.show({ color: 'primary', message: t('academy.lesson_form.uploaded') })
      setFile(null)
      setError(null)
      await revalidator.revalidate()
    } catch (failure) {
      const message = failure instanceof ApiError ? failure.problem.errors?.file?.join(' ') : undefined
      setError(message ?? t('academy.lesson_form.upload_failed'))
    } finally {
      setUploading(false)
    }
  }

  async function remove(target: LessonFile) {
    await browserApi.call(academyApi.removeFile, { params: { id: target.id } })
    notifications.show({ color: 'primary', message: t('academy.lesson_form.file_deleted') })
    await revalidator.revalidate()
  }

  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('academy.lesson_form.files')}
      </Title>
      {lesson.files.map((existing) => (
        <Group key={existing.id} gap="xs">
          <Anchor href={fileUrl(existing)} download={existing.name}>
            {existing.name}
          </Anchor>
          <Text span size="sm" c="dimmed">
            ({format.fileSize(existing.size)})
          </Text>
          <ActionIcon
            variant="subtle"
            color="coral"
            onClick={() => remove(existing)}
            aria-label={t('academy.lesson_form.delete_file', { name: existing.name })}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      <Group align="flex-end">
        <FileInput
          label={t('academy.lesson_form.file')}
          description={t('academy.lesson_form.file_hint', {
            size: LESSON_FILE_MAX_BYTES / 1024 / 1024,
            types: Object.keys(LESSON_FILE_TYPES).join(', '),
          })}
          accept={ACCEPT}
          value={file}
          onChange={setFile}
          error={error}
          clearable
          w={360}
        />
        <Button
          onClick={upload}
          loading={uploading}
          disabled={!file}
          variant="light"
          leftSection={<IconUpload size={16} aria-hidden />}
        >
          {t('academy.lesson_form.upload')}
        </Button>
      </Group>
    </Stack>
  )
}
