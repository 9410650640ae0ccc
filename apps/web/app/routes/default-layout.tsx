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

export default function DefaultLayout({ loaderData }: Route.ComponentProps) {
  return <AppShellLayout me={loaderData.me} />
}
