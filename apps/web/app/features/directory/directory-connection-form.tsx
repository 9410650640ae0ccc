import {
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core'
import { useForm } from '@mantine/form'
import { type DirectoryConnection, directoryConnectionApi } from '@portal/contracts/directory'
import { useState } from 'react'
import { useTranslation } from '../../lib/texts.ts'
import { useContractValidate } from '../../lib/use-contract-validate.ts'
import { useWrite } from '../../lib/use-write.ts'
import { DirectoryRunReport } from './directory-run-report.tsx'

const MAPPING = ['external_id', 'email', 'first_name', 'last_name', 'group_member', 'group_name'] as const
type MappingField = (typeof MAPPING)[number]

type Values = {
  url: string
  start_tls: boolean
  ca_certificate: string
  bind_dn: string
  bind_password: string
  base_dn: string
  user_filter: string
  group_filter: string
  mapping: Record<MappingField, string>
  sync_interval_hours: number
  is_active: boolean
}

// Left empty, the stored password stays; an empty CA certificate means the system's trusted ones.
const bodyOf = (values: Values) => ({
  ...values,
  bind_password: values.bind_password || null,
  ca_certificate: values.ca_certificate.trim() || null,
})

const DEFAULT_MAPPING: Record<MappingField, string> = {
  external_id: 'entryUUID',
  email: 'mail',
  first_name: 'givenName',
  last_name: 'sn',
  group_member: 'member',
  group_name: 'cn',
}

/** Staff connect a company to its LDAP / Active Directory server, test it and read the last run. */
export function DirectoryConnectionForm({
  companyId,
  connection,
}: {
  companyId: string
  connection: DirectoryConnection | null
}) {
  const { t } = useTranslation()
  const [tested, setTested] = useState<{ ok: boolean; text: string } | null>(null)
  const form = useForm<Values>({
    initialValues: {
      url: connection?.url ?? '',
      start_tls: connection?.start_tls ?? false,
      ca_certificate: connection?.ca_certificate ?? '',
      bind_dn: connection?.bind_dn ?? '',
      bind_password: '',
      base_dn: connection?.base_dn ?? '',
      user_filter: connection?.user_filter ?? '(objectClass=inetOrgPerson)',
      group_filter: connection?.group_filter ?? '(objectClass=groupOfNames)',
      mapping: connection?.mapping ?? DEFAULT_MAPPING,
      sync_interval_hours: connection?.sync_interval_hours ?? 0,
      is_active: connection?.is_active ?? true,
    },
    validate: useContractValidate(
      () => import('@portal/contracts/directory'),
      (contract) => contract.directoryInput,
      { body: bodyOf },
    ),
  })
  const save = useWrite(directoryConnectionApi.save, {
    form,
    success: t('directory.saved'),
    failure: t('directory.failed'),
  })
  const remove = useWrite(directoryConnectionApi.remove, {
    confirm: t('directory.remove_confirm'),
    success: t('directory.removed'),
  })
  const test = useWrite(directoryConnectionApi.test, {
    reload: false,
    changes: [],
    onSuccess: (result) =>
      setTested({
        ok: result.ok,
        text: result.ok
          ? t('directory.test_ok', { count: result.user_count ?? 0, groups: result.group_count ?? 0 })
          : (result.message ?? ''),
      }),
  })
  const onSubmit = (values: Values) => save.run({ params: { id: companyId }, body: bodyOf(values) })

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="company-directory">
      <form onSubmit={form.onSubmit(onSubmit)} noValidate>
        <Stack>
          <Title order={2} size="h3" id="company-directory">
            {t('directory.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('directory.intro')}
          </Text>
          {!connection && <Text size="sm">{t('directory.none')}</Text>}
          <TextInput
            label={t('directory.url')}
            description={t('directory.url_hint')}
            required
            {...form.getInputProps('url')}
          />
          <Checkbox
            label={t('directory.start_tls')}
            {...form.getInputProps('start_tls', { type: 'checkbox' })}
          />
          <Textarea
            label={t('directory.ca_certificate')}
            description={t('directory.ca_certificate_hint')}
            autosize
            minRows={2}
            maxRows={8}
            styles={{ input: { fontFamily: 'monospace' } }}
            {...form.getInputProps('ca_certificate')}
          />
          <TextInput label={t('directory.bind_dn')} required {...form.getInputProps('bind_dn')} />
          <PasswordInput
            label={t('directory.bind_password')}
            description={connection?.has_bind_password ? t('directory.bind_password_kept') : undefined}
            autoComplete="off"
            {...form.getInputProps('bind_password')}
          />
          <TextInput label={t('directory.base_dn')} required {...form.getInputProps('base_dn')} />
          <TextInput label={t('directory.user_filter')} required {...form.getInputProps('user_filter')} />
          <TextInput label={t('directory.group_filter')} required {...form.getInputProps('group_filter')} />
          <Text size="sm" fw={600}>
            {t('directory.mapping')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {MAPPING.map((field) => (
              <TextInput
                key={field}
                label={t(`directory.map_${field}`)}
                required
                {...form.getInputProps(`mapping.${field}`)}
              />
            ))}
          </SimpleGrid>
          <NumberInput
            label={t('directory.sync_interval_hours')}
            min={0}
            max={168}
            w={320}
            {...form.getInputProps('sync_interval_hours')}
          />
          <Checkbox
            label={t('directory.is_active')}
            {...form.getInputProps('is_active', { type: 'checkbox' })}
          />
          {tested && (
            <Alert color={tested.ok ? 'primary' : 'coral'} role="status" variant="light">
              {tested.text}
            </Alert>
          )}
          <Group justify="space-between">
            {connection ? (
              <Button
                variant="subtle"
                color="coral"
                onClick={() => remove.run({ params: { id: companyId } })}
              >
                {t('directory.remove')}
              </Button>
            ) : (
              <span />
            )}
            <Group>
              {connection && (
                <Button
                  variant="default"
                  onClick={() => test.run({ params: { id: companyId } })}
                  loading={test.busy}
                >
                  {t('directory.test')}
                </Button>
              )}
              <Button type="submit" loading={form.submitting}>
                {t('directory.save')}
              </Button>
            </Group>
          </Group>
          {connection && <DirectoryRunReport run={connection.last_run} />}
        </Stack>
      </form>
    </Paper>
  )
}
