import '@mantine/core/styles/Grid.css'
import { Alert, Grid, Stack } from '@mantine/core'
import { isStaffUser } from '@portal/contracts/accounts'
import { companiesApi } from '@portal/contracts/companies'
import { supportApi, ticketCategory, ticketStatus } from '@portal/contracts/support'
import { Suspense } from 'react'
import { data } from 'react-router'
import { PageHeader } from '../components/page-header.tsx'
import { dataWithPart, partOnDemand, preloadWithParameter } from '../components/part-on-demand.tsx'
import { THREADS_PAGE_SIZE } from '../components/thread-table.tsx'
import { TicketForm } from '../features/support/ticket-form.tsx'
import { TicketList } from '../features/support/ticket-list.tsx'
import { pageTitle } from '../lib/page-meta.ts'
import { companyListOrNotice, currentUser, loadOrRefuse, serverApi } from '../lib/server-api.ts'
import { useTranslation } from '../lib/texts.ts'
import { useMe } from '../lib/use-me.ts'
import { isValidParam } from '../route-list.ts'
import type { Route } from './+types/support'

/** The list's query from the page's address, keeping only values the API knows. */
function listQuery(url: URL) {
  const pick = (name: string, allowed: (value: string) => boolean = () => true) => {
    const value = url.searchParams.get(name)?.trim()
    return value && allowed(value) ? value : undefined
  }
  return {
    page: url.searchParams.get('page') ?? '1',
    page_size: THREADS_PAGE_SIZE,
    status: ticketStatus.safeParse(pick('status')).data,
    category: ticketCategory.safeParse(pick('category')).data,
    company: pick('company', (v) => isValidParam('uuid', v)),
    mine: pick('mine') === '1' ? ('1' as const) : undefined,
    search: pick('search', (v) => v.length <= 200),
  }
}

// A request's thread (its messages, files and reply form) loads when an address opens one: with the
// page's data on a navigation (clientLoader), before hydration when the page is first loaded there.
const thread = partOnDemand(() =>
  import('../features/support/ticket-thread.tsx').then((module) => module.TicketThread),
)
preloadWithParameter('ticket', thread)

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const api = serverApi(context, request)
  const ticketId = url.searchParams.get('ticket')
  if (ticketId !== null) {
    if (!isValidParam('uuid', ticketId)) throw data(null, { status: 404 })
    const ticket = await loadOrRefuse(() => api.call(supportApi.getTicket, { params: { id: ticketId } }))
    return { view: 'ticket' as const, ticket }
  }
  const me = await currentUser(context, request)
  const staff = me !== null && isStaffUser(me)
  const [tickets, companies] = await Promise.all([
    companyListOrNotice(() => api.call(supportApi.listTickets, { query: listQuery(url) })),
    staff ? api.call(companiesApi.list, { query: { page_size: 200 } }).then((page) => page.results) : null,
  ])
  return {
    view: 'list' as const,
    tickets,
    companies: companies?.map(({ id, name }) => ({ id, name })) ?? null,
  }
}

export const clientLoader = ({ request, serverLoader }: Route.ClientLoaderArgs) =>
  dataWithPart(request, 'ticket', thread, serverLoader)

export const meta: Route.MetaFunction = ({ location }) => pageTitle(location.pathname)

/** Support: send a request and follow its answers; staff and company admins work through the queue. */
export default function Support({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const me = useMe()
  const staff = me !== null && isStaffUser(me)
  if (loaderData.view === 'ticket') {
    return (
      <Suspense fallback={null}>
        <thread.Part ticket={loaderData.ticket} fromSupport={staff} />
      </Suspense>
    )
  }
  const readsOthers = staff || me?.is_company_admin === true
  return (
    <Stack>
      <PageHeader
        title={t('pages.support')}
        intro={t(readsOthers ? 'support.queue_intro' : 'support.intro')}
      />
      {loaderData.tickets.notice && (
        <Alert color="coral" variant="light">
          {loaderData.tickets.notice}
        </Alert>
      )}
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <TicketForm />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <TicketList
            count={loaderData.tickets.count}
            tickets={loaderData.tickets.results}
            readsOthers={readsOthers}
            companies={loaderData.companies}
          />
        </Grid.Col>
      </Grid>
    </Stack>
  )
}
