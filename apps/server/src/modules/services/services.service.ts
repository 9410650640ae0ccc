import type { HomepageEndpoint } from '@portal/contracts/accounts'
import type { LocalizedTexts, ServiceInput } from '@portal/contracts/services'
import type { TextKey } from '@portal/i18n/text-keys'
import { and, eq, inArray, ne } from 'drizzle-orm'
import { type Database, refuseDuplicate } from '../../core/db.ts'
import { AppError, notFound } from '../../core/errors.ts'
import { companies } from '../../core/identity.tables.ts'
import { assertAccess, writeAccess } from './access.service.ts'
import { serviceCategories, serviceEndpoints, services } from './services.tables.ts'

const fieldError = (field: string, key: TextKey) =>
  new AppError(400, 'api.errors.validation', { fields: { [field]: [{ key }] } })

/** Empty texts are no texts: the reader's fallback applies instead of a blank. */
export const withoutBlanks = (texts: LocalizedTexts): LocalizedTexts =>
  Object.fromEntries(Object.entries(texts).filter(([, text]) => text))

/** Category, endpoint and access lines must exist; answers the endpoint's type. */
async function assertReferences(db: Database, input: ServiceInput) {
  let endpointType: string | null = null
  if (input.category_id) {
    const [found] = await db
      .select({ id: serviceCategories.id })
      .from(serviceCategories)
      .where(eq(serviceCategories.id, input.category_id))
    if (!found) throw fieldError('category_id', 'api.fields.invalid')
  }
  if (input.endpoint_id) {
    const [found] = await db
      .select({ type: serviceEndpoints.type })
      .from(serviceEndpoints)
      .where(eq(serviceEndpoints.id, input.endpoint_id))
    if (!found) throw fieldError('endpoint_id', 'api.fields.invalid')
    endpointType = found.type
  }
  await assertAccess(db, input.access)
  return endpointType
}

const columns = (input: ServiceInput) => ({
  slug: input.slug,
  names: withoutBlanks(input.names),
  descriptions: withoutBlanks(input.descriptions),
  icon: input.icon,
  categoryId: input.category_id,
  endpointId: input.endpoint_id,
  defaultVisibility: input.access.default_visibility,
})

/** A new catalogue entry; every one but the built-ins opens an endpoint. */
export async function createService(db: Database, input: ServiceInput) {
  if (!input.endpoint_id) throw fieldError('endpoint_id', 'api.fields.required')
  await assertReferences(db, input)
  return refuseDuplicate('slug', () =>
    db.transaction(async (tx) => {
      const [row] = await tx.insert(services).values(columns(input)).returning({ id: services.id })
      await writeAccess(tx, row!.id, input.access)
      return row!.id
    }),
  )
}

/**
 * Replaces a service. A built-in keeps its slug and has no endpoint. Companies starting on it follow
 * a new slug; an endpoint of another type than such a start page is refused.
 */
export async function updateService(db: Database, id: string, input: ServiceInput) {
  const [current] = await db.select().from(services).where(eq(services.id, id))
  if (!current) throw notFound()
  if (current.isBuiltin && (input.slug !== current.slug || input.endpoint_id)) {
    throw fieldError(input.slug !== current.slug ? 'slug' : 'endpoint_id', 'api.fields.builtin_fixed')
  }
  if (!current.isBuiltin && !input.endpoint_id) throw fieldError('endpoint_id', 'api.fields.required')
  const endpointType = await assertReferences(db, input)
  if (endpointType) await assertStartPagesKeepType(db, [current.slug], endpointType, 'endpoint_id')
  await refuseDuplicate('slug', () =>
    db.transaction(async (tx) => {
      await tx
        .update(services)
        .set({ ...columns(input), updatedAt: new Date() })
        .where(eq(services.id, id))
      await writeAccess(tx, id, input.access)
      if (input.slug !== current.slug) {
        await tx
          .update(companies)
          .set({ homepageServiceSlug: input.slug, updatedAt: new Date() })
          .where(and(eq(companies.homepageServiceSlug, current.slug), ne(companies.homepageType, 'internal')))
      }
    }),
  )
}

export async function deleteService(db: Database, id: string) {
  const [current] = await db.select().from(services).where(eq(services.id, id))
  if (!current) throw notFound()
  if (current.isBuiltin) throw new AppError(409, 'api.errors.builtin_service')
  const [startPage] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.homepageServiceSlug, current.slug), ne(companies.homepageType, 'internal')))
    .limit(1)
  if (startPage) throw new AppError(409, 'api.errors.service_is_start_page')
  await db.delete(services).where(eq(services.id, id))
}

/**
 * Refuses to let services that are a company's start page open an endpoint of another type than
 * that start page's (the `/` rule of SPEC §2 would then open them the wrong way).
 */
export async function assertStartPagesKeepType(db: Database, slugs: string[], type: string, field: string) {
  if (slugs.length === 0) return
  const [clash] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(
      and(
        inArray(companies.homepageServiceSlug, slugs),
        ne(companies.homepageType, 'internal'),
        ne(companies.homepageType, type),
      ),
    )
    .limit(1)
  if (clash) throw fieldError(field, 'api.fields.start_page_type')
}

/**
 * A company's start page of type embed, external or external_new_tab names a catalogue service that
 * opens that way (field errors on `homepage_endpoint.*` otherwise).
 */
export async function assertStartPageService(db: Database, homepage: HomepageEndpoint) {
  if (!homepage.type || homepage.type === 'internal') return
  const [found] = await db
    .select({ type: serviceEndpoints.type })
    .from(services)
    .leftJoin(serviceEndpoints, eq(serviceEndpoints.id, services.endpointId))
    .where(eq(services.slug, homepage.service_slug ?? ''))
  if (!found) throw fieldError('homepage_endpoint.service_slug', 'api.fields.unknown_service')
  if (found.type !== homepage.type)
    throw fieldError('homepage_endpoint.service_slug', 'api.fields.start_page_type')
}
