import '@mantine/core/styles/Table.css'
import { Alert, Button, Group, NativeSelect, Paper, Table, Text, Textarea, Title } from '@mantine/core'
import {
  marketIntelligenceApi,
  SIGNAL_IMPORT_FORMATS,
  type SignalImportReport,
} from '@portal/contracts/market-intelligence'
import { useState } from 'react'
import { useTranslation } from '../../lib/texts.ts'
import { useWrite } from '../../lib/use-write.ts'

type Format = (typeof SIGNAL_IMPORT_FORMATS)[number]

/**
 * Signals from a CSV or JSON file: a preview first (nothing changes), then the import; both answer the
 * same report, row by row — created, updated, or refused with the reasons in the reader's language.
 */
export function SignalImport() {
  const { t } = useTranslation()
  const [format, setFormat] = useState<Format>('csv')
  const [content, setContent] = useState('')
  const [report, setReport] = useState<SignalImportReport | null>(null)
  const send = useWrite(marketIntelligenceApi.importSignals, {
    failure: t('market_intelligence.failed'),
    onSuccess: (result) => setReport(result),
  })
  const run = (dry_run: boolean) => send.run({ body: { format, content, dry_run } })
  const rows = report
    ? [
        ...report.created.map((r) => ({
          ...r,
          outcome: t('market_intelligence.import.created_row'),
          reasons: '',
        })),
        ...report.updated.map((r) => ({
          ...r,
          outcome: t('market_intelligence.import.updated_row'),
          reasons: '',
        })),
        ...report.refused.map((r) => ({
          row: r.row,
          external_id: r.external_id ?? '–',
          title: '',
          outcome: t('market_intelligence.import.refused_row'),
          reasons: r.reasons.join(' · '),
        })),
      ].sort((a, b) => a.row - b.row)
    : []
  return (
    <Paper withBorder p="md">
      <Title order={2} fz="lg" mb="xs">
        {t('market_intelligence.import.title')}
      </Title>
      <Text size="sm" mb="xs">
        {t('market_intelligence.import.intro')}
      </Text>
      <Group align="flex-end" mb="xs">
        <NativeSelect
          label={t('market_intelligence.import.format')}
          value={format}
          onChange={(e) => setFormat(e.currentTarget.value as Format)}
          data={SIGNAL_IMPORT_FORMATS.map((f) => ({ value: f, label: f.toUpperCase() }))}
        />
        <label>
          <Text size="sm" fw={500}>
            {t('market_intelligence.import.file')}
          </Text>
          <input
            type="file"
            accept=".csv,.json,text/csv,application/json"
            onChange={async (e) => {
              const file = e.currentTarget.files?.[0]
              if (!file) return
              setContent(await file.text())
              setFormat(file.name.toLowerCase().endsWith('.json') ? 'json' : 'csv')
              setReport(null)
            }}
          />
        </label>
      </Group>
      <Textarea
        label={t('market_intelligence.import.content')}
        value={content}
        onChange={(e) => {
          setContent(e.currentTarget.value)
          setReport(null)
        }}
        autosize
        minRows={4}
        maxRows={12}
        styles={{ input: { fontFamily: 'monospace' } }}
      />
      <Group mt="xs">
        <Button variant="light" loading={send.busy} disabled={!content} onClick={() => run(true)}>
          {t('market_intelligence.import.preview')}
        </Button>
        <Button loading={send.busy} disabled={!content || !report?.dry_run} onClick={() => run(false)}>
          {t('market_intelligence.import.run')}
        </Button>
      </Group>
      {report && (
        <Alert
          mt="md"
          variant="light"
          color={report.refused.length ? 'yellow' : 'primary'}
          role="status"
          title={
            report.dry_run ? t('market_intelligence.import.previewed') : t('market_intelligence.import.done')
          }
        >
          <Text size="sm">
            {[
              t('market_intelligence.import.created', { count: report.created.length }),
              t('market_intelligence.import.updated', { count: report.updated.length }),
              t('market_intelligence.import.refused', { count: report.refused.length }),
            ].join(' · ')}
          </Text>
          {report.new_sources.length > 0 && (
            <Text size="sm">
              {t('market_intelligence.import.new_sources', { names: report.new_sources.join(', ') })}
            </Text>
          )}
          <Table mt="xs" aria-label={t('market_intelligence.import.report')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('market_intelligence.import.row')}</Table.Th>
                <Table.Th>{t('market_intelligence.import.key')}</Table.Th>
                <Table.Th>{t('market_intelligence.title')}</Table.Th>
                <Table.Th>{t('market_intelligence.import.outcome')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.slice(0, 200).map((r) => (
                <Table.Tr key={r.row}>
                  <Table.Td>{r.row}</Table.Td>
                  <Table.Td>{r.external_id}</Table.Td>
                  <Table.Td>{r.title}</Table.Td>
                  <Table.Td>
                    {r.outcome}
                    {r.reasons && (
                      <Text size="sm" c="dimmed">
                        {r.reasons}
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Alert>
      )}
    </Paper>
  )
}
