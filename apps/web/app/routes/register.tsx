import { RegisterForm } from '../features/self-service/register-form.tsx'
import { pageTitle } from '../lib/page-meta.ts'
import type { Route } from './+types/register'

export const meta: Route.MetaFunction = ({ location }) => pageTitle(location.pathname)

/** Self-registration (auth layout; a signed-in visitor is sent on by the layout). */
export default function Register() {
  return <RegisterForm />
}
