import '@mantine/core/styles/Table.css'
import { Button, NativeSelect, Paper, Stack, Table, Text, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import {
  type CompanyFeatures,
  FEATURE_MODULES,
  type FeatureModule,
  type FeatureVisibility,
  featuresApi,
} from '@portal/contracts/features'
import { useTranslation } from '../../lib/texts.ts'
import { useContractValidate } from '../../lib/use-contract-validate.ts'
import { useWrite } from '../../lib/use-write.ts'

type State = 'visible' | FeatureVisibility
type Values = { ai: 'default' | 'on' | 'off'; modules: Record<FeatureModule, State> }

const AI_VALUES = { default: null, on: true, off: false } as const
const RENAME = { visibility: 'modules' }

// Modules left visible are not sent: visible is what a company has unless it says otherwise.
const bodyOf = (values: Values) => ({
  ai: AI_VALUES[values.ai],
  visibility: Object.fromEntries(Object.entries(values.modules).filter(([, state]) => state !== 'visible')),
})

/** Staff set which modules a company's people see (SPEC §3 visibilities) and its AI assistant. */
export function CompanyFeaturesForm({
  companyId,
  features,
}: {
  companyId: string
  features: CompanyFeatures
}) {
  const { t } = useTranslation()
  const form = useForm<Values>({
    initialValues: {
      ai: features.ai === null ? 'default' : features.ai ? 'on' : 'off',
      modules: Object.fromEntries(
        FEATURE_MODULES.map((module) => [module, features.visibility[module] ?? 'visible']),
      ) as Record<FeatureModule, State>,
    },
    validate: useContractValidate(
      () => import('@portal/contracts/features'),
      (contract) => contract.companyFeaturesInput,
      { body: bodyOf, rename: RENAME },
    ),
  })
  const states: State[] = ['visible', 'locked', 'hidden']
  // The page's data is loaded again: the navigation follows at once when this is the active company.
  const update = useWrite(featuresApi.updateOfCompany, {
    form,
    rename: RENAME,
    success: t('feature_flags.saved'),
    failure: t('feature_flags.failed'),
  })

  const onSubmit = (values: Values) => update.run({ params: { id: companyId }, body: bodyOf(values) })

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="company-modules">
      <form onSubmit={form.onSubmit(onSubmit)} noValidate>
        <Stack>
          <Title order={2} size="h3" id="company-modules">
            {t('feature_flags.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('feature_flags.intro')}
          </Text>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('feature_flags.module')}</Table.Th>
                <Table.Th>{t('feature_flags.visibility')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {FEATURE_MODULES.map((module) => (
                <Table.Tr key={module}>
                  <Table.Td>{t(`nav.${module}`)}</Table.Td>
                  <Table.Td>
                    <NativeSelect
                      aria-label={`${t(`nav.${module}`)}: ${t('feature_flags.visibility')}`}
                      data={states.map((state) => ({
                        value: state,
                        label: t(`feature_flags.states.${state}`),
                      }))}
                      {...form.getInputProps(`modules.${module}`)}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <NativeSelect
            label={t('feature_flags.ai')}
            data={(['default', 'on', 'off'] as const).map((value) => ({
              value,
              label: t(`feature_flags.ai_states.${value}`),
            }))}
            {...form.getInputProps('ai')}
            w={240}
          />
          <Button type="submit" loading={form.submitting} style={{ alignSelf: 'flex-end' }}>
            {t('feature_flags.save')}
          </Button>
        </Stack>
      </form>
    </Paper>
  )
}
