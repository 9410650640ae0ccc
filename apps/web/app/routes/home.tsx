import { redirect } from 'react-router'
import { localePath, splitLocale, startPage } from '../lib/locale-path.ts'
import { currentUser } from '../lib/server-api.ts'
import type { Route } from './+types/home'

/** `/`: the active company's start page (SPEC §2 Root), or the login page without a session. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale } = splitLocale(new URL(request.url).pathname)
  const me = await currentUser(context, request)
  if (!me) throw redirect(localePath(locale, '/login'))
  throw redirect(localePath(locale, startPage(me.active_company_homepage_endpoint)))
}

export default function Home() {
  return null
}
