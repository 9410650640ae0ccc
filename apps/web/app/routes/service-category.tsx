import '@mantine/core/styles/NumberInput.css'
import { Button, Group, NumberInput, Paper, Stack, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import { isStaffUser } from '@portal/contracts/accounts'
import type { ServiceIconName } from '@portal/contracts/icons'
import { type Category, type LocalizedTexts, serviceCategoriesApi } from '@portal/contracts/services'
import { data, useNavigate } from 'react-router'
import { LocalizedFields, withEnglish } from '../components/localized-fields.tsx'
import { IconSelect, knownIcon } from '../features/services/icon-select.tsx'
import { iconsFor } from '../features/services/service-data.ts'
import type { IconMap } from '../features/services/service-icon.tsx'
import { useLocalized } from '../features/services/use-localized.ts'
import { localePath } from '../lib/locale-path.ts'
import { pageTitle } from '../lib/page-meta.ts'
import { currentUser, loadOrRefuse, serverApi } from '../lib/server-api.ts'
import { useTranslation } from '../lib/texts.ts'
import { useContractValidate } from '../lib/use-contract-validate.ts'
import { useLocale } from '../lib/use-locale.ts'
import { useWrite } from '../lib/use-write.ts'
import { isValidParam } from '../route-list.ts'
import type { Route } from './+types/service-category'

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!isValidParam('record', params.id)) throw data(null, { status: 404 })
  const me = await currentUser(context, request)
  if (!me || !isStaffUser(me)) throw data(null, { status: 403 })
  const api = serverApi(context, request)
  const category =
    params.id === 'new'
      ? null
      : await loadOrRefuse(() => api.call(serviceCategoriesApi.get, { params: { id: params.id } }))
  return { category, icons: await iconsFor(api, 'all') }
}

export const meta: Route.MetaFunction = ({ location }) => pageTitle(location.pathname)

export default function ServiceCategoryPage({ loaderData }: Route.ComponentProps) {
  return <CategoryForm key={loaderData.category?.updated_at ?? 'new'} {...loaderData} />
}

type Values = { names: LocalizedTexts; descriptions: LocalizedTexts; icon: ServiceIconName; order: number }

const categoryBodyOf = (values: Values) => ({ ...values, names: withEnglish(values.names) })

/** A heading of the catalogue: names and descriptions per locale, icon, place. */
function CategoryForm({ category, icons }: { category: Category | null; icons: IconMap }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const text = useLocalized()
  const navigate = useNavigate()
  const form = useForm<Values>({
    initialValues: {
      names: category?.names ?? {},
      descriptions: category?.descriptions ?? {},
      icon: knownIcon(category?.icon) ?? 'apps',
      order: category?.order ?? 0,
    },
    validate: useContractValidate(
      () => import('@portal/contracts/services'),
      (contract) => contract.categoryInput,
      { body: categoryBodyOf },
    ),
  })
  // A saved category's page opens again (a new one's address is its id), which loads it anew.
  const saving = {
    form,
    failure: t('services.category_admin.failed'),
    reload: false,
    onSuccess: (saved: Category) =>
      navigate(localePath(locale, `/client/services/categories/${saved.id}`), { replace: true }),
  }
  const create = useWrite(serviceCategoriesApi.create, {
    ...saving,
    success: t('services.category_admin.created'),
  })
  const update = useWrite(serviceCategoriesApi.update, {
    ...saving,
    success: t('services.category_admin.saved'),
  })
  const remove = useWrite(serviceCategoriesApi.remove, {
    confirm: category
      ? t('services.category_admin.delete_confirm', { name: text(category.names) })
      : undefined,
    success: t('services.category_admin.deleted'),
    reload: false,
    onSuccess: () => navigate(localePath(locale, '/client/services/categories'), { replace: true }),
  })

  async function onSubmit(values: Values) {
    const body = categoryBodyOf(values)
    await (category ? update.run({ params: { id: category.id }, body }) : create.run({ body }))
  }

  const onDelete = () => category && remove.run({ params: { id: category.id } })

  return (
    <Stack maw={720}>
      <Title order={1}>{category ? text(category.names) : t('services.category_admin.new')}</Title>
      <Paper withBorder p="lg">
        <form onSubmit={form.onSubmit(onSubmit)} noValidate>
          <Stack>
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
              error={form.errors.icon as string | undefined}
            />
            <NumberInput
              label={t('services.category_admin.order')}
              description={t('services.category_admin.order_hint')}
              min={0}
              max={10000}
              allowDecimal={false}
              {...form.getInputProps('order')}
            />
            <Group justify="space-between">
              {category ? (
                <Button variant="subtle" color="coral" onClick={onDelete}>
                  {t('services.category_admin.delete')}
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
