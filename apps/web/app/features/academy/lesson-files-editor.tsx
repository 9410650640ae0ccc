import '@mantine/core/styles/ActionIcon.css'
import { ActionIcon, Anchor, Button, FileInput, Group, Stack, Text, Title } from '@mantine/core'
import {
  academyApi,
  LESSON_FILE_MAX_BYTES,
  LESSON_FILE_TYPES,
  type Lesson,
  type LessonFile,
} from '@portal/contracts/academy'
import { IconTrash, IconUpload } from '@tabler/icons-react'
import { useState } from 'react'
import { apiErrorText } from '../../lib/api-error-text.ts'
import { formatters } from '../../lib/format.ts'
import { useTranslation } from '../../lib/texts.ts'
import { useLocale } from '../../lib/use-locale.ts'
import { useWrite } from '../../lib/use-write.ts'
import { fileUrl } from './lesson-files.tsx'

const ACCEPT = Object.keys(LESSON_FILE_TYPES)
  .map((extension) => `.${extension}`)
  .join(',')

/** A saved lesson's files: staff add one at a time (checked by the server) or remove them. */
export function LessonFilesEditor({ lesson }: { lesson: Lesson | null }) {
  const { t } = useTranslation()
  const format = formatters(useLocale())
  const [file, setFile] = useState<File | null>(null)
  const [error, setError] = useState<string | null>(null)
  // A refused file says why under the file input.
  const uploadFile = useWrite(academyApi.uploadFile, {
    success: t('academy.lesson_form.uploaded'),
    failure: false,
    onError: (failure) =>
      setError(apiErrorText(failure, t, { fallback: t('academy.lesson_form.upload_failed') })),
    onSuccess: () => {
      setFile(null)
      setError(null)
    },
  })
  const removeFile = useWrite(academyApi.removeFile, { success: t('academy.lesson_form.file_deleted') })
  const uploading = uploadFile.busy

  if (!lesson) return <Text c="dimmed">{t('academy.lesson_form.save_first')}</Text>

  async function upload() {
    if (!lesson || !file) return
    const form = new FormData()
    form.append('file', file, file.name)
    await uploadFile.run({ params: { id: lesson.id }, body: form })
  }

  const remove = (target: LessonFile) => removeFile.run({ params: { id: target.id } })

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
