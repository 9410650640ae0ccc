import {
  Alert,
  Badge,
  Button,
  Group,
  List,
  Loader,
  Select,
  Stack,
  Stepper,
  Table,
  Text,
  Textarea,
} from '@mantine/core'
import '@mantine/core/styles/Stepper.css'
import { type PhaseAction, PPM_GATES, ppmApi } from '@portal/contracts/ppm'
import { useState } from 'react'
import { formatters, personName } from '../../lib/format.ts'
import { useRead } from '../../lib/query-keys.ts'
import { useTranslation } from '../../lib/texts.ts'
import { useLocale } from '../../lib/use-locale.ts'
import { useWrite } from '../../lib/use-write.ts'
import { gateKey } from './gate-label.ts'

/** The gate of the measure, what blocks the next, its decisions; request, approve, reject, return. */
export function PhasesTab({ measureId }: { measureId: string }) {
  const { t } = useTranslation()
  const format = formatters(useLocale())
  const phases = useRead(ppmApi.measurePhases, { params: { id: measureId } })
  const [comment, setComment] = useState('')
  const [returnTo, setReturnTo] = useState<string | null>(null)
  const done = (message: string) => ({
    success: message,
    failure: t('ppm.phases.failed'),
    onSuccess: () => setComment(''),
  })
  const request = useWrite(ppmApi.measurePhaseAction, done(t('ppm.phases.requested')))
  const approve = useWrite(ppmApi.measurePhaseAction, done(t('ppm.phases.approved')))
  const reject = useWrite(ppmApi.measurePhaseAction, done(t('ppm.phases.rejected')))
  const back = useWrite(ppmApi.measurePhaseAction, done(t('ppm.phases.returned')))
  if (!phases.data) return <Loader size="sm" />
  const { gate, pending, blockers, can_decide, history } = phases.data
  const act = (write: typeof request, body: PhaseAction) => write.run({ params: { id: measureId }, body })
  return (
    <Stack>
      <Stepper active={gate} size="sm" allowNextStepsSelect={false}>
        {PPM_GATES.map((g) => (
          <Stepper.Step key={g} label={t(gateKey(g))} />
        ))}
      </Stepper>
      <Text>
        {t('ppm.phases.current')}: <strong>{t(gateKey(gate))}</strong>
      </Text>
      {pending && (
        <Alert color="yellow" variant="light">
          {t('ppm.phases.pending', {
            name: pending.requested_by ? personName(pending.requested_by) : '',
            gate: t(gateKey(pending.to_gate)),
          })}
          {pending.request_comment && <Text size="sm">{pending.request_comment}</Text>}
        </Alert>
      )}
      {blockers.length > 0 && (
        <List size="sm">
          {blockers.map((b) => (
            <List.Item key={b}>{t(`ppm.phases.blockers.${b}`)}</List.Item>
          ))}
        </List>
      )}
      <Textarea
        label={t('ppm.phases.comment')}
        value={comment}
        onChange={(e) => setComment(e.currentTarget.value)}
        autosize
      />
      <Group>
        {!pending && blockers.length === 0 && (
          <Button onClick={() => act(request, { action: 'request', comment })} loading={request.busy}>
            {t('ppm.phases.request')}
          </Button>
        )}
        {pending && can_decide && (
          <>
            <Button onClick={() => act(approve, { action: 'approve', comment })} loading={approve.busy}>
              {t('ppm.phases.approve')}
            </Button>
            <Button variant="light" color="coral" onClick={() => act(reject, { action: 'reject', comment })}>
              {t('ppm.phases.reject')}
            </Button>
          </>
        )}
      </Group>
      {gate > 0 && (
        <Group align="flex-end">
          <Select
            label={t('ppm.phases.return')}
            data={PPM_GATES.filter((g) => g < gate).map((g) => ({ value: String(g), label: t(gateKey(g)) }))}
            value={returnTo}
            onChange={setReturnTo}
          />
          <Button
            variant="light"
            disabled={returnTo === null}
            onClick={() => act(back, { action: 'return', to_gate: Number(returnTo), comment })}
          >
            {t('ppm.phases.return')}
          </Button>
        </Group>
      )}
      <Text fw={600}>{t('ppm.phases.history')}</Text>
      {history.length === 0 ? (
        <Text c="dimmed">{t('ppm.phases.empty')}</Text>
      ) : (
        <Table>
          <Table.Tbody>
            {history.map((d) => (
              <Table.Tr key={d.id}>
                <Table.Td>{format.dateTime(d.decided_at ?? d.requested_at)}</Table.Td>
                <Table.Td>
                  {t('ppm.phases.entry', { from: t(gateKey(d.from_gate)), to: t(gateKey(d.to_gate)) })}
                </Table.Td>
                <Table.Td>
                  <Badge variant="light">{t(`ppm.phases.states.${d.state}`)}</Badge>
                </Table.Td>
                <Table.Td>
                  {d.decided_by ? personName(d.decided_by) : d.requested_by ? personName(d.requested_by) : ''}
                </Table.Td>
                <Table.Td>{d.decision_comment || d.request_comment}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  )
}
