import { ActionIcon, FileInput, Group, Stack, Text } from '@mantine/core'
import { type Microtrend, trendLibraryApi } from '@portal/contracts/trends'
import { IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from '../../lib/texts.ts'
import { useWrite } from '../../lib/use-write.ts'

const pictureId = (url: string) => url.split('/').at(-2) ?? ''

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error)
    reader.readAsDataURL(file)
  })
}

/** Staff add pictures to a microtrend (checked and resized by the server) and remove them. */
export function PictureEditor({ microtrend }: { microtrend: Microtrend }) {
  const { t } = useTranslation()
  const [error, setError] = useState<string | null>(null)
  const upload = useWrite(trendLibraryApi.uploadPicture, {
    success: t('trends.microtrend_page.picture_added'),
    failure: (said) => {
      setError(said)
      return null
    },
    onSuccess: () => setError(null),
  })
  const remove = useWrite(trendLibraryApi.removePicture, {
    success: t('trends.microtrend_page.picture_removed'),
    failure: t('trends.failed'),
  })
  return (
    <Stack gap="xs">
      <FileInput
        label={t('trends.microtrend_page.add_picture')}
        description={t('trends.microtrend_page.add_picture_hint')}
        accept="image/png,image/jpeg,image/webp"
        value={null}
        error={error}
        disabled={upload.busy}
        onChange={async (file) => {
          if (!file) return
          const dataUrl = await readAsDataUrl(file)
          await upload.run({ params: { id: microtrend.id }, body: { data_url: dataUrl } })
        }}
      />
      {microtrend.pictures.length > 0 && (
        <Group gap="xs">
          {microtrend.pictures.map((url, index) => (
            <Group key={url} gap={4}>
              <Text size="sm">{index + 1}</Text>
              <ActionIcon
                variant="subtle"
                color="coral"
                aria-label={t('trends.microtrend_page.remove_picture', { n: index + 1 })}
                loading={remove.busy}
                onClick={() => remove.run({ params: { id: microtrend.id, picture_id: pictureId(url) } })}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
        </Group>
      )}
    </Stack>
  )
}
