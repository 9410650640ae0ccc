import { ActionIcon } from '@mantine/core'
import { IconSparkles } from '@tabler/icons-react'
import { lazy, Suspense, useState } from 'react'
import { PopupOnDemand } from '../../components/popup-on-demand.tsx'
import { useTranslation } from '../../lib/texts.ts'
import { withTexts } from '../../lib/texts-on-demand.ts'

// The chat panel (the drawer, its form, the answer stream and the markdown of the answers) loads when it
// first opens, or already when the pointer or focus reaches its button: no page shows it on first paint
// (issue 18, ADR 52). Once loaded it stays mounted, so a conversation outlives closing the panel.
// Its texts come with it (ADR 72): the header's button reads only the frame's.
const loadDrawer = withTexts(['ai'], () => import('./assistant-drawer.tsx'))
const AssistantDrawer = lazy(loadDrawer)
// Its tooltip (Mantine's Tooltip and floating-ui) likewise (ADR 58).
const loadTooltip = () => import('./assistant-tooltip.tsx').then((module) => module.AssistantTooltip)

/** The header's assistant button and its chat panel. */
export function AssistantPanel() {
  const { t } = useTranslation()
  const [opened, setOpened] = useState(false)
  const [wanted, setWanted] = useState(false)
  const open = () => {
    setWanted(true)
    setOpened(true)
  }
  return (
    <>
      <PopupOnDemand
        load={loadTooltip}
        props={{}}
        trigger={
          <ActionIcon
            variant="subtle"
            size="lg"
            onClick={open}
            onPointerEnter={loadDrawer}
            onFocus={loadDrawer}
            aria-label={t('assistant.open')}
          >
            <IconSparkles size={20} />
          </ActionIcon>
        }
      />
      {wanted && (
        <Suspense fallback={null}>
          <AssistantDrawer opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  )
}
