import { inArray, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../core/db.ts'
import { scope } from '../../core/tenancy.ts'
import { ppmNodes } from './ppm.tables.ts'
import type { PpmContext } from './ppm-rows.ts'

/**
 * The stored totals (ADR 31): every programme, project and package keeps its measures' effects per gate,
 * type and month in `ppm_effect_totals`, and every level its net totals and measure count in `ppm_nodes`. A change of what
 * a level contributes (effects written, gate changed, moved, deleted) is done as: take its contribution
 * out of the levels above it, change it, put it back — all in one transaction that holds the lock of the
 * programmes concerned, so two writers never interleave.
 */

const signedSum = (column: string) =>
  sql.raw(
    `sum(case when e.effect_type in ('one_off_cost', 'investment') then -e.${column} else e.${column} end)`,
  )

/** Adds (`sign` 1) or takes out (-1) what a level contributes to the levels above it, as they are now. */
export async function shiftTotals(db: Database, nodeId: string, sign: 1 | -1) {
  await db.execute(sql`
    insert into ppm_effect_totals (company_id, node_id, gate, effect_type, month, planned_cents, actual_cents)
    select src.company_id, up.node_id, src.gate, src.effect_type, src.month,
           ${sign}::bigint * src.planned_cents, ${sign}::bigint * src.actual_cents
    from (
      select e.company_id, n.gate, e.effect_type, e.month, e.planned_cents, e.actual_cents
        from ppm_effects e join ppm_nodes n on n.id = e.measure_id
        where e.measure_id = ${nodeId}
      union all
      select t.company_id, t.gate, t.effect_type, t.month, t.planned_cents, t.actual_cents
        from ppm_effect_totals t where t.node_id = ${nodeId}
    ) src
    cross join (
      select a.node_id from ppm_nodes n
        cross join lateral (values (n.program_id), (n.project_id), (n.package_id)) a(node_id)
        where n.id = ${nodeId} and a.node_id is not null and a.node_id <> n.id
    ) up
    on conflict (node_id, gate, effect_type, month) do update set
      planned_cents = ppm_effect_totals.planned_cents + excluded.planned_cents,
      actual_cents = ppm_effect_totals.actual_cents + excluded.actual_cents`)
  await db.execute(sql`
    update ppm_nodes set
      planned_net_cents = ppm_nodes.planned_net_cents + ${sign}::bigint * src.planned_net_cents,
      actual_net_cents = ppm_nodes.actual_net_cents + ${sign}::bigint * src.actual_net_cents,
      measure_count = ppm_nodes.measure_count
        + ${sign}::integer * (case when src.level = 'measure' then 1 else src.measure_count end)
    from ppm_nodes src
    where src.id = ${nodeId} and ppm_nodes.id in (src.program_id, src.project_id, src.package_id)`)
  if (sign === -1) {
    await db.execute(sql`
      delete from ppm_effect_totals t using ppm_nodes src
      where src.id = ${nodeId} and t.node_id in (src.program_id, src.project_id, src.package_id)
        and t.planned_cents = 0 and t.actual_cents = 0`)
  }
}

/** A measure's own net totals, from its effects. */
export async function refreshMeasureNet(db: Database, measureId: string) {
  await db.execute(sql`
    update ppm_nodes set
      planned_net_cents = coalesce((select ${signedSum('planned_cents')} from ppm_effects e where e.measure_id = ${measureId}), 0),
      actual_net_cents = coalesce((select ${signedSum('actual_cents')} from ppm_effects e where e.measure_id = ${measureId}), 0)
    where id = ${measureId}`)
}

/**
 * Runs `work` in a transaction holding the row locks of the programmes named (in id order, so two
 * writers never wait on each other crosswise); `work` gets the context on that transaction.
 */
export async function withTotals<T>(
  ctx: PpmContext,
  programIds: (string | null)[],
  work: (tx: PpmContext) => Promise<T>,
): Promise<T> {
  const ids = [...new Set(programIds.filter((id): id is string => id !== null))].sort()
  return ctx.db.transaction(async (tx) => {
    if (ids.length) {
      await tx
        .select({ id: ppmNodes.id })
        .from(ppmNodes)
        .where(scope(ppmNodes, ctx.tenant).where(inArray(ppmNodes.id, ids)))
        .orderBy(ppmNodes.id)
        .for('update')
    }
    return work({ ...ctx, db: tx })
  })
}

/** What the stored totals must hold, computed from the effects (for a rebuild, and to check them). */
export const recomputedTotals = (companyId: string): SQL => sql`
  select e.company_id, a.node_id, n.gate, e.effect_type, e.month,
         sum(e.planned_cents) as planned_cents, sum(e.actual_cents) as actual_cents
  from ppm_effects e join ppm_nodes n on n.id = e.measure_id
  cross join lateral (values (n.program_id), (n.project_id), (n.package_id)) a(node_id)
  where e.company_id = ${companyId} and a.node_id is not null
  group by e.company_id, a.node_id, n.gate, e.effect_type, e.month
  having sum(e.planned_cents) <> 0 or sum(e.actual_cents) <> 0`

export const recomputedNets = (companyId: string): SQL => sql`
  select a.node_id, ${signedSum('planned_cents')} as planned_net_cents,
         ${signedSum('actual_cents')} as actual_net_cents
  from ppm_effects e join ppm_nodes n on n.id = e.measure_id
  cross join lateral (values (n.id), (n.program_id), (n.project_id), (n.package_id)) a(node_id)
  where e.company_id = ${companyId} and a.node_id is not null
  group by a.node_id`

/** How many measures each level holds, counted afresh. */
export const recomputedCounts = (companyId: string): SQL => sql`
  select a.node_id, count(*)::integer as measure_count
  from ppm_nodes n
  cross join lateral (values (n.program_id), (n.project_id), (n.package_id)) a(node_id)
  where n.company_id = ${companyId} and n.level = 'measure' and a.node_id is not null
  group by a.node_id`

/** Each level's last published report (its period end), read afresh from the reports (ADR 50). */
export const recomputedLastReports = (companyId: string): SQL => sql`
  select node_id, max(period_end) as last_report_end
  from ppm_status_reports
  where company_id = ${companyId} and published_at is not null
  group by node_id`

/**
 * Computes a company's stored totals afresh from its effects, and each level's last published report
 * from its reports (after a bulk load: seed, bench).
 */
export async function rebuildTotals(db: Database, companyId: string) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from ppm_effect_totals where company_id = ${companyId}`)
    await tx.execute(sql`
      insert into ppm_effect_totals (company_id, node_id, gate, effect_type, month, planned_cents, actual_cents)
      ${recomputedTotals(companyId)}`)
    // Every level written once, with all it derives (a level with nothing inside gets zeros): four
    // updates in a row left four dead versions of each row behind, which PGlite never vacuums.
    await tx.execute(sql`
      update ppm_nodes set
        measure_count = coalesce(c.measure_count, 0),
        planned_net_cents = coalesce(t.planned_net_cents, 0),
        actual_net_cents = coalesce(t.actual_net_cents, 0),
        last_report_end = r.last_report_end
      from ppm_nodes n
        left join (${recomputedCounts(companyId)}) c on c.node_id = n.id
        left join (${recomputedNets(companyId)}) t on t.node_id = n.id
        left join (${recomputedLastReports(companyId)}) r on r.node_id = n.id
      where ppm_nodes.id = n.id and n.company_id = ${companyId}`)
  })
}
