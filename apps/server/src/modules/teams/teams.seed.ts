import type { Database } from '../../core/db.ts'
import { teamMembers, teams } from '../../core/member-sets.tables.ts'

export interface TeamFactoryInput {
  companyId: string
  name: string
  description?: string
  leadId?: string
  memberIds?: string[]
}

/** A team with its members (the lead among them); members must belong to the company. */
export async function createTeam(db: Database, input: TeamFactoryInput) {
  const [team] = await db
    .insert(teams)
    .values({
      companyId: input.companyId,
      name: input.name,
      description: input.description ?? '',
      leadId: input.leadId ?? null,
    })
    .returning()
  const members = [...new Set([...(input.memberIds ?? []), ...(input.leadId ? [input.leadId] : [])])]
  if (members.length) {
    await db
      .insert(teamMembers)
      .values(members.map((userId) => ({ setId: team!.id, userId, companyId: input.companyId })))
  }
  return team!
}

type World = { acme: { id: string }; globex: { id: string }; users: Record<string, { id: string }> }

/** ACME works in four teams, Globex in one. */
export async function seedTeams(db: Database, { acme, globex, users }: World) {
  const id = (email: string) => users[email]!.id
  const leadership = await createTeam(db, {
    companyId: acme.id,
    name: 'Leadership',
    description: 'Sets the company goals each quarter.',
    leadId: id('lead@acme.example'),
    memberIds: [id('jonas.weber@acme.example')],
  })
  const product = await createTeam(db, {
    companyId: acme.id,
    name: 'Product',
    description: 'Builds and runs the ACME platform.',
    leadId: id('mia.chen@acme.example'),
    memberIds: [id('user@acme.example'), id('liam.oconnor@acme.example')],
  })
  const sales = await createTeam(db, {
    companyId: acme.id,
    name: 'Sales',
    description: 'New customers and renewals in DACH and Europe.',
    leadId: id('jonas.weber@acme.example'),
    memberIds: [id('sofia.rossi@acme.example')],
  })
  const operations = await createTeam(db, {
    companyId: acme.id,
    name: 'Operations',
    description: 'Finance, people and facilities.',
    leadId: id('sofia.rossi@acme.example'),
    memberIds: [id('user@acme.example')],
  })
  const engineering = await createTeam(db, {
    companyId: globex.id,
    name: 'Engineering',
    leadId: id('hank.scorpio@globex.example'),
    memberIds: [id('user@globex.example'), id('frank.grimes@globex.example')],
  })
  return { leadership, product, sales, operations, engineering }
}
