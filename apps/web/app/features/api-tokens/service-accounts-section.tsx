import { Button, Divider, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import { apiTokensApi, type CreatedApiToken, type ServiceAccount } from '@portal/contracts/api-tokens'
import { useState } from 'react'
import { useRead } from '../../lib/query-keys.ts'
import { useTranslation } from '../../lib/texts.ts'
import { useContractValidate } from '../../lib/use-contract-validate.ts'
import { useWrite } from '../../lib/use-write.ts'
import { NewSecret, TokenForm, TokenTable } from './token-parts.tsx'

/**
 * The company page's service accounts (ADR 29), for its admins and staff: integrations that act as a
 * member of the company with their own tokens (the active company's: the API works on that one).
 */
export function ServiceAccountsSection() {
  const { t } = useTranslation()
  const list = useRead(apiTokensApi.listServiceAccounts, {})
  const form = useForm({
    initialValues: { name: '' },
    validate: useContractValidate(
      () => import('@portal/contracts/api-tokens'),
      (contract) => contract.serviceAccountInput,
    ),
  })
  const create = useWrite(apiTokensApi.createServiceAccount, {
    form,
    success: t('api_tokens.account_created'),
    failure: t('api_tokens.failed'),
    reload: false,
    onSuccess: () => form.reset(),
  })
  return (
    <Paper withBorder p="lg">
      <Stack>
        <Title order={2} size="h3">
          {t('api_tokens.accounts_title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('api_tokens.accounts_intro')}
        </Text>
        {list.isPending && <Loader size="sm" />}
        {list.isError && <Text c="coral.8">{t('api_tokens.load_failed')}</Text>}
        {list.data?.results.length === 0 && <Text size="sm">{t('api_tokens.no_accounts')}</Text>}
        {list.data?.results.map((account) => (
          <ServiceAccountCard key={account.id} account={account} />
        ))}
        <form onSubmit={form.onSubmit((body) => create.run({ body }))} noValidate>
          <Group align="flex-end">
            <TextInput
              label={t('api_tokens.account_name')}
              required
              key={form.key('name')}
              {...form.getInputProps('name')}
            />
            <Button type="submit" loading={create.busy}>
              {t('api_tokens.create_account')}
            </Button>
          </Group>
        </form>
      </Stack>
    </Paper>
  )
}

function ServiceAccountCard({ account }: { account: ServiceAccount }) {
  const { t } = useTranslation()
  const [created, setCreated] = useState<CreatedApiToken | null>(null)
  const createToken = useWrite(apiTokensApi.createServiceToken, {
    failure: t('api_tokens.failed'),
    reload: false,
    onSuccess: setCreated,
  })
  const revoke = useWrite(apiTokensApi.revokeServiceToken, {
    confirm: t('api_tokens.revoke_confirm'),
    confirmLabel: t('api_tokens.revoke'),
    success: t('api_tokens.revoked'),
    reload: false,
  })
  const remove = useWrite(apiTokensApi.removeServiceAccount, {
    confirm: t('api_tokens.remove_account_confirm', { name: account.name }),
    confirmLabel: t('api_tokens.remove_account'),
    success: t('api_tokens.account_removed'),
    reload: false,
  })
  return (
    <Stack gap="sm">
      <Divider />
      <Group justify="space-between">
        <Title order={3} size="h4">
          {account.name}
        </Title>
        <Button variant="subtle" color="coral" onClick={() => remove.run({ params: { id: account.id } })}>
          {t('api_tokens.remove_account')}
        </Button>
      </Group>
      {created && <NewSecret token={created} />}
      <TokenTable
        tokens={account.tokens}
        onRevoke={(token) => revoke.run({ params: { id: account.id, token_id: token.id } })}
      />
      <TokenForm
        busy={createToken.busy}
        onCreate={(body) => createToken.run({ params: { id: account.id }, body })}
      />
    </Stack>
  )
}
