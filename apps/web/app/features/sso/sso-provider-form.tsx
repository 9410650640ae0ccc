import {
  Button,
  Checkbox,
  Code,
  Group,
  Paper,
  PasswordInput,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core'
import { useForm } from '@mantine/form'
import { type SsoProvider, ssoApi } from '@portal/contracts/sso'
import { useTranslation } from '../../lib/texts.ts'
import { useContractValidate } from '../../lib/use-contract-validate.ts'
import { useWrite } from '../../lib/use-write.ts'

type Values = {
  name: string
  issuer: string
  client_id: string
  client_secret: string
  scopes: string
  email_domains: string
  groups_claim: string
  password_sign_in_allowed: boolean
  is_active: boolean
}

const bodyOf = (values: Values) => ({
  name: values.name,
  issuer: values.issuer,
  client_id: values.client_id,
  // Left empty, the stored secret stays.
  client_secret: values.client_secret || null,
  scopes: values.scopes,
  email_domains: values.email_domains
    .split(/[\s,]+/)
    .map((d) => d.trim())
    .filter(Boolean),
  groups_claim: values.groups_claim,
  password_sign_in_allowed: values.password_sign_in_allowed,
  is_active: values.is_active,
})

// A domain's message names its entry (`email_domains.1`); the form has one text for all of them.
const RENAME = (path: string) => path.replace(/^email_domains\.\d+$/, 'email_domains')

/** Staff set a company's OpenID Connect provider: where its people sign in. */
export function SsoProviderForm({
  companyId,
  provider,
}: {
  companyId: string
  provider: SsoProvider | null
}) {
  const { t } = useTranslation()
  const form = useForm<Values>({
    initialValues: {
      name: provider?.name ?? '',
      issuer: provider?.issuer ?? '',
      client_id: provider?.client_id ?? '',
      client_secret: '',
      scopes: provider?.scopes ?? 'openid email profile',
      email_domains: provider?.email_domains.join('\n') ?? '',
      groups_claim: provider?.groups_claim ?? '',
      password_sign_in_allowed: provider?.password_sign_in_allowed ?? true,
      is_active: provider?.is_active ?? true,
    },
    validate: useContractValidate(
      () => import('@portal/contracts/sso'),
      (contract) => contract.ssoProviderInput,
      { body: bodyOf, rename: RENAME },
    ),
  })
  const save = useWrite(ssoApi.save, {
    form,
    rename: RENAME,
    success: t('sso.admin.saved'),
    failure: t('sso.admin.failed'),
  })
  const remove = useWrite(ssoApi.remove, {
    confirm: t('sso.admin.remove_confirm'),
    success: t('sso.admin.removed'),
  })
  const onSubmit = (values: Values) => save.run({ params: { id: companyId }, body: bodyOf(values) })

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="company-sso">
      <form onSubmit={form.onSubmit(onSubmit)} noValidate>
        <Stack>
          <Title order={2} size="h3" id="company-sso">
            {t('sso.admin.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('sso.admin.intro')}
          </Text>
          {!provider && <Text size="sm">{t('sso.admin.none')}</Text>}
          <TextInput label={t('sso.admin.name')} required {...form.getInputProps('name')} />
          <TextInput
            label={t('sso.admin.issuer')}
            description={t('sso.admin.issuer_hint')}
            type="url"
            required
            {...form.getInputProps('issuer')}
          />
          <TextInput label={t('sso.admin.client_id')} required {...form.getInputProps('client_id')} />
          <PasswordInput
            label={t('sso.admin.client_secret')}
            description={provider?.has_client_secret ? t('sso.admin.client_secret_kept') : undefined}
            autoComplete="off"
            {...form.getInputProps('client_secret')}
          />
          <TextInput label={t('sso.admin.scopes')} required {...form.getInputProps('scopes')} />
          <Textarea
            label={t('sso.admin.email_domains')}
            description={t('sso.admin.email_domains_hint')}
            autosize
            minRows={2}
            {...form.getInputProps('email_domains')}
          />
          <TextInput
            label={t('sso.admin.groups_claim')}
            description={t('sso.admin.groups_claim_hint')}
            {...form.getInputProps('groups_claim')}
          />
          <Checkbox
            label={t('sso.admin.password_sign_in_allowed')}
            {...form.getInputProps('password_sign_in_allowed', { type: 'checkbox' })}
          />
          <Checkbox
            label={t('sso.admin.is_active')}
            {...form.getInputProps('is_active', { type: 'checkbox' })}
          />
          {provider && (
            <Stack gap={4}>
              <Text size="sm">{t('sso.admin.redirect_uri')}</Text>
              <Code>{provider.redirect_uri}</Code>
              <Text size="sm">{t('sso.admin.post_logout_redirect_uri')}</Text>
              <Code>{provider.post_logout_redirect_uri}</Code>
              <Text size="sm">{t('sso.admin.backchannel_logout_uri')}</Text>
              <Code>{provider.backchannel_logout_uri}</Code>
            </Stack>
          )}
          <Group justify="space-between">
            {provider ? (
              <Button
                variant="subtle"
                color="coral"
                onClick={() => remove.run({ params: { id: companyId } })}
              >
                {t('sso.admin.remove')}
              </Button>
            ) : (
              <span />
            )}
            <Button type="submit" loading={form.submitting}>
              {t('sso.admin.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  )
}
