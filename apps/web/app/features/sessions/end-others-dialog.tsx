import '../../components/modal-styles.ts'
import { Button, Group, Modal, Stack, Text } from '@mantine/core'
import { useOpenedOnDemand } from '../../components/dialog-on-demand.tsx'
import { useTranslation } from '../../lib/texts.ts'

/** "Sign out everywhere else?": loaded when first asked (sessions-section.tsx, ADR 82). */
export function EndOthersDialog(props: {
  opened: boolean
  busy: boolean
  onClose: () => void
  onConfirm: () => void
}) {
  const { t } = useTranslation()
  return (
    <Modal
      opened={useOpenedOnDemand(props.opened)}
      onClose={props.onClose}
      title={t('sessions.confirm_title')}
      closeButtonProps={{ 'aria-label': t('sessions.close') }}
    >
      <Stack>
        <Text size="sm">{t('sessions.confirm_text')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {t('sessions.cancel')}
          </Button>
          <Button color="coral" loading={props.busy} onClick={props.onConfirm}>
            {t('sessions.sign_out_others')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
