import { Button, Group, NativeSelect, Paper, Stack, TextInput, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import { isStaffUser } from '@portal/contracts/accounts'
import {
  ENDPOINT_TYPES,
  type Endpoint,
  type EndpointType,
  serviceEndpointsApi,
} from '@portal/contracts/services'
import { data, useNavigate } from 'react-router'
import { localePath } from '../lib/locale-path.ts'
import { pageTitle } from '../lib/page-meta.ts'
import { currentUser, loadOrRefuse, serverApi } from '../lib/server-api.ts'
import { useTranslation } from '../lib/texts.ts'
import { useContractValidate } from '../lib/use-contract-validate.ts'
import { useLocale } from '../lib/use-locale.ts'
import { useWrite } from '../lib/use-write.ts'
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

const endpointBodyOf = (values: Values) => ({
  name: values.name,
  type: values.type,
  url: values.type === 'internal' ? null : values.url.trim() || null,
  path: values.type === 'internal' ? values.path.trim() || null : null,
})

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
    validate: useContractValidate(
      () => import('@portal/contracts/services'),
      (contract) => contract.endpointInput,
      { body: endpointBodyOf },
    ),
  })
  const internal = form.values.type === 'internal'
  // A saved endpoint's page opens again (a new one's address is its id), which loads it anew.
  const saving = {
    form,
    failure: t('services.endpoint_admin.failed'),
    reload: false,
    onSuccess: (saved: Endpoint) =>
      navigate(localePath(locale, `/client/services/endpoints/${saved.id}`), { replace: true }),
  }
  const create = useWrite(serviceEndpointsApi.create, {
    ...saving,
    success: t('services.endpoint_admin.created'),
  })
  const update = useWrite(serviceEndpointsApi.update, {
    ...saving,
    success: t('services.endpoint_admin.saved'),
  })
  const remove = useWrite(serviceEndpointsApi.remove, {
    confirm: endpoint ? t('services.endpoint_admin.delete_confirm', { name: endpoint.name }) : undefined,
    success: t('services.endpoint_admin.deleted'),
    failure: t('services.endpoint_admin.delete_failed'),
    reload: false,
    onSuccess: () => navigate(localePath(locale, '/client/services/endpoints'), { replace: true }),
  })

  async function onSubmit(values: Values) {
    const body = endpointBodyOf(values)
    await (endpoint ? update.run({ params: { id: endpoint.id }, body }) : create.run({ body }))
  }

  const onDelete = () => endpoint && remove.run({ params: { id: endpoint.id } })

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
