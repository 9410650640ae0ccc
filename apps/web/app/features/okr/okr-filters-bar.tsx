import { Button, Group } from '@mantine/core'
import type { TeamRef } from '@portal/contracts/okr'
import { HEALTHS, OBJECTIVE_STATUSES, type OkrFilters, quarterPresets } from '@portal/contracts/okr'
import type { Person } from '@portal/contracts/people'
import { IconSearch, IconX } from '@tabler/icons-react'
import { useEffect, useRef, useState } from 'react'
import { LightNativeSelect, LightTextInput } from '../../components/light-fields.tsx'
import { MultiSelectOnDemand } from '../../components/multi-select-on-demand.tsx'
import { personName } from '../../lib/format.ts'
import { useTranslation } from '../../lib/texts.ts'

interface Props {
  filters: OkrFilters
  onChange: (filters: OkrFilters) => void
  teams: TeamRef[]
  people: Person[]
  /** Today, as the server saw it (so the presets match between server and browser render). */
  today: string
}

/** Period presets: two years of quarters around today, and the years themselves. */
export function periodOptions(today: string) {
  const year = Number(today.slice(0, 4))
  const quarters = quarterPresets(today, 4, 3).map((p) => p.key)
  return [...quarters, String(year - 1), String(year), String(year + 1)]
}

/** The table's filters; every change goes into the address at once (search after a pause). */
export function OkrFiltersBar({ filters, onChange, teams, people, today }: Props) {
  const { t } = useTranslation()
  const [search, setSearch] = useState(filters.search ?? '')
  useEffect(() => setSearch(filters.search ?? ''), [filters.search])
  const set = (patch: Partial<OkrFilters>) => {
    const next: OkrFilters = { ...filters, ...patch }
    for (const [key, value] of Object.entries(next)) {
      if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) {
        delete next[key as keyof OkrFilters]
      }
    }
    onChange(next)
  }
  // The pause outlives renders: it must apply to the filters as they are then, not as they were.
  const latestSet = useRef(set)
  latestSet.current = set
  // A plain timer (Mantine's debounced callback is 0.6 kB gzip more on the first load, ADR 79).
  const pause = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(pause.current), [])
  const searchLater = (value: string) => {
    clearTimeout(pause.current)
    pause.current = setTimeout(() => latestSet.current({ search: value.trim() || undefined }), 400)
  }
  const active = Object.keys(filters).length > 0
  const known = new Set(people.map((p) => p.id))
  const ownerData = [
    ...people.map((p) => ({ value: p.id, label: personName(p) })),
    // An owner picked elsewhere (a link, a saved view) who is not in the first page of people.
    ...(filters.owner_ids ?? []).filter((id) => !known.has(id)).map((id) => ({ value: id, label: id })),
  ]
  return (
    <Group align="flex-end" gap="sm" wrap="wrap" role="search" aria-label={t('okr.filters.label')}>
      {/* Mantine's fields drawn without its Input runtime (ADR 74, 79). */}
      <LightTextInput
        label={t('okr.filters.search')}
        placeholder={t('okr.filters.search_placeholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value)
          searchLater(event.currentTarget.value)
        }}
        onKeyDown={(event) => event.key === 'Enter' && set({ search: search.trim() || undefined })}
        w={220}
      />
      <MultiSelectOnDemand
        label={t('okr.filters.team')}
        placeholder={filters.team_ids?.length ? undefined : t('okr.filters.any')}
        data={teams.map((team) => ({ value: team.id, label: team.name }))}
        value={filters.team_ids ?? []}
        onChange={(team_ids) => set({ team_ids })}
        searchable
        clearable
        w={220}
      />
      <MultiSelectOnDemand
        label={t('okr.filters.owner')}
        placeholder={filters.owner_ids?.length ? undefined : t('okr.filters.any')}
        data={ownerData}
        value={filters.owner_ids ?? []}
        onChange={(owner_ids) => set({ owner_ids })}
        searchable
        clearable
        w={220}
      />
      {/* A short list of periods: the browser's own select, with "Any" to clear (ADR 69). */}
      <LightNativeSelect
        label={t('okr.filters.period')}
        data={[
          { value: '', label: t('okr.filters.any') },
          ...periodOptions(today).map((period) => ({ value: period, label: period })),
        ]}
        value={filters.period ?? ''}
        onChange={(event) => set({ period: event.currentTarget.value || undefined })}
        w={140}
      />
      <MultiSelectOnDemand
        label={t('okr.filters.status')}
        placeholder={filters.statuses?.length ? undefined : t('okr.filters.any')}
        data={OBJECTIVE_STATUSES.map((value) => ({ value, label: t(`okr.statuses.${value}`) }))}
        value={filters.statuses ?? []}
        onChange={(statuses) => set({ statuses: statuses as OkrFilters['statuses'] })}
        clearable
        w={200}
      />
      <MultiSelectOnDemand
        label={t('okr.filters.health')}
        placeholder={filters.healths?.length ? undefined : t('okr.filters.any')}
        data={HEALTHS.map((value) => ({ value, label: t(`okr.healths.${value}`) }))}
        value={filters.healths ?? []}
        onChange={(healths) => set({ healths: healths as OkrFilters['healths'] })}
        clearable
        w={200}
      />
      {active && (
        <Button variant="subtle" leftSection={<IconX size={16} aria-hidden />} onClick={() => onChange({})}>
          {t('okr.filters.clear')}
        </Button>
      )}
    </Group>
  )
}
