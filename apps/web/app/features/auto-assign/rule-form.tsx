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
import { notifications } from '@mantine/notifications'
import { isStaffUser } from '@portal/contracts/accounts'
import { type AutoAssignRule, type AutoAssignRuleInput, autoAssignApi } from '@portal/contracts/auto-assign'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { browserApi } from '../../lib/browser-api.ts'
import { showSaveFailure } from '../../lib/form-errors.ts'
import { localePath } from '../../lib/locale-path.ts'
import { useLocale } from '../../lib/use-locale.ts'
import { useMe } from '../../lib/use-me.ts'
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
  })

  async function onSubmit(values: AutoAssignRuleInput) {
    try {
      const saved = rule
        ? await browserApi.call(autoAssignApi.update, { params: { id: rule.id }, body: values })
        : await browserApi.call(autoAssignApi.create, { body: values })
      notifications.show({ color: 'primary', message: t(rule ? 'auto_assign.saved' : 'auto_assign.created') })
      navigate(localePath(locale, `/client/auto-assign/${saved.id}`), { replace: true })
    } catch (failure) {
      showSaveFailure(failure, form.setErrors, () =>
        notifications.show({ color: 'coral', message: t('auto_assign.failed') }),
      )
    }
  }

  async function onDelete() {
    if (!rule || !window.confirm(t('auto_assign.delete_confirm', { domain: rule.domain }))) return
    await browserApi.call(autoAssignApi.remove, { params: { id: rule.id } })
    notifications.show({ color: 'primary', message: t('auto_assign.deleted') })
    navigate(localePath(locale, '/client/auto-assign'), { replace: true })
  }

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
