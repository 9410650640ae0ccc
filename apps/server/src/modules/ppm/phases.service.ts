import {
  BUSINESS_CASE_GATE,
  type GATE_BLOCKERS,
  type GateDecision,
  type PhaseAction,
  type PpmPhases,
} from '@portal/contracts/ppm'
import { and, desc, eq, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { AppError, forbidden } from '../../core/errors.ts'
import { companyMemberships, users } from '../../core/identity.tables.ts'
import { personJsonOf } from '../../core/people.ts'
import { scope } from '../../core/tenancy.ts'
import { recordActivity } from './activities.service.ts'
import { ppmEffects, ppmGateDecisions, ppmNodes } from './ppm.tables.ts'
import { type NodeRow, nodeOf, type PpmContext } from './ppm-rows.ts'
import { shiftTotals, withTotals } from './totals.ts'

type Blocker = (typeof GATE_BLOCKERS)[number]

const requester = alias(users, 'ppm_requester')
const decider = alias(users, 'ppm_decider')

async function history(ctx: PpmContext, measureId: string): Promise<GateDecision[]> {
  const rows = await ctx.db
    .select({
      row: ppmGateDecisions,
      requestedBy: personJsonOf(requester),
      decidedBy: personJsonOf(decider),
    })
    .from(ppmGateDecisions)
    .leftJoin(requester, eq(requester.id, ppmGateDecisions.requestedBy))
    .leftJoin(decider, eq(decider.id, ppmGateDecisions.decidedBy))
    .where(scope(ppmGateDecisions, ctx.tenant).where(eq(ppmGateDecisions.measureId, measureId)))
    .orderBy(desc(ppmGateDecisions.requestedAt), desc(ppmGateDecisions.id))
  return rows.map(({ row, requestedBy, decidedBy }) => ({
    id: row.id,
    from_gate: row.fromGate,
    to_gate: row.toGate,
    state: row.state as GateDecision['state'],
    requested_by: requestedBy,
    requested_at: new Date(row.requestedAt).toISOString(),
    request_comment: row.requestComment,
    decided_by: decidedBy,
    decided_at: row.decidedAt ? new Date(row.decidedAt).toISOString() : null,
    decision_comment: row.decisionComment,
  }))
}

/** What stands between a measure and its next gate (without the pending request itself). */
async function rulesFor(ctx: PpmContext, measure: NodeRow): Promise<Blocker[]> {
  const gate = measure.gate ?? 0
  if (gate >= 5) return ['last_gate']
  const blockers: Blocker[] = []
  if (gate + 1 >= BUSINESS_CASE_GATE) {
    if (!measure.businessCase.trim()) blockers.push('business_case')
    const [planned] = await ctx.db
      .select({ any: sql<boolean>`coalesce(bool_or(${ppmEffects.plannedCents} <> 0), false)` })
      .from(ppmEffects)
      .where(scope(ppmEffects, ctx.tenant).where(eq(ppmEffects.measureId, measure.id)))
    if (!planned?.any) blockers.push('planned_effects')
  }
  return blockers
}

/** The measure's approver or a company admin decides gate requests. */
const mayDecide = (ctx: PpmContext, measure: NodeRow) =>
  ctx.tenant.canManage || measure.approverId === ctx.tenant.principal.userId

export async function phasesOf(ctx: PpmContext, id: string): Promise<PpmPhases> {
  const measure = await nodeOf(ctx, id, 'measure')
  const [all, blockers] = await Promise.all([history(ctx, id), rulesFor(ctx, measure)])
  const pending = all.find((d) => d.state === 'pending') ?? null
  return {
    gate: measure.gate ?? 0,
    pending,
    blockers: pending ? ['pending', ...blockers] : blockers,
    can_decide: pending !== null && mayDecide(ctx, measure),
    history: all,
  }
}

const blocked = (blockers: Blocker[]) =>
  new AppError(409, 'api.errors.ppm_gate_blocked', {
    fields: Object.fromEntries(blockers.map((b) => [b, [{ key: `api.fields.ppm_${b}` as const }]])),
  })

const measureLink = (id: string) => `/client/ppm?measure=${id}`

/** Who decides a request of a measure without an approver: the company's admins. */
async function companyAdminsOf(ctx: PpmContext) {
  const rows = await ctx.db
    .select({ id: companyMemberships.userId })
    .from(companyMemberships)
    .where(
      and(
        eq(companyMemberships.companyId, ctx.tenant.companyId),
        eq(companyMemberships.isCompanyAdmin, true),
      ),
    )
  return rows.map((r) => r.id)
}

/**
 * Request the next gate (its rules must hold), approve or reject a pending request (the approver),
 * or return to an earlier gate (with a reason). Every step is kept in the history and the trail.
 */
export async function actOnPhase(ctx: PpmContext, id: string, action: PhaseAction): Promise<PpmPhases> {
  const measure = await nodeOf(ctx, id, 'measure')
  const gate = measure.gate ?? 0
  const [pending] = await ctx.db
    .select()
    .from(ppmGateDecisions)
    .where(
      scope(ppmGateDecisions, ctx.tenant).where(
        eq(ppmGateDecisions.measureId, id),
        eq(ppmGateDecisions.state, 'pending'),
      ),
    )
  const me = ctx.tenant.principal.userId

  if (action.action === 'request') {
    if (pending) throw new AppError(409, 'api.errors.ppm_gate_pending')
    const blockers = await rulesFor(ctx, measure)
    if (blockers.length) throw blocked(blockers)
    await ctx.db.insert(ppmGateDecisions).values(
      scope(ppmGateDecisions, ctx.tenant).row({
        measureId: id,
        fromGate: gate,
        toGate: gate + 1,
        state: 'pending',
        requestedBy: me,
        requestedAt: ctx.now,
        requestComment: action.comment,
      }),
    )
    await recordActivity(ctx, id, 'gate_requested', {
      changes: [{ field: 'gate', from: gate, to: gate + 1 }],
      comment: action.comment,
    })
    await ctx.notifier.publish({
      kind: 'ppm_gate_requested',
      recipients: measure.approverId ? [measure.approverId] : await companyAdminsOf(ctx),
      actorId: me,
      companyId: ctx.tenant.companyId,
      params: { title: measure.title, gate: `L${gate + 1}` },
      link: measureLink(id),
    })
  } else if (action.action === 'approve' || action.action === 'reject') {
    if (!pending) throw new AppError(409, 'api.errors.ppm_gate_none_pending')
    if (!mayDecide(ctx, measure)) throw forbidden()
    const approve = action.action === 'approve'
    if (approve) {
      // The rules are checked again: the business case or effects may have changed since the request.
      const blockers = await rulesFor(ctx, measure)
      if (blockers.length) throw blocked(blockers)
    }
    await withTotals(ctx, [measure.programId], async ({ db: tx }) => {
      await tx
        .update(ppmGateDecisions)
        .set({
          state: approve ? 'approved' : 'rejected',
          decidedBy: me,
          decidedAt: ctx.now,
          decisionComment: action.comment,
        })
        .where(scope(ppmGateDecisions, ctx.tenant).byId(pending.id))
      if (approve) {
        // The measure's effects move to the new gate in the totals of the levels above it.
        await shiftTotals(tx, id, -1)
        await tx
          .update(ppmNodes)
          .set({ gate: pending.toGate, updatedAt: ctx.now })
          .where(scope(ppmNodes, ctx.tenant).byId(id))
        await shiftTotals(tx, id, 1)
      }
    })
    await recordActivity(ctx, id, approve ? 'gate_passed' : 'gate_rejected', {
      changes: [{ field: 'gate', from: pending.fromGate, to: approve ? pending.toGate : pending.fromGate }],
      comment: action.comment,
    })
    if (pending.requestedBy) {
      await ctx.notifier.publish({
        kind: approve ? 'ppm_gate_approved' : 'ppm_gate_rejected',
        recipients: [pending.requestedBy],
        actorId: me,
        companyId: ctx.tenant.companyId,
        params: { title: measure.title, gate: `L${pending.toGate}` },
        link: measureLink(id),
      })
    }
  } else {
    if (action.to_gate >= gate) {
      throw new AppError(400, 'api.errors.validation', {
        fields: { to_gate: [{ key: 'api.fields.ppm_return_gate' }] },
      })
    }
    await withTotals(ctx, [measure.programId], async ({ db: tx }) => {
      // Going back ends a pending request: it asked for a gate the measure no longer stands before.
      if (pending) {
        await tx
          .update(ppmGateDecisions)
          .set({ state: 'rejected', decidedBy: me, decidedAt: ctx.now, decisionComment: action.comment })
          .where(scope(ppmGateDecisions, ctx.tenant).byId(pending.id))
      }
      await tx.insert(ppmGateDecisions).values(
        scope(ppmGateDecisions, ctx.tenant).row({
          measureId: id,
          fromGate: gate,
          toGate: action.to_gate,
          state: 'returned',
          requestedBy: me,
          requestedAt: ctx.now,
          requestComment: action.comment,
          decidedBy: me,
          decidedAt: ctx.now,
        }),
      )
      await shiftTotals(tx, id, -1)
      await tx
        .update(ppmNodes)
        .set({ gate: action.to_gate, updatedAt: ctx.now })
        .where(scope(ppmNodes, ctx.tenant).byId(id))
      await shiftTotals(tx, id, 1)
    })
    await recordActivity(ctx, id, 'gate_returned', {
      changes: [{ field: 'gate', from: gate, to: action.to_gate }],
      comment: action.comment,
    })
  }
  return phasesOf(ctx, id)
}
