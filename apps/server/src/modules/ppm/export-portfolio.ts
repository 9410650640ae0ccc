import type { Locale } from '@portal/contracts/locales'
import type { PpmNode } from '@portal/contracts/ppm'
import type { KeyBetween } from '@portal/i18n/text-keys'
import { textsFor } from '@portal/i18n/texts'
import { asc, eq, sql } from 'drizzle-orm'
import type { Cell, Sheet } from '../../core/spreadsheet.ts'
import { scope } from '../../core/tenancy.ts'
import { allNodes } from './portfolio.service.ts'
import { ppmEffects, ppmNodes } from './ppm.tables.ts'
import type { PpmContext } from './ppm-rows.ts'

type PpmText = KeyBetween<'web.ppm.'>
const BATCH = 5_000
const money = (cents: number | null) => (cents === null ? null : cents / 100)
const name = (p: PpmNode['owner']) => (p ? `${p.first_name} ${p.last_name}`.trim() || p.email : '')

/** The portfolio (every level, its effects) or its effects per month, headers in the caller's language. */
export function portfolioSheet(ctx: PpmContext, kind: 'portfolio' | 'effects', locale: Locale): Sheet {
  const texts = textsFor(locale)
  const t = (key: PpmText) => texts(`web.ppm.${key}`)
  if (kind === 'portfolio') {
    const headers = [
      'level',
      'title',
      'status',
      'gate',
      'owner',
      'planned',
      'actual',
      'target',
      'report_due',
    ] as const
    return {
      title: t('export.portfolio'),
      columns: headers.map((key) => ({ header: t(`columns.${key}`), width: key === 'title' ? 48 : 14 })),
      rows: (async function* () {
        const nodes = await allNodes(ctx)
        yield nodes.map((n): Cell[] => [
          t(`levels.${n.level}`),
          n.title,
          t(`statuses.${n.status}`),
          n.gate === null ? null : `L${n.gate}`,
          name(n.owner),
          money(n.effects.planned_cents),
          money(n.effects.actual_cents),
          money(n.target_cents),
          n.report_due,
        ])
      })(),
    }
  }
  const headers = ['measure', 'gate', 'effect_type', 'month', 'planned', 'actual'] as const
  return {
    title: t('export.effects'),
    columns: headers.map((key) => ({ header: t(`columns.${key}`), width: key === 'measure' ? 48 : 14 })),
    rows: (async function* () {
      for (let offset = 0; ; offset += BATCH) {
        const rows = await ctx.db
          .select({
            title: ppmNodes.title,
            gate: ppmNodes.gate,
            effectType: ppmEffects.effectType,
            month: sql<string>`to_char(${ppmEffects.month}, 'YYYY-MM')`,
            planned: ppmEffects.plannedCents,
            actual: ppmEffects.actualCents,
          })
          .from(ppmEffects)
          .innerJoin(ppmNodes, eq(ppmNodes.id, ppmEffects.measureId))
          .where(scope(ppmEffects, ctx.tenant).where())
          .orderBy(
            asc(ppmNodes.title),
            asc(ppmEffects.measureId),
            asc(ppmEffects.month),
            asc(ppmEffects.effectType),
          )
          .limit(BATCH)
          .offset(offset)
        if (rows.length === 0) return
        yield rows.map((r): Cell[] => [
          r.title,
          `L${r.gate ?? 0}`,
          t(`effect_types.${r.effectType as 'investment'}`),
          r.month,
          money(r.planned),
          money(r.actual),
        ])
      }
    })(),
  }
}
