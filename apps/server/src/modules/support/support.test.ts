import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../core/config.ts'
import { sampleFiles } from '../../test/files.ts'
import { postRaw } from '../../test/multipart.ts'
import { linkIn, startSmtpServer } from '../../test/smtp.ts'
import { startTestApp, type TestApp } from '../../test/test-app.ts'
import { createUser } from '../accounts/accounts.seed.ts'
import { supportTickets } from './support.tables.ts'

let t: TestApp
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
const SUPPORT = 'helpdesk@portal.example'

beforeAll(async () => {
  smtp = await startSmtpServer()
  t = await startTestApp({
    mail: { smtpUrl: smtp.url, from: 'Portal <portal@example.com>' },
    supportEmail: SUPPORT,
    publicUrl: 'https://portal.example',
  })
})
afterAll(async () => {
  await t.close()
  await smtp.close()
})

const LIST = '/api/v1/support/tickets/'
const subjects = (body: { results: { subject: string }[] }) => body.results.map((r) => r.subject)

const form = (fields: Record<string, string>, files: [string, Buffer, string?][] = []) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.append(name, value)
  for (const [filename, content, type] of files) {
    data.append(
      'attachments',
      new Blob([new Uint8Array(content)], { type: type ?? 'application/octet-stream' }),
      filename,
    )
  }
  return data
}

describe('sending a request', () => {
  it('stores the ticket, lists it as open for its author and mails the support address', async () => {
    const ada = await t.signIn('user@acme.example')
    const created = await ada.post(LIST, {
      category: 'technical',
      subject: 'The dashboard shows no data',
      message: 'Since this morning every card is empty.\n\nBrowser: Firefox.',
    })
    expect(created.statusCode).toBe(201)
    const ticket = created.json()
    expect(ticket).toMatchObject({
      status: 'open',
      category: 'technical',
      company: { id: t.world.acme.id, name: 'ACME' },
      author: { email: 'user@acme.example', first_name: 'Ada' },
      message_count: 1,
      closed_at: null,
    })
    expect(ticket.messages).toMatchObject([
      {
        from_support: false,
        body: 'Since this morning every card is empty.\n\nBrowser: Firefox.',
        attachments: [],
      },
    ])
    const mine = (await ada.get(LIST)).json()
    expect(mine.results[0]).toMatchObject({
      id: ticket.id,
      status: 'open',
      subject: 'The dashboard shows no data',
    })

    const [mail] = await smtp.mailsTo(SUPPORT)
    expect(mail!.subject).toBe('[Support] The dashboard shows no data (ACME)')
    expect(mail!.text).toContain('Ada Muster (user@acme.example) of ACME asks for help.')
    expect(mail!.text).toContain('Category: Technical problem')
    expect(mail!.text).toContain('Since this morning every card is empty.')
    const link = linkIn(mail!)
    expect(`${link.origin}${link.pathname}`).toBe('https://portal.example/en-US/client/support')
    expect(link.searchParams.get('ticket')).toBe(ticket.id)
  })

  it('takes files as multipart and serves them only to those who may read the ticket', async () => {
    const ada = await t.signIn('user@acme.example')
    const created = await ada.postForm(
      LIST,
      form({ category: 'question', subject: 'Files for the workshop', message: 'See attached.' }, [
        ['agenda.pdf', sampleFiles.pdf()],
        ['C:\\Users\\ada\\Screenshot 1.PNG', sampleFiles.png(), 'image/png'],
        ['notes.docx', sampleFiles.docx()],
      ]),
    )
    expect(created.statusCode).toBe(201)
    const files = created.json().messages[0].attachments
    expect(
      files.map((f: { filename: string; content_type: string }) => [f.filename, f.content_type]),
    ).toEqual([
      ['agenda.pdf', 'application/pdf'],
      ['Screenshot 1.PNG', 'image/png'],
      ['notes.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ])
    const png = files.find((f: { filename: string }) => f.filename.endsWith('.PNG'))
    const url = `/api/v1/support/attachments/${png.id}/`
    const download = await ada.get(url)
    expect(download.statusCode).toBe(200)
    expect(download.rawPayload.equals(sampleFiles.png())).toBe(true)
    expect(download.headers).toMatchObject({
      'content-type': 'image/png',
      'content-disposition': 'attachment; filename="Screenshot 1.PNG"',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    })
    expect((await (await t.signIn('lead@acme.example')).get(url)).statusCode).toBe(200)
    expect((await (await t.signIn('admin@example.com')).get(url)).statusCode).toBe(200)
    // A colleague who is not the company's admin, another company's user, nobody signed in.
    expect((await (await t.signIn('mia.chen@acme.example')).get(url)).statusCode).toBe(404)
    expect((await (await t.signIn('user@globex.example')).get(url)).statusCode).toBe(404)
    expect((await t.agent().get(url)).statusCode).toBe(401)

    const [mail] = (await smtp.mailsTo(SUPPORT)).filter((m) => m.subject?.includes('Files for the workshop'))
    expect(mail!.text).toContain('Attachments: agenda.pdf, Screenshot 1.PNG, notes.docx')
  })

  it('refuses missing fields and someone without an active company, writing nothing', async () => {
    const before = await t.db.select().from(supportTickets)
    const ada = await t.signIn('user@acme.example')
    const blank = await ada.post(LIST, { category: 'question', subject: ' ', message: '' })
    expect(blank.statusCode).toBe(400)
    expect(Object.keys(blank.json().errors).sort()).toEqual(['message', 'subject'])
    const noFields = await ada.postForm(LIST, form({}, [['a.txt', sampleFiles.text()]]))
    expect(noFields.statusCode).toBe(400)
    expect(Object.keys(noFields.json().errors).sort()).toEqual(['category', 'message', 'subject'])
    await createUser(t.db, { email: 'drifter@example.com', firstName: 'Dee', lastName: 'Rifter' })
    const drifter = await t.signIn('drifter@example.com')
    const refused = await drifter.post(LIST, { category: 'question', subject: 'Hello', message: 'Anyone?' })
    expect(refused.statusCode).toBe(409)
    expect(await t.db.select().from(supportTickets)).toHaveLength(before.length)
  })
})

describe('a broken multipart body', () => {
  it('is a 400 about the form, never a 500, and stores nothing', async () => {
    const ada = await t.sessionAs('user@acme.example')
    const encoded = new Request('http://portal.invalid/', {
      method: 'POST',
      body: form({ subject: 'Cut short', message: 'The body ends mid-file.', category: 'other' }, [
        ['a.txt', sampleFiles.text()],
      ]),
    })
    const whole = Buffer.from(await encoded.arrayBuffer())
    const before = (await t.db.select().from(supportTickets)).length
    // Cut inside a text field, inside the file, and just before the closing boundary.
    for (const end of [80, whole.length - 40, whole.length - 5]) {
      const response = await postRaw(t.app, ada, LIST, {
        payload: whole.subarray(0, end),
        contentType: encoded.headers.get('content-type') ?? '',
      })
      expect(response.statusCode, `cut at ${end}: ${response.body}`).toBe(400)
      expect(response.headers['content-type']).toContain('application/problem+json')
      expect(Object.keys(response.json().errors ?? {})).not.toHaveLength(0)
    }
    expect(await t.db.select().from(supportTickets)).toHaveLength(before)
  })

  it('refuses a control character in a form field like in a JSON one', async () => {
    const ada = await t.sessionAs('user@acme.example')
    const response = await ada.postForm(
      LIST,
      form({ subject: 'Nul\u0000', message: 'A message.', category: 'other' }, [
        ['a.txt', sampleFiles.text()],
      ]),
    )
    expect(response.statusCode).toBe(400)
    expect(Object.keys(response.json().errors)).toEqual(['subject'])
  })
})

describe('who sees which requests', () => {
  it('shows a user their own, the company admin the company’s, and staff every company’s', async () => {
    const ada = (await (await t.signIn('user@acme.example')).get(`${LIST}?page_size=100`)).json()
    expect(
      ada.results.every((r: { author: { email: string } }) => r.author.email === 'user@acme.example'),
    ).toBe(true)
    expect(subjects(ada)).toContain('Invoice for March is missing')
    expect(subjects(ada)).not.toContain('Idea: a darker whiteboard for workshops')

    const lena = (await (await t.signIn('lead@acme.example')).get(`${LIST}?page_size=100`)).json()
    expect(subjects(lena)).toEqual(
      expect.arrayContaining(['Invoice for March is missing', 'Idea: a darker whiteboard for workshops']),
    )
    expect(subjects(lena)).not.toContain('How do we change our start page?')
    expect(lena.results.every((r: { company: { name: string } }) => r.company.name === 'ACME')).toBe(true)

    const gina = (await (await t.signIn('user@globex.example')).get(LIST)).json()
    expect(subjects(gina)).toEqual(['How do we change our start page?'])

    const staff = await t.signIn('admin@example.com')
    const all = (await staff.get(`${LIST}?page_size=100`)).json()
    expect(new Set(all.results.map((r: { company: { name: string } }) => r.company.name))).toEqual(
      new Set(['ACME', 'Globex']),
    )
    const globexOnly = (await staff.get(`${LIST}?company=${t.world.globex.id}`)).json()
    expect(subjects(globexOnly)).toEqual(['How do we change our start page?'])
  })

  it('filters by status, category, subject and authorship', async () => {
    const lena = await t.signIn('lead@acme.example')
    expect(subjects((await lena.get(`${LIST}?status=closed`)).json())).toEqual([
      'Two new colleagues need access',
    ])
    expect(subjects((await lena.get(`${LIST}?category=billing`)).json())).toEqual([
      'Invoice for March is missing',
    ])
    expect(subjects((await lena.get(`${LIST}?search=WHITEBOARD`)).json())).toEqual([
      'Idea: a darker whiteboard for workshops',
    ])
    expect(subjects((await lena.get(`${LIST}?mine=1`)).json())).toEqual(['Two new colleagues need access'])
  })

  it('answers 404 for a ticket the caller may not read, and never another company’s to a company admin', async () => {
    const globex = `${LIST}${t.world.support.startPage.id}/`
    const lena = await t.signIn('lead@acme.example')
    expect((await lena.get(globex)).statusCode).toBe(404)
    expect((await lena.post(`${globex}messages/`, { message: 'Hi' })).statusCode).toBe(404)
    expect((await lena.post(`${globex}close/`)).statusCode).toBe(404)
    const miasIdea = `${LIST}${t.world.support.darkMode.id}/`
    expect((await (await t.signIn('user@acme.example')).get(miasIdea)).statusCode).toBe(404)
    expect((await lena.get(miasIdea)).json().subject).toBe('Idea: a darker whiteboard for workshops')
    expect((await (await t.signIn('user@globex.example')).get(globex)).json().status).toBe('answered')
  })
})

describe('the thread', () => {
  it('goes open → answered (the author is mailed in their language) → open → closed → open again', async () => {
    const url = `${LIST}${t.world.support.invoice.id}/`
    const staff = await t.signIn('super@example.com')
    const answered = await staff.post(`${url}messages/`, { message: 'The March invoice is on its way.' })
    expect(answered.statusCode).toBe(201)
    expect(answered.json()).toMatchObject({ status: 'answered', message_count: 2 })
    expect(answered.json().messages[1]).toMatchObject({
      from_support: true,
      author: { email: 'super@example.com' },
      body: 'The March invoice is on its way.',
    })
    const [mail] = await smtp.mailsTo('user@acme.example')
    expect(mail!.subject).toBe('Antwort auf Ihre Support-Anfrage: Invoice for March is missing')
    expect(mail!.text).toContain('The March invoice is on its way.')
    expect(linkIn(mail!).pathname).toBe('/client/support')

    const ada = await t.signIn('user@acme.example')
    const replied = await ada.postForm(
      `${url}messages/`,
      form({ message: 'Thanks, here is the order.' }, [['order.xlsx', sampleFiles.xlsx()]]),
    )
    expect(replied.statusCode).toBe(201)
    expect(replied.json().status).toBe('open')
    expect(replied.json().messages[2].attachments[0]).toMatchObject({ filename: 'order.xlsx' })

    const closed = await ada.post(`${url}close/`)
    expect(closed.json()).toMatchObject({ status: 'closed' })
    expect(closed.json().closed_at).not.toBeNull()
    const reopened = await ada.post(`${url}messages/`, { message: 'Sorry, one more question.' })
    expect(reopened.json()).toMatchObject({ status: 'open', closed_at: null, message_count: 4 })
  })

  it('lets the company admin reply to and close a colleague’s request', async () => {
    const url = `${LIST}${t.world.support.darkMode.id}/`
    const lena = await t.signIn('lead@acme.example')
    const reply = await lena.post(`${url}messages/`, { message: 'I would like this too.' })
    expect(reply.json()).toMatchObject({ status: 'open' })
    expect(reply.json().messages.at(-1)).toMatchObject({
      from_support: false,
      author: { email: 'lead@acme.example' },
    })
    expect((await lena.post(`${url}close/`)).json().status).toBe('closed')
  })

  it('keeps an impersonating admin on the user’s side of the thread', async () => {
    const admin = await t.signIn('admin@example.com')
    await admin.post(`/api/v1/accounts/impersonate/${t.world.users['user@acme.example']!.id}/`)
    const url = `${LIST}${t.world.support.exportProblem.id}/`
    const reply = await admin.post(`${url}messages/`, { message: 'Written while acting as Ada.' })
    expect(reply.json().status).toBe('open')
    expect(reply.json().messages.at(-1)).toMatchObject({
      from_support: false,
      author: { email: 'user@acme.example' },
    })
  })
})

describe('configuration', () => {
  it('mails support@portal.invalid unless SUPPORT_EMAIL says otherwise, and refuses a bad address', () => {
    expect(loadConfig({}).supportEmail).toBe('support@portal.invalid')
    expect(loadConfig({ SUPPORT_EMAIL: 'help@example.com' }).supportEmail).toBe('help@example.com')
    expect(() => loadConfig({ SUPPORT_EMAIL: 'not an address' })).toThrow(/SUPPORT_EMAIL/)
  })

  it('describes the upload routes in the OpenAPI document', async () => {
    // The document is for signed-in callers (API_DOCS=authenticated by default).
    const document = (await (await t.sessionAs('super@example.com')).get('/api/docs/json')).json()
    const create = document.paths['/api/v1/support/tickets/'].post
    expect(Object.keys(create.requestBody.content)).toEqual(['application/json', 'multipart/form-data'])
  })
})
