import type { Database } from '../../core/db.ts'
import { generateCode, hashCode, hintOf } from './activation.codes.ts'
import { activationCodes } from './activation.tables.ts'

const DAY = 24 * 60 * 60 * 1000

export interface ActivationCodeFactoryInput {
  companyId: string
  /** A known code (demo, tests); a random one otherwise. */
  code?: string
  email?: string
  firstName?: string
  lastName?: string
  expiresInDays?: number
  createdBy?: string
  usedBy?: string
  revoked?: boolean
}

/** A stored code and the code itself (which the database never holds). */
export async function createActivationCode(db: Database, input: ActivationCodeFactoryInput) {
  const code = input.code ?? generateCode()
  const [row] = await db
    .insert(activationCodes)
    .values({
      companyId: input.companyId,
      codeHash: hashCode(code),
      hint: hintOf(code),
      email: input.email ?? null,
      firstName: input.firstName ?? '',
      lastName: input.lastName ?? '',
      expiresAt: new Date(Date.now() + (input.expiresInDays ?? 14) * DAY),
      createdBy: input.createdBy ?? null,
      usedAt: input.usedBy ? new Date(Date.now() - 2 * DAY) : null,
      usedBy: input.usedBy ?? null,
      revokedAt: input.revoked ? new Date(Date.now() - DAY) : null,
    })
    .returning()
  return { ...row!, code }
}

type World = { acme: { id: string }; globex: { id: string }; users: Record<string, { id: string }> }

/** Demo codes in every state; the README lists the two usable ones of ACME. */
export const DEMO_CODES = {
  acme: 'ACME-2026-WELCOME',
  named: 'ACME-2026-TOMNEU',
  globex: 'GLOBEX-2026-WELCOME',
}

export async function seedActivation(db: Database, { acme, globex, users }: World) {
  const createdBy = users['admin@example.com']!.id
  const open = await createActivationCode(db, {
    companyId: acme.id,
    code: DEMO_CODES.acme,
    createdBy,
    expiresInDays: 30,
  })
  const named = await createActivationCode(db, {
    companyId: acme.id,
    code: DEMO_CODES.named,
    email: 'tom.neu@acme.example',
    firstName: 'Tom',
    lastName: 'Neu',
    createdBy,
    expiresInDays: 30,
  })
  const used = await createActivationCode(db, {
    companyId: acme.id,
    email: 'liam.oconnor@acme.example',
    createdBy,
    usedBy: users['liam.oconnor@acme.example']!.id,
  })
  const expired = await createActivationCode(db, { companyId: acme.id, createdBy, expiresInDays: -3 })
  const revoked = await createActivationCode(db, { companyId: acme.id, createdBy, revoked: true })
  const globexOpen = await createActivationCode(db, {
    companyId: globex.id,
    code: DEMO_CODES.globex,
    createdBy,
    expiresInDays: 30,
  })
  return { open, named, used, expired, revoked, globex: globexOpen }
}
