import { type Service, servicesApi } from '@portal/contracts/services'
import { pageContext } from '@portal/contracts/ssr'
import { pickText } from '@portal/i18n/localized-text'
import { webCatalogue } from '@portal/i18n/web-catalogues'
import { data, redirect, redirectDocument } from 'react-router'
import { iconsFor } from '../features/services/service-data.ts'
import {
  EmbeddedService,
  ExternalService,
  InternalService,
  LockedService,
  NewTabService,
} from '../features/services/service-views.tsx'
import { localePath, splitLocale } from '../lib/locale-path.ts'
import { pageTitle } from '../lib/page-meta.ts'
import { loadOrRefuse, serverApi } from '../lib/server-api.ts'
import { isValidParam } from '../route-list.ts'
import type { Route } from './+types/service-page'

const embeds = (service: Service) => service.visibility === 'visible' && service.endpoint?.type === 'embed'

/**
 * `/client/svc/{slug}` (SPEC §2): a service the company may not see is a 404. An embedded one lets
 * this page's CSP frame its origin, and only this page's.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!isValidParam('slug', params.id)) throw data(null, { status: 404 })
  const api = serverApi(context, request)
  const service = await loadOrRefuse(() => api.call(servicesApi.get, { params: { id: params.id } }))
  // Reached by id: the built-ins' pages are their modules' own routes.
  if (service.is_builtin) {
    throw redirect(
      localePath(splitLocale(new URL(request.url).pathname).locale, `/client/svc/${service.slug}`),
    )
  }
  if (embeds(service) && service.endpoint?.url) pageContext(context).allowFrame?.(service.endpoint.url)
  return { service, icons: await iconsFor(api, [service.icon]) }
}

/**
 * Arriving by a link inside the app would keep the previous page's CSP (no frames): an embedded
 * service is loaded as a whole page instead, which brings its own policy.
 */
export async function clientLoader({ serverLoader, request }: Route.ClientLoaderArgs) {
  const loaded = await serverLoader()
  if (embeds(loaded.service)) throw redirectDocument(new URL(request.url).pathname)
  return loaded
}

/** The tab shows the service's name in the page's language. */
export const meta: Route.MetaFunction = ({ location, loaderData }) => {
  const { locale } = splitLocale(location.pathname)
  if (!loaderData) return pageTitle(location.pathname)
  return [{ title: `${pickText(loaderData.service.names, locale)} · ${webCatalogue(locale).app.name}` }]
}

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const { service, icons } = loaderData
  if (service.visibility === 'locked' || !service.endpoint) {
    return <LockedService key={service.id} service={service} icons={icons} />
  }
  switch (service.endpoint.type) {
    case 'embed':
      return <EmbeddedService key={service.id} service={service} icons={icons} />
    case 'external_new_tab':
      return <NewTabService key={service.id} service={service} icons={icons} />
    case 'external':
      return <ExternalService key={service.id} service={service} icons={icons} />
    case 'internal':
      return <InternalService key={service.id} service={service} icons={icons} />
  }
}
