import '@mantine/core/styles/ModalBase.css'
import '@mantine/core/styles/Modal.css'
import '@mantine/core/styles/Overlay.css'
import { Button, Modal, NativeSelect, Stack, Text, Textarea } from '@mantine/core'
import { type Hub, trendHubsApi } from '@portal/contracts/trends'
import { IconPlus } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from '../../lib/texts.ts'
import { useWrite } from '../../lib/use-write.ts'

/** "Add to hub": choose one of the company's hubs the caller may change, and write a note. */
export function AddToHub({ microtrend, hubs }: { microtrend: { id: string; title: string }; hubs: Hub[] }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const editable = hubs.filter((h) => h.can_edit)
  const [hubId, setHubId] = useState('')
  const [notes, setNotes] = useState('')
  const add = useWrite(trendHubsApi.addTrend, {
    success: t('trends.added'),
    failure: t('trends.failed'),
    onSuccess: () => {
      setOpen(false)
      setNotes('')
    },
  })
  const chosen = hubId || editable[0]?.id || ''
  return (
    <>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconPlus size={14} aria-hidden />}
        onClick={() => setOpen(true)}
      >
        {t('trends.add_to_hub')}
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={t('trends.add_to_hub_title', { title: microtrend.title })}
      >
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
              onClick={() =>
                add.run({ params: { id: chosen }, body: { microtrend_id: microtrend.id, notes } })
              }
            >
              {t('trends.add')}
            </Button>
          </Stack>
        )}
      </Modal>
    </>
  )
}
