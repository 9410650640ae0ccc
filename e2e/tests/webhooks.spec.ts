import { createServer, type IncomingHttpHeaders } from 'node:http'
import { expect, test } from './fixtures.ts'
import { signIn } from './helpers.ts'

/** The receiver's port: the webhooks journey's own (the e2e server allows loopback receivers). */
const RECEIVER_PORT = Number(process.env.E2E_PORT ?? 3100) + 118

test('a company admin adds a webhook, sends a test event, reads it in the log and sends it again', async ({
  page,
}) => {
  // A real receiver on loopback: it fails the first delivery, then accepts.
  const received: { headers: IncomingHttpHeaders; body: string }[] = []
  const answers = [500]
  const receiver = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') })
      response.statusCode = answers.shift() ?? 204
      response.end()
    })
  })
  await new Promise<void>((resolve) => receiver.listen(RECEIVER_PORT, '127.0.0.1', resolve))
  try {
    await signIn(page, 'lead@acme.example', '/en-US')
    await page.goto('/en-US/client/companies')
    await page.getByRole('link', { name: 'ACME' }).click()
    await expect(page.getByRole('heading', { name: 'Webhooks' })).toBeVisible()
    await expect(page.getByText('No webhooks yet.')).toBeVisible()

    await page.getByLabel('Receiver URL').fill(`http://127.0.0.1:${RECEIVER_PORT}/hooks`)
    await page.getByLabel('Description').fill('BI warehouse')
    await page.getByLabel('Users joining').check()
    await page.getByRole('button', { name: 'Add webhook' }).click()
    await expect(page.getByText('The webhook is added.')).toBeVisible()
    // The secret is shown once.
    await expect(page.getByTestId('webhook-secret')).toHaveText(/^whsec_/)
    const webhook = page.getByTestId('webhook')
    await expect(webhook).toContainText('BI warehouse')

    await webhook.getByRole('button', { name: 'Send test event' }).click()
    const delivery = page.getByTestId('webhook-delivery')
    await expect(delivery).toHaveCount(1)
    await expect(delivery).toContainText('webhook.test')
    await expect(delivery).toContainText('Pending')
    await expect(delivery).toContainText('500')
    expect(received).toHaveLength(1)
    expect(received[0]?.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/)

    await delivery.getByRole('button', { name: 'Send again' }).click()
    await expect(page.getByText('Sent again.')).toBeVisible()
    await expect(delivery).toContainText('Delivered')
    await expect(delivery).toContainText('204')
    await expect(delivery.getByTestId('webhook-attempts')).toHaveText('2')
    expect(received).toHaveLength(2)
    // The same message both times: receivers de-duplicate by webhook-id.
    expect(received[1]?.headers['webhook-id']).toBe(received[0]?.headers['webhook-id'])
    expect(JSON.parse(received[1]?.body ?? '{}')).toMatchObject({
      type: 'webhook.test',
      company: { name: 'ACME' },
    })
  } finally {
    await new Promise<void>((resolve) => receiver.close(() => resolve()))
  }
})
