import { useSearchParams } from 'react-router'
import { NewPasswordForm } from '../features/self-service/new-password-form.tsx'
import { ResetRequestForm } from '../features/self-service/reset-request-form.tsx'
import { pageTitle } from '../lib/page-meta.ts'
import type { Route } from './+types/reset-password'

export const meta: Route.MetaFunction = ({ location }) => pageTitle(location.pathname)

/** Without a token: ask for a reset link. With one (a reset or an invitation): choose the password. */
export default function ResetPassword() {
  const [params] = useSearchParams()
  const token = params.get('token')
  return token ? <NewPasswordForm token={token} key={token} /> : <ResetRequestForm />
}
