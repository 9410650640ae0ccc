import { Button, Checkbox, Paper, Stack, Text, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import { AI_TOOL_MODULES, type AiSettings, type AiToolModule, aiApi } from '@portal/contracts/ai'
import { useTranslation } from '../../lib/texts.ts'
import { useContractValidate } from '../../lib/use-contract-validate.ts'
import { useWrite } from '../../lib/use-write.ts'

type Values = { allowed: Record<AiToolModule, boolean> }

const bodyOf = (values: Values) => ({
  disabled_modules: AI_TOOL_MODULES.filter((module) => !values.allowed[module]),
})

/**
 * Which modules the AI assistant may read for a company (ADR 45): a company admin or staff switch a
 * module off, and its tools are not offered to the model for anyone in the company.
 */
export function AiSettingsSection({ companyId, settings }: { companyId: string; settings: AiSettings }) {
  const { t } = useTranslation()
  const form = useForm<Values>({
    initialValues: {
      allowed: Object.fromEntries(
        AI_TOOL_MODULES.map((module) => [module, !settings.disabled_modules.includes(module)]),
      ) as Record<AiToolModule, boolean>,
    },
    validate: useContractValidate(
      () => import('@portal/contracts/ai'),
      (contract) => contract.aiSettingsInput,
      { body: bodyOf },
    ),
  })
  const update = useWrite(aiApi.updateSettings, {
    form,
    success: t('ai.settings.saved'),
    failure: t('ai.settings.failed'),
  })
  const noneAllowed = AI_TOOL_MODULES.every((module) => !form.values.allowed[module])

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="ai-settings">
      <form
        onSubmit={form.onSubmit((values) => update.run({ params: { id: companyId }, body: bodyOf(values) }))}
        noValidate
      >
        <Stack>
          <Title order={2} size="h3" id="ai-settings">
            {t('ai.settings.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('ai.settings.intro')}
          </Text>
          <Stack gap="xs" role="group" aria-labelledby="ai-settings">
            {AI_TOOL_MODULES.map((module) => (
              <Checkbox
                key={module}
                label={t(`ai.settings.modules.${module}`)}
                {...form.getInputProps(`allowed.${module}`, { type: 'checkbox' })}
              />
            ))}
          </Stack>
          {noneAllowed && (
            <Text size="sm" role="status">
              {t('ai.settings.none_allowed')}
            </Text>
          )}
          <Button type="submit" loading={form.submitting} style={{ alignSelf: 'flex-end' }}>
            {t('ai.settings.save')}
          </Button>
        </Stack>
      </form>
    </Paper>
  )
}
