import { Button, Group, Loader, NumberInput, Stack, Table, Text } from '@mantine/core'
import {
  EFFECT_TYPES,
  type EffectType,
  type PpmEffects,
  ppmApi,
  RECURRING_EFFECTS,
} from '@portal/contracts/ppm'
import { useState } from 'react'
import { TableScroll } from '../../components/table-scroll.tsx'
import { formatters } from '../../lib/format.ts'
import { useRead } from '../../lib/query-keys.ts'
import { useTranslation } from '../../lib/texts.ts'
import { useLocale } from '../../lib/use-locale.ts'
import { useWrite } from '../../lib/use-write.ts'
import { toCents, useMoney } from './money.ts'

type Amounts = Record<string, { planned: number; actual: number }>
const key = (type: EffectType, month: string) => `${type}|${month}`
const nextMonth = (month: string) => {
  const [year, m] = month.split('-').map(Number) as [number, number]
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`
}

function amountsOf(effects: PpmEffects): { months: string[]; amounts: Amounts } {
  const amounts: Amounts = {}
  for (const c of effects.cells) {
    amounts[key(c.effect_type, c.month)] = { planned: c.planned_cents / 100, actual: c.actual_cents / 100 }
  }
  return { months: [...new Set(effects.cells.map((c) => c.month))].sort(), amounts }
}

/** The effects grid: planned and actual per month and type, in the company's currency. */
function EffectsGrid({
  measureId,
  effects,
  thisMonth,
}: {
  measureId: string
  effects: PpmEffects
  thisMonth: string
}) {
  const { t } = useTranslation()
  const { month: monthName } = formatters(useLocale())
  const money = useMoney(effects.currency)
  const initial = amountsOf(effects)
  const [months, setMonths] = useState(initial.months)
  const [amounts, setAmounts] = useState(initial.amounts)
  const save = useWrite(ppmApi.setMeasureEffects, {
    success: t('ppm.effects.saved'),
    failure: t('ppm.effects.failed'),
  })
  const set = (type: EffectType, month: string, field: 'planned' | 'actual', value: number) =>
    setAmounts((now) => ({
      ...now,
      [key(type, month)]: { planned: 0, actual: 0, ...now[key(type, month)], [field]: value },
    }))
  const addMonth = () => setMonths((now) => [...now, now.length ? nextMonth(now.at(-1)!) : thisMonth])
  const onSave = () =>
    save.run({
      params: { id: measureId },
      body: {
        cells: months.flatMap((month) =>
          EFFECT_TYPES.map((effect_type) => ({
            month,
            effect_type,
            planned_cents: toCents(amounts[key(effect_type, month)]?.planned ?? 0),
            actual_cents: toCents(amounts[key(effect_type, month)]?.actual ?? 0),
          })),
        ),
      },
    })
  const kind = (type: EffectType) =>
    t(RECURRING_EFFECTS.includes(type) ? 'ppm.effects.recurring' : 'ppm.effects.one_off')
  return (
    <Stack>
      <Group gap="xl">
        <Text>
          {t('ppm.effects.net')}: <strong>{money(effects.net.planned_cents)}</strong> /{' '}
          {money(effects.net.actual_cents)}
        </Text>
      </Group>
      {months.length === 0 && <Text c="dimmed">{t('ppm.effects.empty')}</Text>}
      {months.length > 0 && (
        <TableScroll minWidth={1000}>
          <Table withTableBorder withColumnBorders>
            <Table.Thead>
              <Table.Tr>
                <Table.Th rowSpan={2}>{t('ppm.effects.month')}</Table.Th>
                {EFFECT_TYPES.map((type) => (
                  <Table.Th key={type} colSpan={2}>
                    {t(`ppm.effect_types.${type}`)} ({kind(type)})
                  </Table.Th>
                ))}
              </Table.Tr>
              <Table.Tr>
                {EFFECT_TYPES.flatMap((type) => [
                  <Table.Th key={`${type}p`}>{t('ppm.effects.planned')}</Table.Th>,
                  <Table.Th key={`${type}a`}>{t('ppm.effects.actual')}</Table.Th>,
                ])}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {months.map((month) => (
                <Table.Tr key={month}>
                  <Table.Th scope="row">{monthName(month)}</Table.Th>
                  {EFFECT_TYPES.flatMap((type) =>
                    (['planned', 'actual'] as const).map((field) => (
                      <Table.Td key={`${type}${field}`}>
                        <NumberInput
                          size="xs"
                          hideControls
                          decimalScale={2}
                          aria-label={t('ppm.effects.amount_label', {
                            type: t(`ppm.effect_types.${type}`),
                            kind: t(`ppm.effects.${field}`),
                            month: monthName(month),
                          })}
                          value={amounts[key(type, month)]?.[field] ?? ''}
                          onChange={(value) => set(type, month, field, Number(value) || 0)}
                        />
                      </Table.Td>
                    )),
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
      <Group justify="space-between">
        <Button variant="light" onClick={addMonth}>
          {t('ppm.effects.add_month')}
        </Button>
        <Button onClick={onSave} loading={save.busy} disabled={months.length === 0}>
          {t('ppm.effects.save')}
        </Button>
      </Group>
    </Stack>
  )
}

export function EffectsTab({ measureId, thisMonth }: { measureId: string; thisMonth: string }) {
  const effects = useRead(ppmApi.measureEffects, { params: { id: measureId } })
  if (!effects.data) return <Loader size="sm" />
  return <EffectsGrid measureId={measureId} effects={effects.data} thisMonth={thisMonth} />
}
