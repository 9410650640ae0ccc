import { Button } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { aiApi } from '@portal/contracts/ai'
import { IconDownload } from '@tabler/icons-react'
import { useState } from 'react'
import { apiErrorText } from '../../lib/api-error-text.ts'
import { callEndpoint } from '../../lib/browser-api.ts'
import { useTranslation } from '../../lib/texts.ts'

/** Admins download a user's chats with the assistant and the record of what it read for them (JSON). */
export function ChatExportButton({ userId }: { userId: string }) {
  const { t } = useTranslation()
  const [busy, setBusy] = useState(false)
  const download = async () => {
    setBusy(true)
    try {
      const exported = await callEndpoint(aiApi.exportUser, { params: { id: userId } })
      const url = URL.createObjectURL(
        new Blob([JSON.stringify(exported, null, 2)], { type: 'application/json' }),
      )
      const link = document.createElement('a')
      link.href = url
      link.download = `assistant-chats-${userId}.json`
      link.click()
      URL.revokeObjectURL(url)
    } catch (failure) {
      notifications.show({
        color: 'coral',
        message: apiErrorText(failure, t, { fallback: t('ai.export_failed') }),
      })
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button variant="default" leftSection={<IconDownload size={16} />} loading={busy} onClick={download}>
      {t('ai.export')}
    </Button>
  )
}
