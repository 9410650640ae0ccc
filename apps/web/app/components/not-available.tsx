import { Alert } from '@mantine/core'
import { IconClockHour4 } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'

/** What a page that a later release fills shows until then: plainly that, and no invented data. */
export function NotAvailable() {
  const { t } = useTranslation()
  return (
    <Alert
      variant="light"
      color="primary"
      title={t('not_available.title')}
      icon={<IconClockHour4 aria-hidden />}
    >
      {t('not_available.body')}
    </Alert>
  )
}
