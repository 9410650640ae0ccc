import '@mantine/core/styles/Grid.css'
import { Alert, Button, Grid, Group, Stack, Text, Title } from '@mantine/core'
import { isStaffUser } from '@portal/contracts/accounts'
import {
  type CoachingOffer,
  type CoachingRequestSummary,
  coachingApi,
  coachingStatus,
} from '@portal/contracts/coaching'
import { companiesApi } from '@portal/contracts/companies'
import { IconPlus } from '@tabler/icons-react'
import { lazy, Suspense, useRef, useState } from 'react'
import { data } from 'react-router'
import { dataWithPart, partOnDemand, preloadWithParameter } from '../components/part-on-demand.tsx'
import { THREADS_PAGE_SIZE } from '../components/thread-table.tsx'
import { OfferGrid } from '../features/coaching/offer-grid.tsx'
import { RequestForm } from '../features/coaching/request-form.tsx'
import { RequestList } from '../features/coaching/request-list.tsx'
import { pageTitle } from '../lib/page-meta.ts'
import { companyListOrNotice, currentUser, loadOrRefuse, serverApi } from '../lib/server-api.ts'
import { useTranslation } from '../lib/texts.ts'
import { useMe } from '../lib/use-me.ts'
import { isValidParam } from '../route-list.ts'
import type { Route } from './+types/coaching'

/** The list's query from the page's address, keeping only values the API knows. */
function listQuery(url: URL) {
  const company = url.searchParams.get('company')
  return {
    page: url.searchParams.get('page') ?? '1',
    page_size: THREADS_PAGE_SIZE,
    status: coachingStatus.safeParse(url.searchParams.get('status')).data,
    company: company && isValidParam('uuid', company) ? company : undefined,
  }
}

// Staff's offer form (a Modal with NumberInput and Checkbox) loads when it is first opened (ADR 82).
const OfferForm = lazy(() =>
  import('../features/coaching/offer-form.tsx').then((module) => ({ default: module.OfferForm })),
)

// A request's thread (its messages and reply form) loads when an address opens one: with the page's
// data on a navigation (clientLoader), before hydration when the page is first loaded there.
const thread = partOnDemand(() =>
  import('../features/coaching/request-thread.tsx').then((module) => module.RequestThread),
)
preloadWithParameter('request', thread)

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const api = serverApi(context, request)
  const requestId = url.searchParams.get('request')
  if (requestId !== null) {
    if (!isValidParam('uuid', requestId)) throw data(null, { status: 404 })
    const detail = await loadOrRefuse(() => api.call(coachingApi.getRequest, { params: { id: requestId } }))
    return { view: 'request' as const, request: detail }
  }
  const me = await currentUser(context, request)
  const staff = me !== null && isStaffUser(me)
  const [offers, requests, companies] = await Promise.all([
    api.call(coachingApi.listOffers, { query: { page_size: 200, all: staff ? '1' : undefined } }),
    companyListOrNotice(() => api.call(coachingApi.listRequests, { query: listQuery(url) })),
    staff ? api.call(companiesApi.list, { query: { page_size: 200 } }).then((page) => page.results) : null,
  ])
  return {
    view: 'list' as const,
    offers: offers.results,
    requests,
    companies: companies?.map(({ id, name }) => ({ id, name })) ?? null,
  }
}

export const clientLoader = ({ request, serverLoader }: Route.ClientLoaderArgs) =>
  dataWithPart(request, 'request', thread, serverLoader)

export const meta: Route.MetaFunction = ({ location }) => pageTitle(location.pathname)

/** Coaching: the offers, a request form and one's requests; staff manage offers and answer requests. */
export default function Coaching({ loaderData }: Route.ComponentProps) {
  const me = useMe()
  const staff = me !== null && isStaffUser(me)
  if (loaderData.view === 'request') {
    return (
      <Suspense fallback={null}>
        <thread.Part request={loaderData.request} fromTeam={staff} />
      </Suspense>
    )
  }
  return (
    <CoachingOverview
      offers={loaderData.offers}
      requests={loaderData.requests}
      companies={loaderData.companies}
      staff={staff}
      readsOthers={staff || me?.is_company_admin === true}
    />
  )
}

function CoachingOverview(props: {
  offers: CoachingOffer[]
  requests: { count: number; results: CoachingRequestSummary[]; notice: string | null }
  companies: { id: string; name: string }[] | null
  staff: boolean
  readsOthers: boolean
}) {
  const { t } = useTranslation()
  const formRef = useRef<HTMLDivElement>(null)
  const [chosen, setChosen] = useState<string | null>(null)
  // undefined: no offer form open; null: a new offer.
  const [editing, setEditing] = useState<CoachingOffer | null | undefined>(undefined)

  function onRequest(offer: CoachingOffer) {
    setChosen(offer.id)
    formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' })
  }

  return (
    <Stack>
      <Title order={1}>{t('pages.coaching')}</Title>
      <Text c="dimmed">{t('coaching.intro')}</Text>
      {props.requests.notice && (
        <Alert color="coral" variant="light">
          {props.requests.notice}
        </Alert>
      )}
      <Group justify="space-between">
        <Title order={2} size="h3">
          {t('coaching.offers_title')}
        </Title>
        {props.staff && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(null)}>
            {t('coaching.new_offer')}
          </Button>
        )}
      </Group>
      <OfferGrid offers={props.offers} onRequest={onRequest} onEdit={props.staff ? setEditing : null} />
      {editing !== undefined && (
        <Suspense fallback={null}>
          <OfferForm key={editing?.id ?? 'new'} offer={editing} onDone={() => setEditing(undefined)} />
        </Suspense>
      )}
      <Grid gap="xl" mt="md">
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <RequestForm ref={formRef} offers={props.offers} chosen={chosen} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <RequestList
            count={props.requests.count}
            requests={props.requests.results}
            readsOthers={props.readsOthers}
            companies={props.companies}
          />
        </Grid.Col>
      </Grid>
    </Stack>
  )
}
