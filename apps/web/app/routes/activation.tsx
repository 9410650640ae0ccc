import { Paper, Stack, Text, Title } from '@mantine/core'
import { type ActivationCheck, activationApi } from '@portal/contracts/activation'
import { data, redirect } from 'react-router'
import { ActivationForm } from '../features/activation/activation-form.tsx'
import { ApiError } from '../lib/api-client.ts'
import {
  assertSameOrigin,
  formApi,
  languageCookie,
  pageTexts,
  postedFields,
  refusalBody,
} from '../lib/form-post.server.ts'
import { localePath } from '../lib/locale-path.ts'
import { pageTitle } from '../lib/page-meta.ts'
import { useTranslation } from '../lib/texts.ts'
import type { Route } from './+types/activation'

export const meta: Route.MetaFunction = ({ location }) => pageTitle(location.pathname)

/**
 * The form posted without scripts, in its two steps (`intent`): the code is checked each time, so the
 * second step knows what the code says; the activation then signs in, as the script-driven form does.
 */
export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request)
  const fields = await postedFields(request)
  const api = formApi(context, request)
  let check: ActivationCheck | null = null
  try {
    check = await api.call(activationApi.check, { body: { code: fields.code ?? '' } })
    if (fields.intent !== 'activate') return { check, fields: { code: fields.code ?? '' } }
    const { password = '', password_repeat = '' } = fields
    if (!check.has_account && password_repeat !== password) {
      const t = await pageTexts(request)
      throw new ApiError(400, { errors: { password_repeat: [t('activation.mismatch')] } })
    }
    const me = await api.call(activationApi.activate, {
      body: {
        code: fields.code ?? '',
        password,
        ...(!check.email && { email: fields.email ?? '' }),
        ...(!check.first_name && { first_name: fields.first_name ?? '' }),
        ...(!check.last_name && { last_name: fields.last_name ?? '' }),
      },
    })
    const headers = api.headers()
    headers.append('set-cookie', languageCookie(me.locale))
    return redirect(localePath(me.locale, '/'), { headers })
  } catch (failure) {
    const body = refusalBody(failure, fields)
    // A refused code goes back to the first step; anything else stays on the second.
    const codeRefused = Boolean(body.refused.problem.errors?.code)
    return data({ ...body, check: codeRefused ? null : check }, { status: body.refused.status })
  }
}

/** Someone with an activation code sets a password, joins the code's company and is signed in. */
export default function Activation({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  return (
    <Paper withBorder p="xl" maw={480} mx="auto" mt="xl">
      <Stack>
        <div>
          <Title order={1} size="h2">
            {t('activation.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('activation.intro')}
          </Text>
        </div>
        <ActivationForm posted={actionData} />
      </Stack>
    </Paper>
  )
}
