import { Button } from '@mantine/core'
import type { Hub } from '@portal/contracts/trends'
import { IconPlus } from '@tabler/icons-react'
import { lazy, useState } from 'react'
import { DialogOnDemand } from '../../components/dialog-on-demand.tsx'
import { useTranslation } from '../../lib/texts.ts'

// Every card of the library has the button; the dialog loads when one is first opened (ADR 71).
const AddToHubModal = lazy(() =>
  import('./add-to-hub-modal.tsx').then((module) => ({ default: module.AddToHubModal })),
)

/** "Add to hub": choose one of the company's hubs the caller may change, and write a note. */
export function AddToHub({ microtrend, hubs }: { microtrend: { id: string; title: string }; hubs: Hub[] }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
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
      <DialogOnDemand opened={open}>
        <AddToHubModal microtrend={microtrend} hubs={hubs} opened={open} onClose={() => setOpen(false)} />
      </DialogOnDemand>
    </>
  )
}
