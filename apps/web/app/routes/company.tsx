import '@mantine/core/styles/Tabs.css'
import { Button, Group, NativeSelect, Paper, Stack, Tabs, Text, TextInput, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import { isStaffUser, type Me } from '@portal/contracts/accounts'
import { activationApi } from '@portal/contracts/activation'
import { aiApi } from '@portal/contracts/ai'
import { type Company, companiesApi } from '@portal/contracts/companies'
import { HOMEPAGE_ENDPOINT_TYPES } from '@portal/contracts/constants'
import { directoryConnectionApi } from '@portal/contracts/directory'
import { featuresApi } from '@portal/contracts/features'
import { type LocalizedTexts, servicesApi } from '@portal/contracts/services'
import { ssoApi } from '@portal/contracts/sso'
import { webhooksApi } from '@portal/contracts/webhooks'
import { pickText } from '@portal/i18n/localized-text'
import { data, useNavigate, useSearchParams } from 'react-router'
import { ActivationCodes } from '../features/activation/activation-codes.tsx'
import { AiSettingsSection } from '../features/ai/ai-settings-section.tsx'
import { ServiceAccountsSection } from '../features/api-tokens/service-accounts-section.tsx'
import { DirectoryConnectionForm } from '../features/directory/directory-connection-form.tsx'
import { CompanyFeaturesForm } from '../features/feature-flags/company-features-form.tsx'
import { SsoProviderForm } from '../features/sso/sso-provider-form.tsx'
import { WebhooksSection } from '../features/webhooks/webhooks-section.tsx'
import { ApiError } from '../lib/api-client.ts'
import { localePath } from '../lib/locale-path.ts'
import { pageTitle } from '../lib/page-meta.ts'
import { currentUser, loadOrRefuse, serverApi } from '../lib/server-api.ts'
import { useTranslation } from '../lib/texts.ts'
import { useContractValidate } from '../lib/use-contract-validate.ts'
import { useLocale } from '../lib/use-locale.ts'
import { useMe } from '../lib/use-me.ts'
import { useWrite } from '../lib/use-write.ts'
import { isValidParam } from '../route-list.ts'
import type { Route } from './+types/company'

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!isValidParam('record', params.id)) throw data(null, { status: 404 })
  const me = await currentUser(context, request)
  const staff = me !== null && isStaffUser(me)
  const api = serverApi(context, request)
  // Staff choose a start page among the catalogue's services, and set the company's modules.
  const services = staff
    ? api
        .call(servicesApi.list, { query: { manage: 'true', page_size: 200 } })
        .then((page) =>
          page.results.map((s) => ({ slug: s.slug, names: s.names, type: s.endpoint?.type ?? null })),
        )
    : Promise.resolve([])
  if (params.id === 'new') {
    if (!staff) throw data(null, { status: 403 })
    return {
      company: null,
      staff,
      services: await services,
      features: null,
      codes: null,
      identity: null,
      webhooks: null,
      assistant: null,
    }
  }
  // Staff also set the company's modules and manage its activation codes here.
  // The company's admins (and staff) manage the webhooks of the company they act in (ADR 30).
  const managesWebhooks = me?.active_company === params.id && (staff || me.is_company_admin)
  // Staff and the company's own admin choose what the assistant may read (ADR 45); no section when the
  // assistant is off for the company (the settings answer 404 then).
  const managesAssistant = staff || (me?.active_company === params.id && me.is_company_admin)
  const [company, features, codes, identity, webhooks, assistant] = await Promise.all([
    loadOrRefuse(() => api.call(companiesApi.get, { params: { id: params.id } })),
    // Each read of the named company refuses an unknown or foreign id the same way: a 404 page.
    staff ? loadOrRefuse(() => api.call(featuresApi.getOfCompany, { params: { id: params.id } })) : null,
    staff
      ? loadOrRefuse(() =>
          api.call(activationApi.listCodes, { params: { id: params.id }, query: { page_size: 50 } }),
        ).then((page) => page.results)
      : null,
    // Staff connect the company's identity provider and directory here.
    staff
      ? Promise.all([
          loadOrRefuse(() => api.call(ssoApi.get, { params: { id: params.id } })),
          loadOrRefuse(() => api.call(directoryConnectionApi.get, { params: { id: params.id } })),
        ]).then(([sso, directory]) => ({ provider: sso.provider, connection: directory.connection }))
      : null,
    managesWebhooks ? api.call(webhooksApi.list, {}).then((answer) => answer.results) : null,
    managesAssistant
      ? api.call(aiApi.getSettings, { params: { id: params.id } }).catch((error: unknown) => {
          if (error instanceof ApiError && error.status === 404) return null
          throw error
        })
      : null,
  ])
  return { company, staff, services: await services, features, codes, identity, webhooks, assistant }
}

export const meta: Route.MetaFunction = ({ location }) => pageTitle(location.pathname)

type StartPageType = (typeof HOMEPAGE_ENDPOINT_TYPES)[number]
type Values = { name: string; logo: string; type: StartPageType | ''; endpoint: string; service_slug: string }

/**
 * A company: everyone who sees it reads it; staff edit its name, logo and start page (a portal path,
 * or a catalogue service that opens the chosen way), its modules, or delete it.
 */
export default function CompanyPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const { company, features, codes, identity, webhooks, assistant } = loaderData
  const me = useMe()
  const details = (
    <Stack>
      <CompanyForm key={company?.id ?? 'new'} {...loaderData} />
      {company && features && (
        <CompanyFeaturesForm key={company.id} companyId={company.id} features={features} />
      )}
      {company && assistant && (
        <AiSettingsSection key={company.id} companyId={company.id} settings={assistant} />
      )}
      {company && codes && <ActivationCodes companyId={company.id} codes={codes} />}
      {company && me && canManage(me) && me.active_company === company.id && <ServiceAccountsSection />}
      {company && webhooks && <WebhooksSection initial={webhooks} />}
    </Stack>
  )
  // Staff see a saved company in two tabs: the company itself, and how its people sign in (Identity).
  if (!company || !identity) {
    return (
      <Stack maw={720}>
        <Title order={1}>{company?.name ?? t('companies.new')}</Title>
        {details}
      </Stack>
    )
  }
  const tab = params.get('tab') === 'identity' ? 'identity' : 'details'
  return (
    <Stack maw={720}>
      <Title order={1}>{company.name}</Title>
      <Tabs
        value={tab}
        onChange={(next) => setParams(next === 'identity' ? { tab: next } : {}, { preventScrollReset: true })}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="details">{t('companies.tabs.details')}</Tabs.Tab>
          <Tabs.Tab value="identity">{t('companies.tabs.identity')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="details" pt="md">
          {details}
        </Tabs.Panel>
        <Tabs.Panel value="identity" pt="md">
          <Stack>
            <SsoProviderForm
              key={`sso-${identity.provider?.updated_at}`}
              companyId={company.id}
              provider={identity.provider}
            />
            <DirectoryConnectionForm
              key={`directory-${identity.connection?.updated_at}`}
              companyId={company.id}
              connection={identity.connection}
            />
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  )
}

type ServiceChoice = { slug: string; names: LocalizedTexts; type: string | null }

// The start page's fields sit at the form's top level (`homepage_endpoint.type` → `type`).
const COMPANY_FIELDS = (path: string) => path.replace(/^homepage_endpoint\./, '')

function companyBodyOf(values: Values) {
  const internal = values.type === 'internal'
  return {
    name: values.name,
    logo: values.logo.trim() || null,
    homepage_endpoint: {
      type: values.type || null,
      endpoint: internal ? values.endpoint.trim() || null : null,
      service_slug: values.type && !internal ? values.service_slug || null : null,
    },
  }
}

/**
 * A company as its members read it: its details as text (not a disabled form) and who changes them.
 */
function CompanyDetails({ company }: { company: Company }) {
  const { t } = useTranslation()
  const start = company.homepage_endpoint
  const startPage = start.type
    ? [t(`companies.types.${start.type}`), start.endpoint ?? start.service_slug].filter(Boolean).join(': ')
    : t('companies.none')
  const rows = [
    [t('companies.name'), company.name],
    [t('companies.logo'), company.logo ?? t('companies.no_logo')],
    [t('companies.start_page'), startPage],
  ] as const
  // The page's heading is the company's name (CompanyPage).
  return (
    <Paper withBorder p="lg">
      <Stack>
        <Text data-testid="company-read-only">{t('companies.read_only')}</Text>
        <dl style={{ margin: 0, display: 'grid', gap: '0.75rem' }}>
          {rows.map(([label, value]) => (
            <div key={label}>
              <Text component="dt" fw={600} size="sm">
                {label}
              </Text>
              <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
                {value}
              </Text>
            </div>
          ))}
        </dl>
      </Stack>
    </Paper>
  )
}

function CompanyForm({
  company,
  staff,
  services,
}: {
  company: Company | null
  staff: boolean
  services: ServiceChoice[]
}) {
  if (company && !staff) return <CompanyDetails company={company} />
  return <CompanyEditor company={company} staff={staff} services={services} />
}

function CompanyEditor({
  company,
  staff,
  services,
}: {
  company: Company | null
  staff: boolean
  services: ServiceChoice[]
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const navigate = useNavigate()
  const form = useForm<Values>({
    initialValues: {
      name: company?.name ?? '',
      logo: company?.logo ?? '',
      type: company?.homepage_endpoint.type ?? '',
      endpoint: company?.homepage_endpoint.endpoint ?? '',
      service_slug: company?.homepage_endpoint.service_slug ?? '',
    },
    validate: useContractValidate(
      () => import('@portal/contracts/companies'),
      (contract) => contract.companyInput,
      { body: companyBodyOf, rename: COMPANY_FIELDS },
    ),
  })
  // A saved company's page opens again (a new one's address is its id), which loads it anew.
  const saving = {
    form,
    rename: COMPANY_FIELDS,
    failure: t('companies.failed'),
    reload: false,
    onSuccess: (saved: Company) =>
      navigate(localePath(locale, `/client/companies/${saved.id}`), { replace: true }),
  }
  const create = useWrite(companiesApi.create, { ...saving, success: t('companies.created') })
  const update = useWrite(companiesApi.update, { ...saving, success: t('companies.saved') })
  const remove = useWrite(companiesApi.remove, {
    confirm: company ? t('companies.delete_confirm', { name: company.name }) : undefined,
    success: t('companies.deleted'),
    reload: false,
    onSuccess: () => navigate(localePath(locale, '/client/companies'), { replace: true }),
  })

  const type = form.values.type
  const choices = services.filter((s) => s.type === type)

  async function onSubmit(values: Values) {
    const body = companyBodyOf(values)
    await (company ? update.run({ params: { id: company.id }, body }) : create.run({ body }))
  }

  const onDelete = () => company && remove.run({ params: { id: company.id } })

  return (
    <Paper withBorder p="lg">
      <form onSubmit={form.onSubmit(onSubmit)} noValidate>
        <fieldset disabled={!staff} style={{ border: 0, padding: 0, margin: 0 }}>
          <Stack>
            <TextInput label={t('companies.name')} required {...form.getInputProps('name')} />
            <TextInput label={t('companies.logo')} type="url" {...form.getInputProps('logo')} />
            <NativeSelect
              label={t('companies.type')}
              data={[
                { value: '', label: t('companies.types.none') },
                ...HOMEPAGE_ENDPOINT_TYPES.map((type) => ({
                  value: type,
                  label: t(`companies.types.${type}`),
                })),
              ]}
              {...form.getInputProps('type')}
              onChange={(event) => {
                const chosen = event.currentTarget.value
                form.setFieldValue('type', HOMEPAGE_ENDPOINT_TYPES.find((type) => type === chosen) ?? '')
                form.setFieldValue('service_slug', '')
              }}
            />
            {type === 'internal' && (
              <TextInput
                label={t('companies.endpoint')}
                description={t('companies.endpoint_hint')}
                {...form.getInputProps('endpoint')}
              />
            )}
            {type !== '' && type !== 'internal' && (
              <NativeSelect
                label={t('companies.service_slug')}
                description={t('companies.service_hint')}
                data={[
                  { value: '', label: t('companies.service_choose') },
                  // A member reading the page sees the saved slug; staff choose among services of the type.
                  ...(staff
                    ? choices.map((s) => ({
                        value: s.slug,
                        label: `${pickText(s.names, locale)} (${s.slug})`,
                      }))
                    : [{ value: form.values.service_slug, label: form.values.service_slug }]),
                ]}
                {...form.getInputProps('service_slug')}
              />
            )}
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
  )
}

/** Service accounts are the company admin's (and staff's) to manage, in their active company. */
const canManage = (me: Me) => isStaffUser(me) || me.is_company_admin
