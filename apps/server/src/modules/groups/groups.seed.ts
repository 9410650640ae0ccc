import type { Database } from '../../core/db.ts'
import { groupMembers, groups } from '../../core/member-sets.tables.ts'
import { LEGACY_DUPLICATES } from '../accounts/accounts.seed.ts'

export interface GroupFactoryInput {
  companyId: string
  name: string
  description?: string
  memberIds?: string[]
}

export async function createGroup(db: Database, input: GroupFactoryInput) {
  const [group] = await db
    .insert(groups)
    .values({ companyId: input.companyId, name: input.name, description: input.description ?? '' })
    .returning()
  if (input.memberIds?.length) {
    await db
      .insert(groupMembers)
      .values(input.memberIds.map((userId) => ({ setId: group!.id, userId, companyId: input.companyId })))
  }
  return group!
}

type World = { acme: { id: string }; globex: { id: string }; users: Record<string, { id: string }> }

/** Groups that later open services to some people only. */
export async function seedGroups(db: Database, { acme, globex, users }: World) {
  const id = (email: string) => users[email]!.id
  const analysts = await createGroup(db, {
    companyId: acme.id,
    name: 'Analysts',
    description: 'Market intelligence and trend research.',
    // The newer of the legacy duplicates: merging moves this membership to the older account.
    memberIds: [id('user@acme.example'), id('mia.chen@acme.example'), id(LEGACY_DUPLICATES[1]!.email)],
  })
  const management = await createGroup(db, {
    companyId: acme.id,
    name: 'Management',
    description: 'Sees budgets and coaching offers.',
    memberIds: [id('lead@acme.example'), id('jonas.weber@acme.example'), id('olivia.hart@acme.example')],
  })
  const pilots = await createGroup(db, {
    companyId: globex.id,
    name: 'Pilot users',
    memberIds: [id('user@globex.example')],
  })
  return { analysts, management, pilots }
}
