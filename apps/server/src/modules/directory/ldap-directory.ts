import { type ConnectionOptions, createSecureContext } from 'node:tls'
import type { DirectoryMapping } from '@portal/contracts/directory'
import type { Client, Entry } from 'ldapts'
import { AppError } from '../../core/errors.ts'

export interface DirectorySettings {
  url: string
  startTls: boolean
  /** PEM: the CA the server's certificate must chain to (else the system's trusted CAs). */
  caCertificate: string | null
  bindDn: string
  bindPassword: string
  baseDn: string
  userFilter: string
  groupFilter: string
  mapping: DirectoryMapping
}

export interface DirectoryEntry {
  externalId: string
  dn: string
  email: string | null
  firstName: string
  lastName: string
}

export interface DirectoryGroup {
  name: string
  /** Member DNs, compared case-insensitively. */
  members: Set<string>
}

/** Binary ids (Active Directory's objectGUID) arrive as buffers. */
const BINARY_IDS = ['objectGUID', 'objectSid']
const TIMEOUT_MS = 10_000

/** RFC 4515: a value inside a filter, so a search term can never change the filter's structure. */
export function escapeFilterValue(value: string) {
  return value.replace(/[\\*()\0]/g, (c) => `\\${c.charCodeAt(0).toString(16).padStart(2, '0')}`)
}

const first = (value: Entry[string] | undefined): string => {
  const one = Array.isArray(value) ? value[0] : value
  if (one === undefined) return ''
  return Buffer.isBuffer(one) ? one.toString('hex') : String(one)
}
const all = (value: Entry[string] | undefined): string[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value]).map((v) =>
    Buffer.isBuffer(v) ? v.toString('hex') : String(v),
  )

export const normaliseDn = (dn: string) => dn.replace(/\s*,\s*/g, ',').toLowerCase()

/** Node's codes for a certificate the client does not trust or that names another host. */
const CERTIFICATE_ERRORS = new Set([
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'CERT_SIGNATURE_FAILURE',
  'CERT_UNTRUSTED',
  'CERT_HAS_EXPIRED',
  'CERT_NOT_YET_VALID',
  'ERR_TLS_CERT_ALTNAME_INVALID',
])

const isCertificateError = (error: unknown) =>
  CERTIFICATE_ERRORS.has(String((error as { code?: unknown } | null)?.code ?? ''))

/** TLS options: the stored CA when there is one (a private CA works without NODE_EXTRA_CA_CERTS). */
function tlsOptions(settings: DirectorySettings): ConnectionOptions {
  return settings.caCertificate
    ? { ca: [settings.caCertificate], minVersion: 'TLSv1.2' }
    : { minVersion: 'TLSv1.2' }
}

/** Connects and binds; every failure becomes the message a person can act on. */
async function connect(settings: DirectorySettings) {
  let tls: ConnectionOptions
  try {
    tls = tlsOptions(settings)
    // A CA that is not a certificate fails here, not as "unreachable".
    if (settings.caCertificate) createSecureContext(tls)
  } catch {
    throw new AppError(400, 'api.directory.ca_invalid')
  }
  // Loaded on the first directory connection, not at start-up.
  const { Client, InvalidCredentialsError } = await import('ldapts')
  const client = new Client({
    url: settings.url,
    timeout: TIMEOUT_MS,
    connectTimeout: TIMEOUT_MS,
    ...(settings.url.startsWith('ldaps:') ? { tlsOptions: tls } : {}),
  })
  try {
    if (settings.startTls) {
      try {
        await client.startTLS(tls)
      } catch (error) {
        if (isCertificateError(error)) throw new AppError(502, 'api.directory.certificate_untrusted')
        throw new AppError(502, 'api.directory.tls_failed')
      }
    }
    await client.bind(settings.bindDn, settings.bindPassword)
    return client
  } catch (error) {
    await client.unbind().catch(() => {})
    if (error instanceof AppError) throw error
    if (isCertificateError(error)) throw new AppError(502, 'api.directory.certificate_untrusted')
    if (error instanceof InvalidCredentialsError) throw new AppError(400, 'api.directory.bind_failed')
    const code = (error as { code?: unknown }).code
    if (typeof code === 'number') throw new AppError(400, 'api.directory.bind_failed')
    throw new AppError(502, 'api.directory.unreachable')
  }
}

async function search(client: Client, settings: DirectorySettings, filter: string, attributes: string[]) {
  try {
    const { searchEntries } = await client.search(settings.baseDn, {
      scope: 'sub',
      filter,
      attributes,
      paged: { pageSize: 500 },
      explicitBufferAttributes: BINARY_IDS.filter((a) => attributes.includes(a)),
    })
    return searchEntries
  } catch {
    throw new AppError(400, 'api.directory.search_failed')
  }
}

/**
 * Reads the directory's users (the user filter, narrowed by an optional search term over e-mail and
 * names) and, when asked, its groups.
 */
export async function readDirectory(
  settings: DirectorySettings,
  options: { term?: string | undefined; groups?: boolean } = {},
) {
  const m = settings.mapping
  const client = await connect(settings)
  try {
    const term = options.term ? escapeFilterValue(options.term) : null
    const filter = term
      ? `(&${settings.userFilter}(|(${m.email}=*${term}*)(${m.first_name}=*${term}*)(${m.last_name}=*${term}*)))`
      : settings.userFilter
    const rows = await search(client, settings, filter, [m.external_id, m.email, m.first_name, m.last_name])
    const users: DirectoryEntry[] = rows
      .map((row) => ({
        externalId: first(row[m.external_id]),
        dn: row.dn,
        email: first(row[m.email]).trim().toLowerCase() || null,
        firstName: first(row[m.first_name]).trim().slice(0, 150),
        lastName: first(row[m.last_name]).trim().slice(0, 150),
      }))
      .filter((u) => u.externalId !== '')
    let groups: DirectoryGroup[] = []
    if (options.groups) {
      const found = await search(client, settings, settings.groupFilter, [m.group_name, m.group_member])
      groups = found
        .map((row) => ({
          name: first(row[m.group_name]).trim(),
          members: new Set(all(row[m.group_member]).map(normaliseDn)),
        }))
        .filter((g) => g.name !== '')
    }
    return { users, groups }
  } finally {
    await client.unbind().catch(() => {})
  }
}
