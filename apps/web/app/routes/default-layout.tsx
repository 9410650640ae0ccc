// The Mantine shell first: its styles come before the page's own component styles.
import { MantineShell } from '../components/mantine-shell.tsx'
import '@mantine/core/styles/CloseButton.css'
import '@mantine/core/styles/Menu.css'
import '@mantine/core/styles/Popover.css'
import { isStaffUser } from '@portal/contracts/accounts'
import { featuresApi } from '@portal/contracts/features'
import { userNotificationsApi } from '@portal/contracts/notifications'
import { QueryClient, QueryClientProvider, useIsFetching, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { data, redirect, type ShouldRevalidateFunctionArgs } from 'react-router'
import { AppShellLayout } from '../components/app-shell.tsx'
import { AssistantPanel } from '../features/ai/assistant-panel.tsx'
import { FirstVisitTour } from '../features/guide/first-visit-tour.tsx'
import { CriticalAnnouncements } from '../features/notifications/announcement-banners.tsx'
import { NotificationBell } from '../features/notifications/bell.tsx'
import { LiveNotifications } from '../features/notifications/live.tsx'
import { localePath, splitLocale } from '../lib/locale-path.ts'
import { ModalHost } from '../lib/modal-host.tsx'
import { moduleOf, moduleState } from '../lib/module-features.ts'
import { isQueryOnly } from '../lib/query-only.ts'
import { currentUser, serverApi } from '../lib/server-api.ts'
import { rememberSignedIn } from '../lib/session-marker.ts'
import { ToastHost } from '../lib/toast-host.tsx'
import type { Route } from './+types/default-layout'

/**
 * Every /client page: signed-in users only, else the login page in the same locale. A page of a
 * module the company has hidden is a 404; of a locked one, a page on how to get it (staff, who run
 * every company's settings, pass).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale, path } = splitLocale(new URL(request.url).pathname)
  // The three reads at once (issue 18: the signed-in SSR time); the unread count's refusal without a
  // session is not an error here, the redirect below is the answer.
  const unreadCount = serverApi(context, request)
    .call(userNotificationsApi.unreadCount)
    .then(
      (count) => ({ count }),
      (error: unknown) => ({ error }),
    )
  const [me, features] = await Promise.all([
    currentUser(context, request),
    serverApi(context, request).call(featuresApi.get),
  ])
  if (!me) throw redirect(localePath(locale, '/login'))
  const counted = await unreadCount
  if ('error' in counted) throw counted.error
  const { unread } = counted.count
  const module = moduleOf(path)
  const state = module && !isStaffUser(me) ? moduleState(features, module) : 'visible'
  if (state === 'hidden') throw data(null, { status: 404 })
  return { me, features, locked: state === 'locked' ? module : null, unread }
}

/**
 * The user can change under the shell (impersonation, profile, company): reload it on every navigation
 * to a page and after every write, but not when only the page's query changes.
 */
export const shouldRevalidate = (args: ShouldRevalidateFunctionArgs) => !isQueryOnly(args)

/**
 * The signed-in app's write seam lives here (ADR 19): the query cache, notices and confirm modals that
 * `useWrite` uses. Signed-out pages stay without them, to keep the sign-in page's JS small.
 */
export default function DefaultLayout({ loaderData }: Route.ComponentProps) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }))
  // SPEC §3/§4 as the server sees it: signed in (by any way), in this active company.
  const activeCompany = loaderData.me.active_company
  useEffect(() => rememberSignedIn({ active_company: activeCompany }), [activeCompany])
  return (
    <MantineShell>
      <QueryClientProvider client={queryClient}>
        <ToastHost />
        <LiveNotifications initialUnread={loaderData.unread}>
          <AppShellLayout
            me={loaderData.me}
            features={loaderData.features}
            locked={loaderData.locked}
            actions={
              <>
                {/* The assistant only where it is on: a provider is configured and the company has it. */}
                {loaderData.features.ai && <AssistantPanel />}
                <NotificationBell />
              </>
            }
            notices={<CriticalAnnouncements />}
          />
        </LiveNotifications>
        <FirstVisitTour me={loaderData.me} />
        <ReadsMarker />
        <ModalHost />
      </QueryClientProvider>
    </MantineShell>
  )
}

/**
 * Marks the document `data-reads="busy"` while any of the page's reads is in flight and `"idle"` once
 * none is: the page's data has arrived. The live stream stays open (no network idle), so browser tests
 * wait for this instead. Rendered last, its effect runs after the page's queries have started.
 */
function ReadsMarker() {
  const client = useQueryClient()
  const fetching = useIsFetching()
  useEffect(() => {
    document.documentElement.dataset.reads = fetching > 0 || client.isFetching() > 0 ? 'busy' : 'idle'
  }, [fetching, client])
  return null
}
