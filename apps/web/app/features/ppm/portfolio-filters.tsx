import { Group } from '@mantine/core'
import type { Person } from '@portal/contracts/people'
import { PPM_GATES, PPM_STATUSES } from '@portal/contracts/ppm'
import { useSearchParams } from 'react-router'
import { LightNativeSelect, LightTextInput } from '../../components/light-fields.tsx'
import { personName } from '../../lib/format.ts'
import { useTranslation } from '../../lib/texts.ts'
import { gateKey } from './gate-label.ts'

/**
 * Status, gate and owner filters of the portfolio, kept in the address (shareable, reload-safe). Native
 * selects, as the users list's filters: Mantine's Select would bring its combobox with floating-ui (~30 kB
 * gzip) to the page's first load for three short lists (ADR 70); "any" is the first choice. Drawn as
 * Mantine's NativeSelect and TextInput without its Input runtime (`light-fields.tsx`, ADR 74).
 */
export function PortfolioFilters({ people }: { people: Person[] }) {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const any = { value: '', label: t('ppm.filters.any') }
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
      <LightNativeSelect
        label={t('ppm.filters.status')}
        data={[any, ...PPM_STATUSES.map((s) => ({ value: s, label: t(`ppm.statuses.${s}`) }))]}
        value={params.get('status') ?? ''}
        onChange={(e) => set('status', e.currentTarget.value)}
      />
      <LightNativeSelect
        label={t('ppm.filters.gate')}
        data={[any, ...PPM_GATES.map((g) => ({ value: String(g), label: t(gateKey(g)) }))]}
        value={params.get('gate') ?? ''}
        onChange={(e) => set('gate', e.currentTarget.value)}
      />
      <LightNativeSelect
        label={t('ppm.filters.owner')}
        data={[any, ...people.map((p) => ({ value: p.id, label: personName(p) }))]}
        value={params.get('owner_id') ?? ''}
        onChange={(e) => set('owner_id', e.currentTarget.value)}
      />
      <LightTextInput
        label={t('ppm.filters.search')}
        defaultValue={params.get('search') ?? ''}
        onKeyDown={(e) => {
          if (e.key === 'Enter') set('search', e.currentTarget.value.trim() || null)
        }}
      />
    </Group>
  )
}
