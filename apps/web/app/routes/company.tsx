import { Button, Group, NativeSelect, Paper, Stack, TextInput, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import { notifications } from '@mantine/notifications'
import type { Company } from '@portal/contracts/companies'
import { HOMEPAGE_ENDPOINT_TYPES } from '@portal/contracts/constants'
import { useTranslation } from 'react-i18next'
import { data, useNavigate } from 'react-router'
import { browserApi } from '../lib/browser-api.ts'
import { showSaveFailure } from '../lib/form-errors.ts'
import { localePath } from '../lib/locale-path.ts'
import { pageTitle } from '../lib/page-meta.ts'
import { currentUser, loadOrRefuse, serverApi } from '../lib/server-api.ts'
import { useLocale } from '../lib/use-locale.ts'
import { isValidParam } from '../route-list.ts'
import type { Route } from './+types/company'

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!isValidParam('record', params.id)) throw data(null, { status: 404 })
  const me = await currentUser(context, request)
  const staff = me !== null && (me.role === 1 || me.is_superuser)
  if (params.id === 'new') {
    if (!staff) throw data(null, { status: 403 })
    return { company: null, staff }
  }
  const company = await loadOrRefuse(() =>
    serverApi(context, request).get<Company>(`/v1/okr/companies/${params.id}/`),
  )
  return { company, staff }
}

export const meta: Route.MetaFunction = ({ location }) => pageTitle(location.pathname)

type Values = { name: string; logo: string; type: string; endpoint: string; service_slug: string }

/** A company: everyone who sees it reads it; staff edit its name, logo and start page, or delete it. */
export default function CompanyPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const locale = useLocale()
  const navigate = useNavigate()
  const { company, staff } = loaderData
  const form = useForm<Values>({
    mode: 'uncontrolled',
    initialValues: {
      name: company?.name ?? '',
      logo: company?.logo ?? '',
      type: company?.homepage_endpoint.type ?? '',
      endpoint: company?.homepage_endpoint.endpoint ?? '',
      service_slug: company?.homepage_endpoint.service_slug ?? '',
    },
  })

  async function onSubmit(values: Values) {
    const body = {
      name: values.name,
      logo: values.logo.trim() || null,
      homepage_endpoint: {
        type: values.type || null,
        endpoint: values.endpoint.trim() || null,
        service_slug: values.service_slug.trim() || null,
      },
    }
    try {
      const saved = company
        ? await browserApi.put<Company>(`/v1/okr/companies/${company.id}/`, body)
        : await browserApi.post<Company>('/v1/okr/companies/', body)
      notifications.show({ color: 'primary', message: t(company ? 'companies.saved' : 'companies.created') })
      navigate(localePath(locale, `/client/companies/${saved.id}`), { replace: true })
    } catch (failure) {
      showSaveFailure(
        failure,
        form.setErrors,
        () => notifications.show({ color: 'coral', message: t('companies.failed') }),
        (path) => path.replace(/^homepage_endpoint\./, ''),
      )
    }
  }

  async function onDelete() {
    if (!company || !window.confirm(t('companies.delete_confirm', { name: company.name }))) return
    await browserApi.delete(`/v1/okr/companies/${company.id}/`)
    notifications.show({ color: 'primary', message: t('companies.deleted') })
    navigate(localePath(locale, '/client/companies'), { replace: true })
  }

  return (
    <Stack maw={640}>
      <Title order={1}>{company?.name ?? t('companies.new')}</Title>
      <Paper withBorder p="lg">
        <form onSubmit={form.onSubmit(onSubmit)} noValidate>
          <fieldset disabled={!staff} style={{ border: 0, padding: 0, margin: 0 }}>
            <Stack>
              <TextInput
                label={t('companies.name')}
                required
                key={form.key('name')}
                {...form.getInputProps('name')}
              />
              <TextInput
                label={t('companies.logo')}
                type="url"
                key={form.key('logo')}
                {...form.getInputProps('logo')}
              />
              <NativeSelect
                label={t('companies.type')}
                data={[
                  { value: '', label: t('companies.types.none') },
                  ...HOMEPAGE_ENDPOINT_TYPES.map((type) => ({
                    value: type,
                    label: t(`companies.types.${type}`),
                  })),
                ]}
                key={form.key('type')}
                {...form.getInputProps('type')}
              />
              <TextInput
                label={t('companies.endpoint')}
                description={t('companies.endpoint_hint')}
                key={form.key('endpoint')}
                {...form.getInputProps('endpoint')}
              />
              <TextInput
                label={t('companies.service_slug')}
                key={form.key('service_slug')}
                {...form.getInputProps('service_slug')}
              />
              {staff && (
                <Group justify="space-between">
                  {company ? (
                    <Button variant="subtle" color="coral" onClick={onDelete}>
                      {t('companies.delete')}
                    </Button>
                  ) : (
                    <span />
                  )}
                  <Button type="submit" loading={form.submitting}>
                    {t('companies.save')}
                  </Button>
                </Group>
              )}
            </Stack>
          </fieldset>
        </form>
      </Paper>
    </Stack>
  )
}
