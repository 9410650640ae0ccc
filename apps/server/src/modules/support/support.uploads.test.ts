import { SUPPORT_MAX_FILE_BYTES } from '@portal/contracts/support'
import { count } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { threadAttachments, threadMessages } from '../../core/threads.tables.ts'
import { sampleFiles } from '../../test/files.ts'
import { type Agent, startTestApp, type TestApp } from '../../test/test-app.ts'
import { supportTickets } from './support.tables.ts'

let t: TestApp
let mia: Agent
beforeAll(async () => {
  t = await startTestApp()
  mia = await t.signIn('mia.chen@acme.example')
})
afterAll(() => t.close())

const LIST = '/api/v1/support/tickets/'
const fields = { category: 'technical', subject: 'Upload check', message: 'Files attached.' }

function form(files: [string, Buffer][], field = 'attachments', extra: Record<string, string> = fields) {
  const data = new FormData()
  for (const [name, value] of Object.entries(extra)) data.append(name, value)
  for (const [filename, content] of files) data.append(field, new Blob([new Uint8Array(content)]), filename)
  return data
}

const stored = async () => ({
  tickets: (await t.db.select({ n: count() }).from(supportTickets))[0]!.n,
  messages: (await t.db.select({ n: count() }).from(threadMessages))[0]!.n,
  attachments: (await t.db.select({ n: count() }).from(threadAttachments))[0]!.n,
})

/** A PNG padded to `size` bytes: a real PNG start, so only its size can be wrong. */
const pngOfSize = (size: number) => {
  const png = sampleFiles.png()
  return Buffer.concat([png, Buffer.alloc(size - png.length)])
}

describe('hostile uploads', () => {
  it('refuses each bad file with a message on the attachments field, and stores nothing', async () => {
    const before = await stored()
    const cases: { files: [string, Buffer][]; status: number; message: string }[] = [
      {
        files: [['huge.png', pngOfSize(SUPPORT_MAX_FILE_BYTES + 1)]],
        status: 413,
        message: 'huge.png is larger than 5 MB.',
      },
      {
        files: ['a', 'b', 'c', 'd'].map((n) => [`${n}.txt`, sampleFiles.text()]),
        status: 400,
        message: 'At most 3 files.',
      },
      {
        files: [['invoice.pdf', sampleFiles.exe()]],
        status: 415,
        message:
          'invoice.pdf is not an allowed file (PDF, PNG, JPEG, TXT, DOCX, XLSX), or its content does not match its name.',
      },
      { files: [['photo.pdf', sampleFiles.png()]], status: 415, message: 'photo.pdf is not an allowed file' },
      {
        files: [['notes.txt', sampleFiles.binary()]],
        status: 415,
        message: 'notes.txt is not an allowed file',
      },
      { files: [['README', sampleFiles.text()]], status: 415, message: 'README is not an allowed file' },
      { files: [['setup.exe', sampleFiles.exe()]], status: 415, message: 'setup.exe is not an allowed file' },
      { files: [['empty.txt', Buffer.alloc(0)]], status: 400, message: 'empty.txt is empty.' },
      // A good file after a bad one: the whole request is refused.
      {
        files: [
          ['fine.png', sampleFiles.png()],
          ['trojan.docx', sampleFiles.exe()],
        ],
        status: 415,
        message: 'trojan.docx is not an allowed file',
      },
    ]
    for (const { files, status, message } of cases) {
      const answer = await mia.postForm(LIST, form(files))
      const label = files.map(([name]) => name).join(', ')
      expect(answer.statusCode, label).toBe(status)
      expect(answer.headers['content-type'], label).toContain('application/problem+json')
      expect(answer.json().errors.attachments[0], label).toContain(message)
    }
    const reply = await mia.postForm(
      `${LIST}${t.world.support.darkMode.id}/messages/`,
      form([['macro.xlsx', sampleFiles.docx()]], 'attachments', { message: 'See file.' }),
    )
    expect(reply.statusCode).toBe(415)
    expect(await stored()).toEqual(before)
  })

  it('refuses files under any other field name', async () => {
    const answer = await mia.postForm(LIST, form([['a.txt', sampleFiles.text()]], 'upload'))
    expect(answer.statusCode).toBe(400)
    expect(Object.keys(answer.json().errors)).toEqual(['upload'])
  })

  it('takes three files of exactly the largest size, of every allowed type', async () => {
    const big = await mia.postForm(
      LIST,
      form([
        ['a.png', pngOfSize(SUPPORT_MAX_FILE_BYTES)],
        ['b.jpeg', sampleFiles.jpeg()],
        ['c.txt', sampleFiles.text('Grüße aus Köln\r\n\tmit Tab\n')],
      ]),
    )
    expect(big.statusCode).toBe(201)
    expect(big.json().messages[0].attachments.map((a: { size: number }) => a.size)[0]).toBe(
      SUPPORT_MAX_FILE_BYTES,
    )
    expect(big.json().messages[0].attachments.map((a: { content_type: string }) => a.content_type)).toEqual([
      'image/png',
      'image/jpeg',
      'text/plain',
    ])
  })

  it('reads no body before the caller is known and the CSRF token matches', async () => {
    const anonymous = await t.agent().postForm(LIST, form([['a.txt', sampleFiles.text()]]))
    expect(anonymous.statusCode).toBe(401)
    const data = form([['a.txt', sampleFiles.text()]])
    const encoded = new Request('http://portal.invalid/', { method: 'POST', body: data })
    const forged = await mia.request('POST', LIST, undefined, {
      csrf: false,
      headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
      payload: Buffer.from(await encoded.arrayBuffer()),
    })
    expect(forged.statusCode).toBe(403)
  })
})
