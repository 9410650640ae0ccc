import { sql } from 'drizzle-orm'
import type { ServiceAddress } from '../../core/principal.ts'
import { serviceEndpoints, services } from './services.tables.ts'

/** A catalogue service as a company's start page carries that service's address (SPEC §3). */
export const serviceAddress: ServiceAddress = (serviceSlug) =>
  sql<string | null>`(select ${serviceEndpoints.url} from ${services}
    inner join ${serviceEndpoints} on ${serviceEndpoints.id} = ${services.endpointId}
    where ${services.slug} = ${serviceSlug})`
