import { selfServiceApi } from '@portal/contracts/self-service'
import { newPasswordFormErrors } from '../features/self-service/password-strength.ts'
import { RegisterForm } from '../features/self-service/register-form.tsx'
import {
  assertSameOrigin,
  fieldRefusal,
  formApi,
  pageTexts,
  postedFields,
  refusal,
} from '../lib/form-post.server.ts'
import { splitLocale } from '../lib/locale-path.ts'
import { titleOf } from '../lib/page-title.ts'
import type { Route } from './+types/register'

export const meta: Route.MetaFunction = ({ location }) => titleOf(location.pathname, 'register')

/** The form posted without scripts: the same checks and the same request as the script-driven form. */
export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request)
  const fields = await postedFields(request)
  const { email = '', first_name = '', last_name = '', password = '', confirmation = '' } = fields
  const own = newPasswordFormErrors(await pageTexts(request), password, confirmation)
  if (Object.keys(own).length > 0) return fieldRefusal(own, fields)
  try {
    const { locale } = splitLocale(new URL(request.url).pathname)
    await formApi(context, request).call(selfServiceApi.register, {
      body: { email, first_name, last_name, password, locale },
    })
    return { done: { email: email.trim() } }
  } catch (failure) {
    return refusal(failure, fields)
  }
}

/** Self-registration (auth layout; a signed-in visitor is sent on by the layout). */
export default function Register({ actionData }: Route.ComponentProps) {
  return <RegisterForm posted={actionData} />
}
