import { Alert, Button, Group, NativeSelect, Paper, Select, Stack, TextInput, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import type { ServiceIconName } from '@portal/contracts/icons'
import {
  type Category,
  type Endpoint,
  type LocalizedTexts,
  type Service,
  type ServiceVisibility,
  servicesApi,
} from '@portal/contracts/services'
import { useNavigate } from 'react-router'
import { LocalizedFields, withEnglish } from '../../components/localized-fields.tsx'
import { localePath } from '../../lib/locale-path.ts'
import { useTranslation } from '../../lib/texts.ts'
import { useContractValidate } from '../../lib/use-contract-validate.ts'
import { useLocale } from '../../lib/use-locale.ts'
import { useWrite } from '../../lib/use-write.ts'
import { AccessEditor, type AccessLine } from './access-editor.tsx'
import { IconSelect, knownIcon } from './icon-select.tsx'
import type { IconMap } from './service-icon.tsx'
import { useLocalized } from './use-localized.ts'

/** The form mirrors the API's body, with the access settings at the top (`access.companies.0` → `companies.0`). */
interface Values {
  slug: string
  names: LocalizedTexts
  descriptions: LocalizedTexts
  icon: ServiceIconName
  category_id: string
  endpoint_id: string
  default_visibility: ServiceVisibility
  companies: AccessLine[]
}

const RENAME = (path: string) => (path === 'access' ? 'companies' : path.replace(/^access\./, ''))

const bodyOf = (values: Values) => ({
  slug: values.slug.trim(),
  names: withEnglish(values.names),
  descriptions: values.descriptions,
  icon: values.icon,
  category_id: values.category_id || null,
  endpoint_id: values.endpoint_id || null,
  access: { default_visibility: values.default_visibility, companies: values.companies },
})

export interface ServiceFormData {
  service: Service | null
  categories: Category[]
  endpoints: Endpoint[]
  companies: { id: string; name: string }[]
  icons: IconMap
}

/** Staff create or edit a catalogue entry: texts per locale, icon, category, endpoint, who sees it. */
export function ServiceForm({ service, categories, endpoints, companies, icons }: ServiceFormData) {
  const { t } = useTranslation()
  const locale = useLocale()
  const text = useLocalized()
  const navigate = useNavigate()
  const form = useForm<Values>({
    initialValues: {
      slug: service?.slug ?? '',
      names: service?.names ?? {},
      descriptions: service?.descriptions ?? {},
      icon: knownIcon(service?.icon) ?? 'apps',
      category_id: service?.category ?? '',
      endpoint_id: service?.endpoint?.id ?? '',
      default_visibility: service?.access?.default_visibility ?? 'visible',
      companies: service?.access?.companies ?? [],
    },
    validate: useContractValidate(
      () => import('@portal/contracts/services'),
      (contract) => contract.serviceInput,
      { body: bodyOf, rename: RENAME },
    ),
  })
  const builtin = service?.is_builtin ?? false
  // A saved entry's page opens again (a new one's address is its id), which loads it anew.
  const saving = {
    form,
    rename: RENAME,
    failure: t('services.failed'),
    reload: false,
    onSuccess: (saved: Service) =>
      navigate(localePath(locale, `/client/services/${saved.id}`), { replace: true }),
  }
  const create = useWrite(servicesApi.create, { ...saving, success: t('services.created') })
  const update = useWrite(servicesApi.update, { ...saving, success: t('services.saved') })
  const remove = useWrite(servicesApi.remove, {
    confirm: service ? t('services.delete_confirm', { name: text(service.names) }) : undefined,
    success: t('services.deleted'),
    failure: t('services.delete_failed'),
    reload: false,
    onSuccess: () => navigate(`${localePath(locale, '/client/services')}?view=manage`, { replace: true }),
  })

  async function onSubmit(values: Values) {
    const body = bodyOf(values)
    await (service ? update.run({ params: { id: service.id }, body }) : create.run({ body }))
  }

  const onDelete = () => service && remove.run({ params: { id: service.id } })

  const errors = form.errors as Record<string, string | undefined>
  return (
    <Stack maw={880}>
      <Title order={1}>{service ? text(service.names) : t('services.new')}</Title>
      {builtin && <Alert color="primary">{t('services.builtin_hint')}</Alert>}
      <Paper withBorder p="lg">
        <form onSubmit={form.onSubmit(onSubmit)} noValidate>
          <Stack>
            <TextInput
              label={t('services.slug')}
              description={t('services.slug_hint')}
              required
              disabled={builtin}
              {...form.getInputProps('slug')}
            />
            <LocalizedFields
              field="names"
              label={t('services.name')}
              inputProps={form.getInputProps}
              requiredEnglish
            />
            <LocalizedFields
              field="descriptions"
              label={t('services.description')}
              inputProps={form.getInputProps}
              multiline
            />
            <IconSelect
              label={t('services.icon')}
              icons={icons}
              value={form.values.icon}
              onChange={(icon) => form.setFieldValue('icon', icon)}
              error={errors.icon}
            />
            <NativeSelect
              label={t('services.category')}
              data={[
                { value: '', label: t('services.no_category') },
                ...categories.map((c) => ({ value: c.id, label: text(c.names) })),
              ]}
              {...form.getInputProps('category_id')}
            />
            {!builtin && (
              <Select
                label={t('services.endpoint')}
                placeholder={t('services.endpoint_choose')}
                required
                searchable
                data={endpoints.map((e) => ({
                  value: e.id,
                  label: `${e.name} · ${t(`services.endpoint_admin.types.${e.type}`)} · ${e.url ?? e.path}`,
                }))}
                {...form.getInputProps('endpoint_id')}
                onChange={(value) => form.setFieldValue('endpoint_id', value ?? '')}
              />
            )}
            <AccessEditor
              companies={companies}
              defaultVisibility={form.values.default_visibility}
              onDefaultChange={(value) => form.setFieldValue('default_visibility', value)}
              lines={form.values.companies}
              onLinesChange={(lines) => form.setFieldValue('companies', lines)}
              errors={errors}
            />
            <Group justify="space-between">
              {service && !builtin ? (
                <Button variant="subtle" color="coral" onClick={onDelete}>
                  {t('services.delete')}
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
