import '@mantine/core/styles/Table.css'
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Code,
  CopyButton,
  Group,
  Paper,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { useForm } from '@mantine/form'
import {
  WEBHOOK_EVENT_TYPES,
  type Webhook,
  type WebhookDelivery,
  type WebhookEventType,
  webhooksApi,
} from '@portal/contracts/webhooks'
import { useState } from 'react'
import { TableScroll } from '../../components/table-scroll.tsx'
import { formatters } from '../../lib/format.ts'
import { useRead } from '../../lib/query-keys.ts'
import { useTranslation } from '../../lib/texts.ts'
import { useContractValidate } from '../../lib/use-contract-validate.ts'
import { useLocale } from '../../lib/use-locale.ts'
import { useWrite } from '../../lib/use-write.ts'

type Values = { url: string; description: string; events: WebhookEventType[] }

const STATUS_COLOUR = { pending: 'yellow', succeeded: 'green', failed: 'red' } as const

/**
 * The active company's webhooks (ADR 30): add one (its signing secret is shown once), send a test
 * event, read the delivery log and send a delivery again, rotate the secret, switch it off or remove it.
 */
export function WebhooksSection({ initial }: { initial: Webhook[] }) {
  const { t } = useTranslation()
  const hooks = useRead(webhooksApi.list, {}, { initialData: { results: initial } })
  const [secret, setSecret] = useState<string | null>(null)
  const form = useForm<Values>({
    initialValues: { url: '', description: '', events: [] },
    validate: useContractValidate(
      () => import('@portal/contracts/webhooks'),
      (contract) => contract.webhookInput,
    ),
  })
  const create = useWrite(webhooksApi.create, {
    form,
    success: t('webhooks.created'),
    failure: t('webhooks.failed'),
    onSuccess: (created) => {
      setSecret(created.secret)
      form.reset()
    },
  })
  const list = hooks.data?.results ?? initial

  return (
    <Paper withBorder p="md">
      <Stack>
        <Title order={2} size="h4">
          {t('webhooks.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('webhooks.intro')}
        </Text>
        {secret && <SecretOnce secret={secret} onClose={() => setSecret(null)} />}
        {list.length === 0 && <Text>{t('webhooks.none')}</Text>}
        {list.map((hook) => (
          <WebhookCard key={hook.id} hook={hook} onSecret={setSecret} />
        ))}
        <form onSubmit={form.onSubmit((values) => create.run({ body: values }))}>
          <Stack gap="xs">
            <Title order={3} size="h5">
              {t('webhooks.add')}
            </Title>
            <TextInput
              label={t('webhooks.url')}
              placeholder={t('webhooks.url_hint')}
              required
              {...form.getInputProps('url')}
            />
            <TextInput label={t('webhooks.description')} {...form.getInputProps('description')} />
            <Checkbox.Group label={t('webhooks.events')} required {...form.getInputProps('events')}>
              <Stack gap={4} mt={4}>
                {WEBHOOK_EVENT_TYPES.map((type) => (
                  <Checkbox key={type} value={type} label={t(`webhooks.event_types.${type}`)} />
                ))}
              </Stack>
            </Checkbox.Group>
            <Group>
              <Button type="submit" loading={create.busy}>
                {t('webhooks.add')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Paper>
  )
}

/** A new secret, shown this once, with a button to copy it. */
function SecretOnce({ secret, onClose }: { secret: string; onClose: () => void }) {
  const { t } = useTranslation()
  return (
    <Alert
      color="yellow"
      title={t('webhooks.secret_title')}
      withCloseButton
      onClose={onClose}
      closeButtonLabel={t('webhooks.close')}
    >
      <Stack gap="xs">
        <Text size="sm">{t('webhooks.secret_once')}</Text>
        <Group>
          <Code data-testid="webhook-secret">{secret}</Code>
          <CopyButton value={secret}>
            {({ copied, copy }) => (
              <Button size="xs" variant="light" onClick={copy}>
                {copied ? t('webhooks.copied') : t('webhooks.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Stack>
    </Alert>
  )
}

function WebhookCard({ hook, onSecret }: { hook: Webhook; onSecret: (secret: string) => void }) {
  const { t } = useTranslation()
  const [showLog, setShowLog] = useState(false)
  const params = { params: { id: hook.id } }
  const test = useWrite(webhooksApi.test, {
    reload: false,
    failure: t('webhooks.test_failed'),
    onSuccess: () => setShowLog(true),
  })
  const toggle = useWrite(webhooksApi.update, {
    reload: false,
    success: t('webhooks.saved'),
    failure: t('webhooks.failed'),
  })
  const rotate = useWrite(webhooksApi.rotateSecret, {
    reload: false,
    confirm: t('webhooks.confirm_rotate'),
    confirmLabel: t('webhooks.rotate'),
    failure: t('webhooks.failed'),
    onSuccess: (rotated) => onSecret(rotated.secret),
  })
  const remove = useWrite(webhooksApi.remove, {
    reload: false,
    confirm: t('webhooks.confirm_remove', { url: hook.url }),
    confirmLabel: t('webhooks.remove'),
    success: t('webhooks.removed'),
    failure: t('webhooks.failed'),
  })
  return (
    <Paper withBorder p="sm" data-testid="webhook">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Stack gap={0}>
            <Text fw={600} style={{ wordBreak: 'break-all' }}>
              {hook.url}
            </Text>
            {hook.description && (
              <Text size="sm" c="dimmed">
                {hook.description}
              </Text>
            )}
          </Stack>
          <Switch
            label={hook.is_active ? t('webhooks.active') : t('webhooks.inactive')}
            checked={hook.is_active}
            onChange={(event) => toggle.run({ ...params, body: { is_active: event.currentTarget.checked } })}
          />
        </Group>
        {hook.disabled_reason && (
          <Alert color="red" variant="light">
            {hook.disabled_reason}
          </Alert>
        )}
        <Group gap="xs">
          {hook.events.map((type) => (
            <Badge key={type} variant="light">
              {t(`webhooks.event_types.${type}`)}
            </Badge>
          ))}
        </Group>
        <Text size="xs" c="dimmed">
          {t('webhooks.secret_hint', { hint: hook.secret_hint })}
        </Text>
        <Group gap="xs">
          <Button size="xs" onClick={() => test.run(params)} loading={test.busy}>
            {t('webhooks.test')}
          </Button>
          <Button size="xs" variant="light" onClick={() => setShowLog((shown) => !shown)}>
            {t('webhooks.log')}
          </Button>
          <Button size="xs" variant="light" onClick={() => rotate.run(params)}>
            {t('webhooks.rotate')}
          </Button>
          <Button size="xs" variant="light" color="red" onClick={() => remove.run(params)}>
            {t('webhooks.remove')}
          </Button>
        </Group>
        {showLog && <DeliveryLog webhookId={hook.id} />}
      </Stack>
    </Paper>
  )
}

function DeliveryLog({ webhookId }: { webhookId: string }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const deliveries = useRead(webhooksApi.deliveries, { params: { id: webhookId }, query: { page_size: 25 } })
  const resend = useWrite(webhooksApi.resend, {
    reload: false,
    success: t('webhooks.resent'),
    failure: t('webhooks.failed'),
  })
  const rows: WebhookDelivery[] = deliveries.data?.results ?? []
  if (deliveries.isSuccess && rows.length === 0) return <Text size="sm">{t('webhooks.log_empty')}</Text>
  const { instant } = formatters(locale)
  return (
    <TableScroll minWidth={600}>
      <Table aria-label={t('webhooks.log')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('webhooks.time')}</Table.Th>
            <Table.Th>{t('webhooks.event')}</Table.Th>
            <Table.Th>{t('webhooks.status')}</Table.Th>
            <Table.Th>{t('webhooks.response')}</Table.Th>
            <Table.Th>{t('webhooks.duration')}</Table.Th>
            <Table.Th>{t('webhooks.attempts')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((delivery) => (
            <Table.Tr key={delivery.id} data-testid="webhook-delivery">
              <Table.Td>{instant(delivery.last_attempt_at ?? delivery.created_at)}</Table.Td>
              <Table.Td>
                <Code>{delivery.event_type}</Code>
              </Table.Td>
              <Table.Td>
                <Badge color={STATUS_COLOUR[delivery.status]} variant="light">
                  {t(`webhooks.statuses.${delivery.status}`)}
                </Badge>
              </Table.Td>
              <Table.Td title={delivery.error ?? undefined}>
                {delivery.response_status ?? delivery.error ?? ''}
              </Table.Td>
              <Table.Td>
                {delivery.duration_ms === null ? '' : t('webhooks.duration_ms', { ms: delivery.duration_ms })}
              </Table.Td>
              <Table.Td data-testid="webhook-attempts">{delivery.attempts}</Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  variant="subtle"
                  onClick={() => resend.run({ params: { id: delivery.id } })}
                  loading={resend.busy}
                >
                  {t('webhooks.resend')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  )
}
