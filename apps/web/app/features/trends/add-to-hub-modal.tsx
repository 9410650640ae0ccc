import '@mantine/core/styles/ModalBase.css'
import '@mantine/core/styles/Modal.css'
import '@mantine/core/styles/Overlay.css'
import { Button, Modal, NativeSelect, Stack, Text, Textarea } from '@mantine/core'
import { type Hub, trendHubsApi } from '@portal/contracts/trends'
import { useState } from 'react'
import { useOpenedOnDemand } from '../../components/dialog-on-demand.tsx'
import { useTranslation } from '../../lib/texts.ts'
import { useWrite } from '../../lib/use-write.ts'

/** The dialog of "Add to hub": one of the hubs the caller may change, and a note. */
export function AddToHubModal({
  microtrend,
  hubs,
  opened,
  onClose,
}: {
  microtrend: { id: string; title: string }
  hubs: Hub[]
  opened: boolean
  onClose: () => void
}) {
  const { t } = useTranslation()
  const shown = useOpenedOnDemand(opened)
  const editable = hubs.filter((h) => h.can_edit)
  const [hubId, setHubId] = useState('')
  const [notes, setNotes] = useState('')
  const add = useWrite(trendHubsApi.addTrend, {
    success: t('trends.added'),
    failure: t('trends.failed'),
    onSuccess: () => {
      onClose()
      setNotes('')
    },
  })
  const chosen = hubId || editable[0]?.id || ''
  return (
    <Modal opened={shown} onClose={onClose} title={t('trends.add_to_hub_title', { title: microtrend.title })}>
      {editable.length === 0 ? (
        <Text>{t('trends.no_hubs_yet')}</Text>
      ) : (
        <Stack>
          <NativeSelect
            label={t('trends.hub')}
            value={chosen}
            onChange={(event) => setHubId(event.currentTarget.value)}
            data={editable.map((h) => ({ value: h.id, label: h.name }))}
          />
          <Textarea
            label={t('trends.notes')}
            value={notes}
            onChange={(e) => setNotes(e.currentTarget.value)}
            autosize
            minRows={3}
            maxLength={4000}
          />
          <Button
            loading={add.busy}
            onClick={() => add.run({ params: { id: chosen }, body: { microtrend_id: microtrend.id, notes } })}
          >
            {t('trends.add')}
          </Button>
        </Stack>
      )}
    </Modal>
  )
}
