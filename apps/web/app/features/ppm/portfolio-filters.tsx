import { Group, Select, TextInput } from '@mantine/core'
import type { Person } from '@portal/contracts/people'
import { PPM_GATES, PPM_STATUSES } from '@portal/contracts/ppm'
import { useSearchParams } from 'react-router'
import { personName } from '../../lib/format.ts'
import { useTranslation } from '../../lib/texts.ts'
import { gateKey } from './gate-label.ts'

/** Status, gate and owner filters of the portfolio, kept in the address (shareable, reload-safe). */
export function PortfolioFilters({ people }: { people: Person[] }) {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const set = (name: string, value: string | null) =>
    setParams(
      (now) => {
        const next = new URLSearchParams(now)
        if (value) next.set(name, value)
        else next.delete(name)
        return next
      },
      { preventScrollReset: true },
    )
  return (
    <Group align="flex-end">
      <Select
        label={t('ppm.filters.status')}
        placeholder={t('ppm.filters.any')}
        data={PPM_STATUSES.map((s) => ({ value: s, label: t(`ppm.statuses.${s}`) }))}
        value={params.get('status')}
        onChange={(value) => set('status', value)}
        clearable
      />
      <Select
        label={t('ppm.filters.gate')}
        placeholder={t('ppm.filters.any')}
        data={PPM_GATES.map((g) => ({ value: String(g), label: t(gateKey(g)) }))}
        value={params.get('gate')}
        onChange={(value) => set('gate', value)}
        clearable
      />
      <Select
        label={t('ppm.filters.owner')}
        placeholder={t('ppm.filters.any')}
        data={people.map((p) => ({ value: p.id, label: personName(p) }))}
        value={params.get('owner_id')}
        onChange={(value) => set('owner_id', value)}
        searchable
        clearable
      />
      <TextInput
        label={t('ppm.filters.search')}
        defaultValue={params.get('search') ?? ''}
        onKeyDown={(e) => {
          if (e.key === 'Enter') set('search', e.currentTarget.value.trim() || null)
        }}
      />
    </Group>
  )
}
