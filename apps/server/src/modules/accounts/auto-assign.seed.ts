import type { AutoAssignRuleStatus } from '@portal/contracts/auto-assign'
import type { Database } from '../../core/db.ts'
import { autoAssignRuleGroups, autoAssignRules } from './auto-assign.tables.ts'

export interface RuleFactoryInput {
  companyId: string
  domain: string
  groupIds?: string[]
  isCompanyAdmin?: boolean
  isActive?: boolean
  /** Approved unless said otherwise (as staff's rules are). */
  status?: AutoAssignRuleStatus
}

/** A rule as stored (the domain already normalised); its groups must be the company's. */
export async function createRule(db: Database, input: RuleFactoryInput) {
  const [rule] = await db
    .insert(autoAssignRules)
    .values({
      companyId: input.companyId,
      domain: input.domain,
      isCompanyAdmin: input.isCompanyAdmin ?? false,
      isActive: input.isActive ?? true,
      status: input.status ?? 'approved',
    })
    .returning()
  if (input.groupIds?.length) {
    await db
      .insert(autoAssignRuleGroups)
      .values(input.groupIds.map((groupId) => ({ ruleId: rule!.id, groupId, companyId: input.companyId })))
  }
  return rule!
}

type World = { acme: { id: string }; globex: { id: string }; groups: { analysts: { id: string } } }

/**
 * Newcomers at acme.example join ACME as analysts; those at globex.example join Globex. Globex's admin
 * has asked for globex-research.example, which waits for staff's approval.
 */
export async function seedAutoAssignRules(db: Database, { acme, globex, groups }: World) {
  const acmeRule = await createRule(db, {
    companyId: acme.id,
    domain: 'acme.example',
    groupIds: [groups.analysts.id],
  })
  const globexRule = await createRule(db, { companyId: globex.id, domain: 'globex.example' })
  const globexRequest = await createRule(db, {
    companyId: globex.id,
    domain: 'globex-research.example',
    status: 'pending',
  })
  return { acme: acmeRule, globex: globexRule, globexRequest }
}
