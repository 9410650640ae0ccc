import '@mantine/core/styles/Combobox.css'
import '@mantine/core/styles/Pill.css'
import '@mantine/core/styles/PillsInput.css'
import { Anchor, Badge, Button, Group, Loader, MultiSelect, Paper, Stack, Text } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { okrKeyResultsApi } from '@portal/contracts/okr-key-results'
import { type LinkedKeyResult, MAX_LINKED_KEY_RESULTS, ppmApi } from '@portal/contracts/ppm'
import { useState } from 'react'
import { Link } from 'react-router'
import { formatters } from '../../lib/format.ts'
import { localePath } from '../../lib/locale-path.ts'
import { useRead } from '../../lib/query-keys.ts'
import { useTranslation } from '../../lib/texts.ts'
import { useLocale } from '../../lib/use-locale.ts'
import { useWrite } from '../../lib/use-write.ts'

/** The key results a measure contributes to (issue 14 item 7, ADR 39), and a picker to change them. */
export function KeyResultsTab({ measureId }: { measureId: string }) {
  const { t } = useTranslation()
  const linked = useRead(ppmApi.measureKeyResults, { params: { id: measureId } })
  if (!linked.data) return <Loader size="sm" aria-label={t('ppm.portfolio.loading')} />
  return (
    <LinkedKeyResults key={linked.data.map((k) => k.id).join()} measureId={measureId} linked={linked.data} />
  )
}

function LinkedKeyResults({ measureId, linked }: { measureId: string; linked: LinkedKeyResult[] }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const format = formatters(locale)
  const [chosen, setChosen] = useState(linked.map((k) => k.id))
  const [search, setSearch] = useState('')
  const [debounced] = useDebouncedValue(search.trim(), 250)
  const found = useRead(okrKeyResultsApi.list, { query: { page_size: 50, search: debounced || undefined } })
  const save = useWrite(ppmApi.setMeasureKeyResults, {
    success: t('ppm.key_results.saved'),
    failure: t('ppm.key_results.failed'),
    changes: [ppmApi, okrKeyResultsApi],
    reload: false,
  })
  // Chosen ones keep their titles while the search shows others.
  const options = new Map(linked.map((k) => [k.id, `${k.title} · ${k.objective.title}`]))
  for (const k of found.data?.results ?? []) options.set(k.id, `${k.title} · ${k.objective.title}`)
  const changed = chosen.length !== linked.length || chosen.some((id) => !linked.some((k) => k.id === id))
  return (
    <Stack>
      <MultiSelect
        label={t('ppm.key_results.picker')}
        description={t('ppm.key_results.hint')}
        data={[...options].map(([value, label]) => ({ value, label }))}
        value={chosen}
        onChange={setChosen}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options: all }) => all}
        nothingFoundMessage={t('ppm.key_results.none_found')}
        maxValues={MAX_LINKED_KEY_RESULTS}
        clearable
        data-testid="key-result-picker"
      />
      <Group justify="flex-end">
        <Button
          disabled={!changed}
          loading={save.busy}
          onClick={() => save.run({ params: { id: measureId }, body: { key_result_ids: chosen } })}
        >
          {t('ppm.key_results.save')}
        </Button>
      </Group>
      {linked.length === 0 && <Text c="dimmed">{t('ppm.key_results.empty')}</Text>}
      <Stack gap="xs" data-testid="linked-key-results">
        {linked.map((k) => (
          <Paper key={k.id} withBorder p="sm">
            <Group justify="space-between" wrap="nowrap">
              <Stack gap={2}>
                <Anchor
                  component={Link}
                  to={localePath(locale, `/client/okr?open=key_result:${k.id}`)}
                  fw={600}
                >
                  {k.title}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {k.objective.title}
                </Text>
              </Stack>
              <Group gap="xs" wrap="nowrap">
                {k.from_measures && (
                  <Badge variant="light" size="sm">
                    {t('ppm.key_results.from_measures')}
                  </Badge>
                )}
                <Text size="sm">
                  {t('ppm.key_results.value', {
                    current: `${format.decimal(k.current_value)} ${k.unit}`.trim(),
                    target: `${format.decimal(k.target_value)} ${k.unit}`.trim(),
                  })}
                </Text>
              </Group>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Stack>
  )
}
