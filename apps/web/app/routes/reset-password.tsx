import { selfServiceApi } from '@portal/contracts/self-service'
import { redirect, useSearchParams } from 'react-router'
import { NewPasswordForm } from '../features/self-service/new-password-form.tsx'
import { newPasswordFormErrors } from '../features/self-service/password-strength.ts'
import { ResetRequestForm } from '../features/self-service/reset-request-form.tsx'
import {
  assertSameOrigin,
  fieldRefusal,
  formApi,
  pageTexts,
  postedFields,
  refusal,
} from '../lib/form-post.server.ts'
import { localePath, splitLocale } from '../lib/locale-path.ts'
import { titleOf } from '../lib/page-title.ts'
import type { Route } from './+types/reset-password'

export const meta: Route.MetaFunction = ({ location }) => titleOf(location.pathname, 'reset_password')

/** Either form posted without scripts: the same checks and requests as the script-driven forms. */
export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request)
  const fields = await postedFields(request)
  const url = new URL(request.url)
  const token = url.searchParams.get('token')
  const api = formApi(context, request)
  try {
    if (!token) {
      const email = fields.email ?? ''
      await api.call(selfServiceApi.requestPasswordReset, { body: { email } })
      return { done: { email: email.trim() } }
    }
    const { password = '', confirmation = '' } = fields
    const own = newPasswordFormErrors(await pageTexts(request), password, confirmation)
    if (Object.keys(own).length > 0) return fieldRefusal(own, fields)
    const done = await api.call(selfServiceApi.confirmPasswordReset, {
      body: { token, new_password: password },
    })
    const query = new URLSearchParams({ notice: 'password_set', email: done.email })
    return redirect(`${localePath(splitLocale(url.pathname).locale, '/login')}?${query}`)
  } catch (failure) {
    return refusal(failure, fields)
  }
}

/** Without a token: ask for a reset link. With one (a reset or an invitation): choose the password. */
export default function ResetPassword({ actionData }: Route.ComponentProps) {
  const [params] = useSearchParams()
  const token = params.get('token')
  return token ? (
    <NewPasswordForm token={token} key={token} posted={actionData} />
  ) : (
    <ResetRequestForm posted={actionData} />
  )
}
