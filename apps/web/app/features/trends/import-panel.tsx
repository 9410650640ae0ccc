import '@mantine/core/styles/List.css'
import { Alert, Button, Group, List, NativeSelect, Stack, Text, Textarea } from '@mantine/core'
import { IMPORT_FORMATS, type ImportReport, trendLibraryApi } from '@portal/contracts/trends'
import { useState } from 'react'
import { useTranslation } from '../../lib/texts.ts'
import { useWrite } from '../../lib/use-write.ts'

/** Staff import a feed file: preview first (nothing changes), then import; both answer the same report. */
export function ImportPanel() {
  const { t } = useTranslation()
  const [format, setFormat] = useState<(typeof IMPORT_FORMATS)[number]>('json')
  const [content, setContent] = useState('')
  const [report, setReport] = useState<ImportReport | null>(null)
  const send = useWrite(trendLibraryApi.importMicrotrends, {
    failure: t('trends.failed'),
    onSuccess: (result) => setReport(result),
  })
  const run = (dry_run: boolean) => send.run({ body: { format, content, dry_run } })
  return (
    <Stack>
      <Text size="sm">{t('trends.import.intro')}</Text>
      <Group align="flex-end">
        <NativeSelect
          label={t('trends.import.format')}
          value={format}
          onChange={(e) => setFormat(e.currentTarget.value as (typeof IMPORT_FORMATS)[number])}
          data={IMPORT_FORMATS.map((f) => ({ value: f, label: f.toUpperCase() }))}
        />
        <label>
          <Text size="sm" fw={500}>
            {t('trends.import.file')}
          </Text>
          <input
            type="file"
            accept=".json,.csv,application/json,text/csv"
            onChange={async (e) => {
              const file = e.currentTarget.files?.[0]
              if (!file) return
              setContent(await file.text())
              if (file.name.toLowerCase().endsWith('.csv')) setFormat('csv')
            }}
          />
        </label>
      </Group>
      <Textarea
        label={t('trends.import.content')}
        value={content}
        onChange={(e) => setContent(e.currentTarget.value)}
        autosize
        minRows={6}
        maxRows={16}
      />
      <Group>
        <Button variant="light" loading={send.busy} disabled={!content} onClick={() => run(true)}>
          {t('trends.import.preview')}
        </Button>
        <Button loading={send.busy} disabled={!content} onClick={() => run(false)}>
          {t('trends.import.run')}
        </Button>
      </Group>
      {report && (
        <Alert variant="light" color={report.refused.length ? 'yellow' : 'primary'} role="status">
          <Text fw={600}>{report.dry_run ? t('trends.import.previewed') : t('trends.import.done')}</Text>
          <Text size="sm">{t('trends.import.created', { count: report.created.length })}</Text>
          <Text size="sm">{t('trends.import.updated', { count: report.updated.length })}</Text>
          <Text size="sm">{t('trends.import.refused', { count: report.refused.length })}</Text>
          {report.refused.length > 0 && (
            <List size="sm">
              {report.refused.slice(0, 50).map((r) => (
                <List.Item key={r.row}>
                  {t('trends.import.row', { row: r.row })}
                  {r.external_id ? ` (${r.external_id})` : ''}:{' '}
                  {/* The field as the feed names it (for those who write feeds), the message in the user's language. */}
                  {r.reasons
                    .map(({ field, message }) => (field === 'row' ? message : `${field}: ${message}`))
                    .join(' ')}
                </List.Item>
              ))}
            </List>
          )}
        </Alert>
      )}
    </Stack>
  )
}
