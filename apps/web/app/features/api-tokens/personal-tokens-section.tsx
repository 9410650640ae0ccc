import { Loader, Paper, Stack, Text, Title } from '@mantine/core'
import { apiTokensApi, type CreatedApiToken } from '@portal/contracts/api-tokens'
import { useState } from 'react'
import { useRead } from '../../lib/query-keys.ts'
import { useTranslation } from '../../lib/texts.ts'
import { useWrite } from '../../lib/use-write.ts'
import { NewSecret, TokenForm, TokenTable } from './token-parts.tsx'

/** The profile's personal access tokens (ADR 29): create one (its secret shown once), see, revoke. */
export function PersonalTokensSection() {
  const { t } = useTranslation()
  const list = useRead(apiTokensApi.listPersonal, {})
  const [created, setCreated] = useState<CreatedApiToken | null>(null)
  const create = useWrite(apiTokensApi.createPersonal, {
    failure: t('api_tokens.failed'),
    reload: false,
    onSuccess: setCreated,
  })
  const revoke = useWrite(apiTokensApi.revokePersonal, {
    confirm: t('api_tokens.revoke_confirm'),
    confirmLabel: t('api_tokens.revoke'),
    success: t('api_tokens.revoked'),
    failure: t('api_tokens.failed'),
    reload: false,
  })
  return (
    <Paper withBorder p="lg">
      <Stack>
        <Title order={2} size="h3">
          {t('api_tokens.personal_title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('api_tokens.personal_intro')}
        </Text>
        {created && <NewSecret token={created} />}
        {list.isPending && <Loader size="sm" />}
        {list.isError && <Text c="coral.8">{t('api_tokens.load_failed')}</Text>}
        {list.data && (
          <TokenTable
            tokens={list.data.results}
            onRevoke={(token) => revoke.run({ params: { id: token.id } })}
          />
        )}
        <TokenForm busy={create.busy} onCreate={(body) => create.run({ body })} />
      </Stack>
    </Paper>
  )
}
