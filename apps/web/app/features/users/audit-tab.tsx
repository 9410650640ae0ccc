import { NativeSelect, Stack, Title } from '@mantine/core'
import type { ImpersonationEvent } from '@portal/contracts/impersonation'
import { ACCOUNT_EVENT_ACTIONS, type AccountEvent } from '@portal/contracts/users'
import { useSearchParams } from 'react-router'
import { ListPagination } from '../../components/list-pagination.tsx'
import { useTranslation } from '../../lib/texts.ts'
import { AuditTable } from './audit-table.tsx'
import { ImpersonationLog } from './impersonation-log.tsx'

interface Props {
  events: { count: number; results: AccountEvent[] }
  impersonations: ImpersonationEvent[]
}

/** Staff: what was done to accounts (newest first), and next to it who acted as whom. */
export function AuditTab({ events, impersonations }: Props) {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  return (
    <Stack>
      <Title order={2} size="h3">
        {t('users.audit.title')}
      </Title>
      <NativeSelect
        label={t('users.audit.action')}
        w={260}
        value={params.get('action') ?? ''}
        data={[
          { value: '', label: t('users.filters.all') },
          ...ACCOUNT_EVENT_ACTIONS.map((action) => ({
            value: action,
            label: t(`users.audit.actions.${action}`),
          })),
        ]}
        onChange={(event) =>
          setParams({ tab: 'audit', ...(event.currentTarget.value && { action: event.currentTarget.value }) })
        }
      />
      <AuditTable events={events.results} />
      <ListPagination count={events.count} />
      <ImpersonationLog events={impersonations} />
    </Stack>
  )
}
