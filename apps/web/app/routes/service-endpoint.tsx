import { Button, Group, NativeSelect, Paper, Stack, TextInput, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import { notifications } from '@mantine/notifications'
import { isStaffUser } from '@portal/contracts/accounts'
import {
  ENDPOINT_TYPES,
  type Endpoint,
  type EndpointType,
  serviceEndpointsApi,
} from '@portal/contracts/services'
import { useTranslation } from 'react-i18next'
import { data, useNavigate } from 'react-router'
import { browserApi } from '../lib/browser-api.ts'
import { showSaveFailure } from '../lib/form-errors.ts'
import { localePath } from '../lib/locale-path.ts'
import { pageTitle } from '../lib/page-meta.ts'
import { currentUser, loadOrRefuse, serverApi } from '../lib/server-api.ts'
import { useLocale } from '../lib/use-locale.ts'
import { isValidParam } from '../route-list.ts'
import type { Route } from './+types/service-endpoint'

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!isValidParam('record', params.id)) throw data(null, { status: 404 })
  const me = await currentUser(context, request)
  if (!me || !isStaffUser(me)) throw data(null, { status: 403 })
  if (params.id === 'new') return { endpoint: null }
  const api = serverApi(context, request)
  return {
    endpoint: await loadOrRefuse(() => api.call(serviceEndpointsApi.get, { params: { id: params.id } })),
  }
}

export const meta: Route.MetaFunction = ({ location }) => pageTitle(location.pathname)

export default function ServiceEndpointPage({ loaderData }: Route.ComponentProps) {
  return <EndpointForm key={loaderData.endpoint?.updated_at ?? 'new'} endpoint={loaderData.endpoint} />
}

type Values = { name: string; type: EndpointType; url: string; path: string }

/** What a service opens: an https address checked by the server, or a portal path. */
function EndpointForm({ endpoint }: { endpoint: Endpoint | null }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const navigate = useNavigate()
  const form = useForm<Values>({
    initialValues: {
      name: endpoint?.name ?? '',
      type: endpoint?.type ?? 'embed',
      url: endpoint?.url ?? '',
      path: endpoint?.path ?? '',
    },
  })
  const internal = form.values.type === 'internal'

  async function onSubmit(values: Values) {
    const body = {
      name: values.name,
      type: values.type,
      url: values.type === 'internal' ? null : values.url.trim() || null,
      path: values.type === 'internal' ? values.path.trim() || null : null,
    }
    try {
      const saved = endpoint
        ? await browserApi.call(serviceEndpointsApi.update, { params: { id: endpoint.id }, body })
        : await browserApi.call(serviceEndpointsApi.create, { body })
      const done = endpoint ? 'services.endpoint_admin.saved' : 'services.endpoint_admin.created'
      notifications.show({ color: 'primary', message: t(done) })
      navigate(localePath(locale, `/client/services/endpoints/${saved.id}`), { replace: true })
    } catch (failure) {
      showSaveFailure(failure, form.setErrors, () =>
        notifications.show({ color: 'coral', message: t('services.endpoint_admin.failed') }),
      )
    }
  }

  async function onDelete() {
    if (!endpoint || !window.confirm(t('services.endpoint_admin.delete_confirm', { name: endpoint.name })))
      return
    try {
      await browserApi.call(serviceEndpointsApi.remove, { params: { id: endpoint.id } })
      notifications.show({ color: 'primary', message: t('services.endpoint_admin.deleted') })
      navigate(localePath(locale, '/client/services/endpoints'), { replace: true })
    } catch (failure) {
      const detail = failure instanceof Error ? failure.message : t('services.endpoint_admin.delete_failed')
      notifications.show({ color: 'coral', message: detail })
    }
  }

  return (
    <Stack maw={720}>
      <Title order={1}>{endpoint?.name ?? t('services.endpoint_admin.new')}</Title>
      <Paper withBorder p="lg">
        <form onSubmit={form.onSubmit(onSubmit)} noValidate>
          <Stack>
            <TextInput
              label={t('services.endpoint_admin.name')}
              description={t('services.endpoint_admin.name_hint')}
              required
              {...form.getInputProps('name')}
            />
            <NativeSelect
              label={t('services.endpoint_admin.type')}
              data={ENDPOINT_TYPES.map((type) => ({
                value: type,
                label: t(`services.endpoint_admin.types.${type}`),
              }))}
              {...form.getInputProps('type')}
            />
            {internal ? (
              <TextInput
                label={t('services.endpoint_admin.path')}
                description={t('services.endpoint_admin.path_hint')}
                required
                {...form.getInputProps('path')}
              />
            ) : (
              <TextInput
                label={t('services.endpoint_admin.url')}
                description={t('services.endpoint_admin.url_hint')}
                type="url"
                required
                {...form.getInputProps('url')}
              />
            )}
            <Group justify="space-between">
              {endpoint ? (
                <Button variant="subtle" color="coral" onClick={onDelete}>
                  {t('services.endpoint_admin.delete')}
                </Button>
              ) : (
                <span />
              )}
              <Button type="submit" loading={form.submitting}>
                {t('services.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  )
}
