import '../../components/modal-styles.ts'
import '@mantine/core/styles/List.css'
import '@mantine/core/styles/Badge.css'
import { Badge, Button, Group, List, Loader, Modal, Paper, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { type DuplicatesPlan, usersApi } from '@portal/contracts/users'
import { useEffect, useState } from 'react'
import { useOpenedOnDemand } from '../../components/dialog-on-demand.tsx'
import { apiErrorText } from '../../lib/api-error-text.ts'
import { browserApi } from '../../lib/browser-api.ts'
import { formatters } from '../../lib/format.ts'
import { useTranslation } from '../../lib/texts.ts'
import { useLocale } from '../../lib/use-locale.ts'
import { useWrite } from '../../lib/use-write.ts'

type Account = DuplicatesPlan['groups'][number]['keep']

/** Staff: accounts whose e-mails differ only by case or spaces; a dry run first, merged on confirm. */
export function DuplicatesModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation()
  const shown = useOpenedOnDemand(opened)
  const [plan, setPlan] = useState<DuplicatesPlan | null>(null)

  useEffect(() => {
    if (!opened) return
    setPlan(null)
    browserApi
      .call(usersApi.removeDuplicates, { body: { dry_run: true } })
      .then(setPlan)
      .catch((failure: unknown) =>
        notifications.show({
          color: 'coral',
          message: apiErrorText(failure, t, { fallback: t('users.dedupe.failed') }),
        }),
      )
  }, [opened, t])

  const merging = plan?.groups.reduce((sum, group) => sum + group.merge.length, 0) ?? 0

  const merge = useWrite(usersApi.removeDuplicates, {
    success: (done) =>
      t('users.dedupe.merged', { count: done.groups.reduce((sum, group) => sum + group.merge.length, 0) }),
    failure: t('users.dedupe.failed'),
    onSuccess: onClose,
  })
  const busy = merge.busy
  const onConfirm = () => merge.run({ body: { dry_run: false } })

  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('users.close') }}
      opened={shown}
      onClose={onClose}
      title={t('users.dedupe.title')}
      size="lg"
    >
      <Stack>
        <Text size="sm">{t('users.dedupe.intro')}</Text>
        {!plan && <Loader size="sm" />}
        {plan?.groups.length === 0 && <Text>{t('users.dedupe.none')}</Text>}
        {plan?.groups.map((group) => (
          <Paper key={group.email} withBorder p="sm">
            <Text fw={600}>{group.email}</Text>
            <List spacing={4} size="sm" mt="xs">
              <AccountLine account={group.keep} badge={t('users.dedupe.keep')} color="primary" />
              {group.merge.map((account) => (
                <AccountLine
                  key={account.id}
                  account={account}
                  badge={t('users.dedupe.merge')}
                  color="coral"
                />
              ))}
            </List>
          </Paper>
        ))}
        {merging > 0 && (
          <Group justify="flex-end">
            <Button color="coral" loading={busy} onClick={onConfirm}>
              {t('users.dedupe.confirm', { count: merging })}
            </Button>
          </Group>
        )}
      </Stack>
    </Modal>
  )
}

function AccountLine({ account, badge, color }: { account: Account; badge: string; color: string }) {
  const { t } = useTranslation()
  const { date } = formatters(useLocale())
  return (
    <List.Item>
      <Group gap="xs">
        <Badge color={color} variant="light">
          {badge}
        </Badge>
        {/* Quotes show the spaces a legacy import left around the address. */}
        <Text size="sm" ff="monospace">{`“${account.email}”`}</Text>
        <Text size="sm" c="dimmed">
          {[t('users.dedupe.created', { date: date(account.created_at) }), ...account.companies].join(' · ')}
        </Text>
      </Group>
    </List.Item>
  )
}
