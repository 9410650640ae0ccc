import '../../components/modal-styles.ts'
import '@mantine/core/styles/Checkbox.css'
import '@mantine/core/styles/InlineInput.css'
import { Alert, Anchor, Button, Checkbox, FileInput, Group, Modal, Stack, Text } from '@mantine/core'
import { type BatchUserRow, MAX_BATCH_ROWS, usersApi } from '@portal/contracts/users'
import { useRef, useState } from 'react'
import { useOpenedOnDemand } from '../../components/dialog-on-demand.tsx'
import { ApiError } from '../../lib/api-client.ts'
import { useTranslation } from '../../lib/texts.ts'
import { useWrite } from '../../lib/use-write.ts'
import { BatchReport, type ReportLine, reportOf } from './batch-report.tsx'
import { BATCH_TEMPLATE, batchRowsOf } from './batch-rows.ts'

type State =
  | { step: 'choose' }
  | { step: 'reading' }
  | { step: 'ready'; rows: BatchUserRow[] }
  | { step: 'refused'; rows: BatchUserRow[]; detail: string; lines: ReportLine[] }

const isRefusal = (failure: unknown): failure is ApiError =>
  failure instanceof ApiError && failure.status === 400

/**
 * Many users from one .xlsx or .csv file: read in the browser, sent as one batch, all or nothing. When a
 * row is wrong the server's report (row → field → messages) is shown and nothing has been created.
 */
export function BatchUploadModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation()
  const shown = useOpenedOnDemand(opened)
  const [state, setState] = useState<State>({ step: 'choose' })
  const [problem, setProblem] = useState<string | null>(null)
  const [invite, setInvite] = useState(true)

  async function onFile(file: File | null) {
    setProblem(null)
    if (!file) return setState({ step: 'choose' })
    setState({ step: 'reading' })
    try {
      const { readSheet } = await import('./read-sheet.ts')
      const table = batchRowsOf(await readSheet(file))
      if (!table.ok) throw new Error(table.reason)
      if (table.rows.length > MAX_BATCH_ROWS) {
        setProblem(t('users.batch.too_many_rows', { max: MAX_BATCH_ROWS }))
        return setState({ step: 'choose' })
      }
      setState({ step: 'ready', rows: table.rows })
    } catch (error) {
      const missingEmail = error instanceof Error && error.message === 'no_email_column'
      setProblem(t(missingEmail ? 'users.batch.no_email_column' : 'users.batch.unreadable'))
      setState({ step: 'choose' })
    }
  }

  // A refused batch (400) shows its report row by row in the modal; any other failure is a notice.
  const sent = useRef<BatchUserRow[]>([])
  const batch = useWrite(usersApi.batch, {
    success: (result) => t('users.batch.created', { count: result.created.length, invited: result.invited }),
    failure: (said, failure) => (isRefusal(failure) ? null : said),
    onSuccess: () => {
      setState({ step: 'choose' })
      onClose()
    },
    onError: (failure) => {
      if (!isRefusal(failure)) return
      const rows = sent.current
      setState({
        step: 'refused',
        rows,
        detail: failure.problem.detail ?? '',
        lines: reportOf(failure.problem, rows),
      })
    },
  })
  const busy = batch.busy

  async function onSubmit(rows: BatchUserRow[]) {
    sent.current = rows
    await batch.run({ body: { rows, invite } })
  }

  const rows = state.step === 'ready' || state.step === 'refused' ? state.rows : null
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('users.close') }}
      opened={shown}
      onClose={onClose}
      title={t('users.batch.title')}
      size="xl"
    >
      <Stack>
        <Text size="sm">{t('users.batch.intro')}</Text>
        <Anchor
          size="sm"
          href={`data:text/csv;charset=utf-8,${encodeURIComponent(BATCH_TEMPLATE)}`}
          download="users-template.csv"
        >
          {t('users.batch.template')}
        </Anchor>
        <FileInput
          label={t('users.batch.file')}
          placeholder={t('users.batch.file_placeholder')}
          accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={onFile}
          clearable
          error={problem}
        />
        {state.step === 'reading' && <Text size="sm">{t('users.batch.reading')}</Text>}
        {rows && <Text size="sm">{t('users.batch.read', { count: rows.length })}</Text>}
        {state.step === 'refused' && (
          <Alert color="coral" title={state.detail}>
            <BatchReport lines={state.lines} />
          </Alert>
        )}
        <Checkbox
          label={t('users.batch.invite')}
          checked={invite}
          onChange={(e) => setInvite(e.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button disabled={!rows || rows.length === 0} loading={busy} onClick={() => rows && onSubmit(rows)}>
            {t('users.batch.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
