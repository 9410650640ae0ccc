import '@mantine/core/styles/Combobox.css'
import '@mantine/core/styles/Pill.css'
import '@mantine/core/styles/PillsInput.css'
import '@mantine/core/styles/InlineInput.css'
import '@mantine/core/styles/Switch.css'
import {
  Alert,
  Button,
  Group,
  MultiSelect,
  Paper,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { useForm } from '@mantine/form'
import { isStaffUser } from '@portal/contracts/accounts'
import { type AutoAssignRule, type AutoAssignRuleInput, autoAssignApi } from '@portal/contracts/auto-assign'
import { useNavigate } from 'react-router'
import { localePath } from '../../lib/locale-path.ts'
import { useTranslation } from '../../lib/texts.ts'
import { useContractValidate } from '../../lib/use-contract-validate.ts'
import { useLocale } from '../../lib/use-locale.ts'
import { useMe } from '../../lib/use-me.ts'
import { useWrite } from '../../lib/use-write.ts'
import { RuleStatusBadge } from './rule-status.tsx'
import { useReview } from './use-review.ts'

/**
 * Create or edit a rule; the groups to choose from are the active company's. A company admin's domain
 * waits for staff's approval (shown above the form); staff approve or reject it here.
 */
export function RuleForm({
  rule,
  groups,
}: {
  rule: AutoAssignRule | null
  groups: { id: string; name: string }[]
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const navigate = useNavigate()
  const me = useMe()
  const staff = me !== null && isStaffUser(me)
  const review = useReview()
  const form = useForm<AutoAssignRuleInput>({
    initialValues: {
      domain: rule?.domain ?? '',
      group_ids: rule?.group_ids ?? [],
      is_company_admin: rule?.is_company_admin ?? false,
      is_active: rule?.is_active ?? true,
    },
    validate: useContractValidate(
      () => import('@portal/contracts/auto-assign'),
      (contract) => contract.autoAssignRuleInput,
    ),
  })
  // After a save the rule's own page opens (a new rule's address is its id); after a delete, the list.
  const open = (path: string) => navigate(localePath(locale, path), { replace: true })
  const failure = t('auto_assign.failed')
  const create = useWrite(autoAssignApi.create, {
    form,
    failure,
    success: t('auto_assign.created'),
    reload: false,
    onSuccess: (created) => open(`/client/auto-assign/${created.id}`),
  })
  const update = useWrite(autoAssignApi.update, { form, failure, success: t('auto_assign.saved') })
  const remove = useWrite(autoAssignApi.remove, {
    confirm: rule ? t('auto_assign.delete_confirm', { domain: rule.domain }) : undefined,
    confirmLabel: t('auto_assign.delete'),
    success: t('auto_assign.deleted'),
    reload: false,
    onSuccess: () => open('/client/auto-assign'),
  })

  async function onSubmit(values: AutoAssignRuleInput) {
    await (rule ? update.run({ params: { id: rule.id }, body: values }) : create.run({ body: values }))
  }

  const onDelete = () => rule && remove.run({ params: { id: rule.id } })

  return (
    <Stack maw={720}>
      <Group justify="space-between">
        <Title order={1}>{rule?.domain ?? t('auto_assign.new')}</Title>
        {rule && <RuleStatusBadge status={rule.status} />}
      </Group>
      {rule && rule.status !== 'approved' && (
        <Alert color={rule.status === 'rejected' ? 'coral' : 'orange'} variant="light">
          {t(`auto_assign.status_notes.${rule.status}`)}
        </Alert>
      )}
      {!rule && !staff && <Text c="dimmed">{t('auto_assign.request_hint')}</Text>}
      {rule && staff && (
        <Group>
          {rule.status !== 'approved' && (
            <Button onClick={() => review(rule, 'approve')}>{t('auto_assign.approve')}</Button>
          )}
          {rule.status !== 'rejected' && (
            <Button variant="outline" color="coral" onClick={() => review(rule, 'reject')}>
              {t('auto_assign.reject')}
            </Button>
          )}
        </Group>
      )}
      <Paper withBorder p="lg">
        <form onSubmit={form.onSubmit(onSubmit)} noValidate>
          <Stack>
            <TextInput
              label={t('auto_assign.domain')}
              description={t('auto_assign.domain_hint')}
              required
              {...form.getInputProps('domain')}
            />
            <MultiSelect
              label={t('auto_assign.groups')}
              description={t('auto_assign.groups_hint')}
              placeholder={t('auto_assign.groups_placeholder')}
              data={groups.map((g) => ({ value: g.id, label: g.name }))}
              searchable
              clearable
              hidePickedOptions
              {...form.getInputProps('group_ids')}
            />
            <Switch
              label={t('auto_assign.is_company_admin')}
              description={t('auto_assign.is_company_admin_hint')}
              {...form.getInputProps('is_company_admin', { type: 'checkbox' })}
            />
            <Switch
              label={t('auto_assign.is_active')}
              description={t('auto_assign.is_active_hint')}
              {...form.getInputProps('is_active', { type: 'checkbox' })}
            />
            <Group justify="space-between">
              {rule ? (
                <Button variant="subtle" color="coral" onClick={onDelete}>
                  {t('auto_assign.delete')}
                </Button>
              ) : (
                <span />
              )}
              <Button type="submit" loading={form.submitting}>
                {t('auto_assign.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  )
}
