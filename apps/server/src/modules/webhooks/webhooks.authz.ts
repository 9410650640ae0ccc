import { secretBox } from '../../core/secret-box.ts'
import {
  isManager,
  isSignedIn,
  type MatrixContext,
  type MatrixRows,
  type Persona,
} from '../../test/authorization.ts'
import { webhookDeliveries, webhooks } from './webhooks.tables.ts'

/** ACME's admin and staff (acting in ACME) manage ACME's webhooks; a member who is not admin gets 403. */
const managers = (ok: number) => (p: Persona) => (!isSignedIn(p) ? 401 : isManager(p) ? ok : 403)

/**
 * A webhook of ACME with one delivery, made directly in the database (fresh per call where a call
 * removes it): its address is a public name, and the matrix never waits for a delivery — its test
 * and resend rows answer with a refused attempt, which is still a 2xx.
 */
async function acmeWebhook({ t, ids }: MatrixContext) {
  const [hook] = await t.db
    .insert(webhooks)
    .values({
      companyId: ids.acme,
      url: 'https://hooks.invalid/in',
      events: ['user.joined'],
      secretSealed: secretBox(t.config.sessionSecret, 'webhooks').seal('whsec_bWF0cml4LXNlY3JldC1tYXRyaXg='),
      secretHint: 'whsec_bWF0…',
    })
    .returning()
  if (!hook) throw new Error('no webhook')
  const [delivery] = await t.db
    .insert(webhookDeliveries)
    .values({
      companyId: ids.acme,
      webhookId: hook.id,
      messageId: `msg_${hook.id}`,
      eventType: 'user.joined',
      status: 'succeeded',
      payload: {
        id: `msg_${hook.id}`,
        type: 'user.joined',
        timestamp: new Date().toISOString(),
        company: { id: ids.acme, name: 'ACME' },
        data: {},
      },
    })
    .returning()
  if (!delivery) throw new Error('no delivery')
  return { hook: hook.id, delivery: delivery.id }
}

export const webhooksRows: MatrixRows = (ctx) => {
  const kept = () => ctx.fixture('webhooks:acme', () => acmeWebhook(ctx))
  return {
    'GET /api/v1/okr/webhooks/': {
      call: (a) => a.get('/api/v1/okr/webhooks/'),
      expect: managers(200),
    },
    'POST /api/v1/okr/webhooks/': {
      call: (a) =>
        a.post('/api/v1/okr/webhooks/', { url: 'https://hooks.invalid/new', events: ['user.joined'] }),
      expect: managers(201),
    },
    'PATCH /api/v1/okr/webhooks/:id/': {
      call: async (a) =>
        a.request('PATCH', `/api/v1/okr/webhooks/${(await kept()).hook}/`, { description: 'x' }),
      expect: managers(200),
    },
    'DELETE /api/v1/okr/webhooks/:id/': {
      call: async (a) => a.request('DELETE', `/api/v1/okr/webhooks/${(await acmeWebhook(ctx)).hook}/`),
      expect: managers(204),
    },
    'POST /api/v1/okr/webhooks/:id/secret/': {
      call: async (a) => a.post(`/api/v1/okr/webhooks/${(await kept()).hook}/secret/`),
      expect: managers(200),
    },
    'POST /api/v1/okr/webhooks/:id/test/': {
      call: async (a) => a.post(`/api/v1/okr/webhooks/${(await kept()).hook}/test/`),
      expect: managers(201),
    },
    'GET /api/v1/okr/webhooks/:id/deliveries/': {
      call: async (a) => a.get(`/api/v1/okr/webhooks/${(await kept()).hook}/deliveries/`),
      expect: managers(200),
    },
    'POST /api/v1/okr/webhook-deliveries/:id/resend/': {
      call: async (a) => a.post(`/api/v1/okr/webhook-deliveries/${(await kept()).delivery}/resend/`),
      expect: managers(200),
    },
  }
}
