import type { DirectoryConnection, DirectoryRun, directoryInput } from '@portal/contracts/directory'
import { desc, eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../../core/db.ts'
import { AppError, notFound } from '../../core/errors.ts'
import { companies } from '../../core/identity.tables.ts'
import type { SecretBox } from '../../core/secret-box.ts'
import { directoryConnections, directoryRuns } from './directory.tables.ts'
import type { DirectorySettings } from './ldap-directory.ts'

export type ConnectionRow = typeof directoryConnections.$inferSelect
type RunRow = typeof directoryRuns.$inferSelect

export function toRun(row: RunRow): DirectoryRun {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    started_at: row.startedAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
    processed: row.processed,
    total: row.total,
    created: row.created,
    updated: row.updated,
    deactivated: row.deactivated,
    unchanged: row.unchanged,
    group_changes: row.groupChanges,
    skipped: row.skipped,
    error: row.error,
  }
}

export async function lastRun(db: Database, companyId: string) {
  const [row] = await db
    .select()
    .from(directoryRuns)
    .where(eq(directoryRuns.companyId, companyId))
    .orderBy(desc(directoryRuns.startedAt))
    .limit(1)
  return row ? toRun(row) : null
}

function toConnection(row: ConnectionRow, run: DirectoryRun | null): DirectoryConnection {
  return {
    company: row.companyId,
    url: row.url,
    start_tls: row.startTls,
    ca_certificate: row.caCertificate,
    bind_dn: row.bindDn,
    has_bind_password: row.bindPasswordSealed !== null,
    base_dn: row.baseDn,
    user_filter: row.userFilter,
    group_filter: row.groupFilter,
    mapping: row.mapping,
    sync_interval_hours: row.syncIntervalHours,
    is_active: row.isActive,
    updated_at: row.updatedAt.toISOString(),
    last_run: run,
  }
}

async function assertCompany(db: Database, companyId: string) {
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId))
  if (!company) throw notFound()
}

export async function connectionRow(db: Database, companyId: string) {
  const [row] = await db
    .select()
    .from(directoryConnections)
    .where(eq(directoryConnections.companyId, companyId))
  return row ?? null
}

export async function readConnection(db: Database, companyId: string) {
  await assertCompany(db, companyId)
  const row = await connectionRow(db, companyId)
  return { connection: row ? toConnection(row, await lastRun(db, companyId)) : null }
}

export async function saveConnection(
  db: Database,
  box: SecretBox,
  companyId: string,
  input: z.output<typeof directoryInput>,
) {
  await assertCompany(db, companyId)
  const values = {
    url: input.url.replace(/\/$/, ''),
    startTls: input.start_tls,
    caCertificate: input.ca_certificate?.trim() || null,
    bindDn: input.bind_dn,
    baseDn: input.base_dn,
    userFilter: input.user_filter,
    groupFilter: input.group_filter,
    mapping: input.mapping,
    syncIntervalHours: input.sync_interval_hours,
    isActive: input.is_active,
    updatedAt: new Date(),
    ...(input.bind_password ? { bindPasswordSealed: box.seal(input.bind_password) } : {}),
  }
  await db
    .insert(directoryConnections)
    .values({ companyId, ...values })
    .onConflictDoUpdate({ target: directoryConnections.companyId, set: values })
  return readConnection(db, companyId)
}

export async function removeConnection(db: Database, companyId: string) {
  await assertCompany(db, companyId)
  await db.delete(directoryConnections).where(eq(directoryConnections.companyId, companyId))
}

/** What the LDAP client needs, the password unsealed; a company without an active connection is a 409. */
export function settingsOf(box: SecretBox, row: ConnectionRow | null): DirectorySettings {
  if (!row?.isActive) throw new AppError(409, 'api.directory.not_connected')
  const bindPassword = row.bindPasswordSealed ? box.open(row.bindPasswordSealed) : null
  if (bindPassword === null) throw new AppError(400, 'api.directory.password_missing')
  return {
    url: row.url,
    startTls: row.startTls,
    caCertificate: row.caCertificate,
    bindDn: row.bindDn,
    bindPassword,
    baseDn: row.baseDn,
    userFilter: row.userFilter,
    groupFilter: row.groupFilter,
    mapping: row.mapping,
  }
}
