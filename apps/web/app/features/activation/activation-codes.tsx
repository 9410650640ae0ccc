import '@mantine/core/styles/Code.css'
import '@mantine/core/styles/NumberInput.css'
import '@mantine/core/styles/SimpleGrid.css'
import '@mantine/core/styles/Table.css'
import {
  Alert,
  Button,
  Code,
  CopyButton,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { useForm } from '@mantine/form'
import {
  ACTIVATION_DEFAULT_DAYS,
  ACTIVATION_MAX_DAYS,
  type ActivationCode,
  type ActivationCodeStatus,
  activationApi,
  type IssuedActivationCode,
} from '@portal/contracts/activation'
import { useState } from 'react'
import { StatusBadge } from '../../components/status-badge.tsx'
import { TableScroll } from '../../components/table-scroll.tsx'
import { formatters, personName } from '../../lib/format.ts'
import { useTranslation } from '../../lib/texts.ts'
import { useContractValidate } from '../../lib/use-contract-validate.ts'
import { useLocale } from '../../lib/use-locale.ts'
import { useWrite } from '../../lib/use-write.ts'

const COLORS: Record<ActivationCodeStatus, string> = {
  active: 'primary',
  used: 'secondary',
  expired: 'gray',
  revoked: 'coral',
}

type Values = { email: string; first_name: string; last_name: string; valid_days: number | string }

const bodyOf = (values: Values) => ({
  email: values.email.trim() || null,
  first_name: values.first_name,
  last_name: values.last_name,
  valid_days: Number(values.valid_days),
})

const hintOf = (codes: ActivationCode[], id: string) => codes.find((code) => code.id === id)?.hint ?? ''

/** Staff issue a company's activation codes (each shown once), see what became of them, revoke them. */
export function ActivationCodes({ companyId, codes }: { companyId: string; codes: ActivationCode[] }) {
  const { t } = useTranslation()
  const { date } = formatters(useLocale())
  const [issued, setIssued] = useState<IssuedActivationCode | null>(null)
  const form = useForm<Values>({
    initialValues: { email: '', first_name: '', last_name: '', valid_days: ACTIVATION_DEFAULT_DAYS },
    validate: useContractValidate(
      () => import('@portal/contracts/activation'),
      (contract) => contract.activationCodeInput,
      { body: bodyOf },
    ),
  })
  const issue = useWrite(activationApi.issueCode, {
    form,
    failure: t('activation.issue_failed'),
    onSuccess: (code) => {
      setIssued(code)
      form.reset()
    },
  })
  const revoke = useWrite(activationApi.revokeCode, {
    confirm: ({ params }) => t('activation.revoke_confirm', { hint: hintOf(codes, params.code_id) }),
    success: t('activation.revoked'),
  })

  const onIssue = (values: Values) => issue.run({ params: { id: companyId }, body: bodyOf(values) })
  const onRevoke = (code: ActivationCode) => revoke.run({ params: { id: companyId, code_id: code.id } })

  return (
    <Stack>
      <Title order={2} size="h3">
        {t('activation.codes_title')}
      </Title>
      <Text c="dimmed">{t('activation.codes_intro')}</Text>
      <Paper withBorder p="lg">
        <form onSubmit={form.onSubmit(onIssue)} noValidate>
          <Stack>
            <Title order={3} size="h4">
              {t('activation.issue_title')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('activation.email_optional')}
                type="email"
                {...form.getInputProps('email')}
              />
              <NumberInput
                label={t('activation.valid_days')}
                min={1}
                max={ACTIVATION_MAX_DAYS}
                {...form.getInputProps('valid_days')}
              />
              <TextInput label={t('activation.first_name_optional')} {...form.getInputProps('first_name')} />
              <TextInput label={t('activation.last_name_optional')} {...form.getInputProps('last_name')} />
            </SimpleGrid>
            <Group justify="flex-end">
              <Button type="submit" loading={form.submitting}>
                {t('activation.issue')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      {issued && (
        <Alert color="primary" variant="light" title={t('activation.issued')} role="status">
          <Stack gap="xs">
            <Group>
              <Code fz="lg" data-testid="issued-code">
                {issued.code}
              </Code>
              <CopyButton value={issued.code}>
                {({ copied, copy }) => (
                  <Button size="compact-sm" variant="light" onClick={copy}>
                    {t(copied ? 'activation.copied' : 'activation.copy')}
                  </Button>
                )}
              </CopyButton>
            </Group>
            <Text size="sm">{t('activation.issued_hint')}</Text>
          </Stack>
        </Alert>
      )}
      <TableScroll minWidth={640}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('activation.col_code')}</Table.Th>
              <Table.Th>{t('activation.col_for')}</Table.Th>
              <Table.Th>{t('activation.col_status')}</Table.Th>
              <Table.Th>{t('activation.col_expires')}</Table.Th>
              <Table.Th>{t('activation.col_used')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {codes.map((code) => (
              <Table.Tr key={code.id}>
                <Table.Td>
                  <Code>{t('activation.hidden_code', { hint: code.hint })}</Code>
                </Table.Td>
                <Table.Td>
                  {code.email
                    ? [`${code.first_name} ${code.last_name}`.trim(), code.email].filter(Boolean).join(' · ')
                    : t('activation.anyone')}
                </Table.Td>
                <Table.Td>
                  <StatusBadge color={COLORS[code.status]}>
                    {t(`activation.statuses.${code.status}`)}
                  </StatusBadge>
                </Table.Td>
                <Table.Td>{date(code.expires_at)}</Table.Td>
                <Table.Td>{code.used_by ? personName(code.used_by) : '–'}</Table.Td>
                <Table.Td>
                  {code.status === 'active' && (
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="coral"
                      aria-label={t('activation.revoke_label', { hint: code.hint })}
                      onClick={() => onRevoke(code)}
                    >
                      {t('activation.revoke')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
      {codes.length === 0 && <Text>{t('activation.none')}</Text>}
    </Stack>
  )
}
