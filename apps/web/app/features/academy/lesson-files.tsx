import '@mantine/core/styles/List.css'
import { Anchor, List, Stack, Text, Title } from '@mantine/core'
import { academyApi, type LessonFile } from '@portal/contracts/academy'
import { endpointHref } from '@portal/contracts/endpoint'
import { IconDownload } from '@tabler/icons-react'
import { formatters } from '../../lib/format.ts'
import { useTranslation } from '../../lib/texts.ts'
import { useLocale } from '../../lib/use-locale.ts'

export const fileUrl = (file: LessonFile) =>
  endpointHref(academyApi.downloadFile, { params: { id: file.id } })

/** The files handed out with a lesson, each a download. */
export function LessonFiles({ files }: { files: LessonFile[] }) {
  const { t } = useTranslation()
  const format = formatters(useLocale())
  if (files.length === 0) return null
  return (
    <Stack gap={4}>
      <Title order={3} size="h5">
        {t('academy.files')}
      </Title>
      <List spacing={4} listStyleType="none">
        {files.map((file) => (
          <List.Item key={file.id} icon={<IconDownload size={16} aria-hidden />}>
            <Anchor
              href={fileUrl(file)}
              download={file.name}
              aria-label={t('academy.download', { name: file.name })}
            >
              {file.name}
            </Anchor>{' '}
            <Text span size="sm" c="dimmed">
              ({format.fileSize(file.size)})
            </Text>
          </List.Item>
        ))}
      </List>
    </Stack>
  )
}
