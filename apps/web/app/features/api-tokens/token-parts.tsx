import '@mantine/core/styles/Code.css'
import '@mantine/core/styles/Table.css'
import { Alert, Button, Code, CopyButton, Group, Input, Stack, Table, Text, TextInput } from '@mantine/core'
import {
  type ApiToken,
  type ApiTokenInput,
  type CreatedApiToken,
  MAX_TOKEN_DAYS,
  TOKEN_MODULES,
  type TokenScope,
} from '@portal/contracts/api-tokens'
import { useId } from 'react'
import checkbox from '../../components/native-checkbox.module.css'
import { TableScroll } from '../../components/table-scroll.tsx'
import { formatters } from '../../lib/format.ts'
import { usePlainForm } from '../../lib/plain-form.ts'
import { useTranslation } from '../../lib/texts.ts'
import { useContractValidate } from '../../lib/use-contract-validate.ts'
import { useLocale } from '../../lib/use-locale.ts'

type Values = { name: string; scopes: TokenScope[]; expires_in_days: string }

const bodyOf = (values: Values): ApiTokenInput => ({
  name: values.name,
  scopes: values.scopes,
  expires_in_days: Number(values.expires_in_days),
})

/** Name, scopes (read or write per module) and lifetime of a new token. */
export function TokenForm({ onCreate, busy }: { onCreate: (body: ApiTokenInput) => unknown; busy: boolean }) {
  const { t } = useTranslation()
  const form = usePlainForm<Values>({
    initialValues: { name: '', scopes: [], expires_in_days: '90' },
    validate: useContractValidate(
      () => import('@portal/contracts/api-tokens'),
      (contract) => contract.apiTokenInput,
      { body: bodyOf, untilInteraction: true },
    ),
  })
  const submit = async (values: Values) => {
    if (await onCreate(bodyOf(values))) form.reset()
  }
  // The scopes as the browser's own checkboxes in a labelled group, as Mantine's Checkbox.Group draws
  // its group (ADR 82): fourteen boxes need none of Checkbox's code.
  const scopesId = useId()
  const scopesError = form.errors.scopes
  const toggle = (scope: TokenScope) =>
    form.setFieldValue('scopes', (current) =>
      current.includes(scope) ? current.filter((chosen) => chosen !== scope) : [...current, scope],
    )
  const box = (scope: TokenScope, label: string, name: string) => (
    <label className={checkbox.label}>
      <input
        className={checkbox.box}
        type="checkbox"
        value={scope}
        checked={form.values.scopes.includes(scope)}
        onChange={() => toggle(scope)}
        aria-label={name}
      />
      {label}
    </label>
  )
  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack>
        <Group align="flex-end" grow>
          <TextInput label={t('api_tokens.name')} required {...form.field('name')} />
          {/* The browser's number field (its arrow keys step by one) in Mantine's field; the contract
              checks the range (ADR 82). */}
          <TextInput
            type="number"
            inputMode="numeric"
            label={t('api_tokens.expires_in_days')}
            min={1}
            max={MAX_TOKEN_DAYS}
            step={1}
            required
            {...form.field('expires_in_days')}
          />
        </Group>
        <Input.Wrapper
          id={scopesId}
          label={t('api_tokens.scopes')}
          description={t('api_tokens.scopes_hint')}
          error={scopesError}
          labelElement="div"
        >
          {/* biome-ignore lint/a11y/useSemanticElements: the group Mantine's Checkbox.Group draws, named by the wrapper's label (a fieldset would want a legend of its own) */}
          <div
            role="group"
            aria-labelledby={`${scopesId}-label`}
            aria-describedby={
              [scopesError && `${scopesId}-error`, `${scopesId}-description`].filter(Boolean).join(' ') ||
              undefined
            }
          >
            <Table mt="xs" withRowBorders={false}>
              <Table.Tbody>
                {TOKEN_MODULES.map((module) => {
                  const name = t(`api_tokens.modules.${module}`)
                  return (
                    <Table.Tr key={module}>
                      <Table.Td>{name}</Table.Td>
                      <Table.Td>
                        {box(`${module}:read`, t('api_tokens.read'), `${name}: ${t('api_tokens.read')}`)}
                      </Table.Td>
                      <Table.Td>
                        {box(`${module}:write`, t('api_tokens.write'), `${name}: ${t('api_tokens.write')}`)}
                      </Table.Td>
                    </Table.Tr>
                  )
                })}
              </Table.Tbody>
            </Table>
          </div>
        </Input.Wrapper>
        <Group justify="flex-end">
          <Button type="submit" loading={busy}>
            {t('api_tokens.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

/** The new token's secret, shown this once. */
export function NewSecret({ token }: { token: CreatedApiToken }) {
  const { t } = useTranslation()
  return (
    <Alert color="primary" variant="light" title={t('api_tokens.created_title', { name: token.name })}>
      <Stack gap="xs">
        <Text size="sm">{t('api_tokens.created_text')}</Text>
        <Group gap="xs" wrap="nowrap">
          <Code data-testid="new-token-secret" style={{ wordBreak: 'break-all' }}>
            {token.secret}
          </Code>
          <CopyButton value={token.secret}>
            {({ copied, copy }) => (
              <Button size="xs" variant="light" onClick={copy}>
                {copied ? t('api_tokens.copied') : t('api_tokens.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Stack>
    </Alert>
  )
}

/** Tokens with their scopes, expiry and last use; revoked ones stay listed as such. */
export function TokenTable({
  tokens,
  onRevoke,
}: {
  tokens: ApiToken[]
  onRevoke: (token: ApiToken) => unknown
}) {
  const { t } = useTranslation()
  const f = formatters(useLocale())
  if (tokens.length === 0) return <Text size="sm">{t('api_tokens.none')}</Text>
  return (
    <TableScroll minWidth={560}>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('api_tokens.name')}</Table.Th>
            <Table.Th>{t('api_tokens.scopes')}</Table.Th>
            <Table.Th>{t('api_tokens.expires')}</Table.Th>
            <Table.Th>{t('api_tokens.last_used')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tokens.map((token) => (
            <Table.Tr key={token.id}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {token.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('api_tokens.starts_with', { start: token.start })}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{token.scopes.join(', ')}</Text>
              </Table.Td>
              <Table.Td>{f.date(token.expires_at)}</Table.Td>
              <Table.Td>
                {token.last_used_at ? f.dateTime(token.last_used_at) : t('api_tokens.never_used')}
              </Table.Td>
              <Table.Td>
                {token.revoked_at ? (
                  <Text size="sm" c="dimmed">
                    {t('api_tokens.revoked_on', { date: f.date(token.revoked_at) })}
                  </Text>
                ) : (
                  <Button
                    size="xs"
                    variant="subtle"
                    color="coral"
                    onClick={() => onRevoke(token)}
                    aria-label={t('api_tokens.revoke_label', { name: token.name })}
                  >
                    {t('api_tokens.revoke')}
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  )
}
