import '@mantine/core/styles/CloseButton.css'
import '@mantine/core/styles/Menu.css'
import '@mantine/core/styles/Notification.css'
import '@mantine/core/styles/Popover.css'
import '@mantine/notifications/styles.css'
import { Notifications } from '@mantine/notifications'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'
import { redirect } from 'react-router'
import { AppShellLayout } from '../components/app-shell.tsx'
import { localePath, splitLocale } from '../lib/locale-path.ts'
import { currentUser } from '../lib/server-api.ts'
import type { Route } from './+types/default-layout'

/** Every /client page: signed-in users only, else the login page in the same locale. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await currentUser(context, request)
  if (!me) throw redirect(localePath(splitLocale(new URL(request.url).pathname).locale, '/login'))
  return { me }
}

// The user can change under the shell (impersonation, profile, company): reload it on every navigation.
export const shouldRevalidate = () => true

export default function DefaultLayout({ loaderData }: Route.ComponentProps) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }))
  return (
    <QueryClientProvider client={queryClient}>
      <Notifications position="top-right" />
      <AppShellLayout me={loaderData.me} />
    </QueryClientProvider>
  )
}
