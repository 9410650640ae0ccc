import { Alert, Button, Group, NativeSelect, Paper, Select, Stack, TextInput, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import { notifications } from '@mantine/notifications'
import type { ServiceIconName } from '@portal/contracts/icons'
import {
  type Category,
  type Endpoint,
  type LocalizedTexts,
  type Service,
  type ServiceVisibility,
  servicesApi,
} from '@portal/contracts/services'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { browserApi } from '../../lib/browser-api.ts'
import { showSaveFailure } from '../../lib/form-errors.ts'
import { localePath } from '../../lib/locale-path.ts'
import { useLocale } from '../../lib/use-locale.ts'
import { AccessEditor, type AccessLine } from './access-editor.tsx'
import { IconSelect, knownIcon } from './icon-select.tsx'
import { LocalizedFields, withEnglish } from './localized-fields.tsx'
import type { IconMap } from './service-icon.tsx'
import { useLocalized } from './use-localized.ts'

/** The form mirrors the API's body; the access lines' errors keep the API's paths (`access.companies.0.group_ids`). */
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
  })
  const builtin = service?.is_builtin ?? false

  async function onSubmit(values: Values) {
    const body = {
      slug: values.slug.trim(),
      names: withEnglish(values.names),
      descriptions: values.descriptions,
      icon: values.icon,
      category_id: values.category_id || null,
      endpoint_id: values.endpoint_id || null,
      access: { default_visibility: values.default_visibility, companies: values.companies },
    }
    try {
      const saved = service
        ? await browserApi.call(servicesApi.update, { params: { id: service.id }, body })
        : await browserApi.call(servicesApi.create, { body })
      notifications.show({ color: 'primary', message: t(service ? 'services.saved' : 'services.created') })
      navigate(localePath(locale, `/client/services/${saved.id}`), { replace: true })
    } catch (failure) {
      showSaveFailure(failure, form.setErrors, () =>
        notifications.show({ color: 'coral', message: t('services.failed') }),
      )
    }
  }

  async function onDelete() {
    if (!service) return
    if (!window.confirm(t('services.delete_confirm', { name: text(service.names) }))) return
    try {
      await browserApi.call(servicesApi.remove, { params: { id: service.id } })
      notifications.show({ color: 'primary', message: t('services.deleted') })
      navigate(`${localePath(locale, '/client/services')}?view=manage`, { replace: true })
    } catch (failure) {
      const detail = failure instanceof Error ? failure.message : t('services.delete_failed')
      notifications.show({ color: 'coral', message: detail })
    }
  }

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
