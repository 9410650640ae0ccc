import { LESSON_FILE_MAX_BYTES } from '@portal/contracts/academy'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formWithFile, postRaw } from '../../test/multipart.ts'
import { startTestApp, type TestApp } from '../../test/test-app.ts'
import { academyLessonFiles } from './academy.tables.ts'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')
const filesOf = (lessonId: string) => `/api/v1/academy/lessons/${lessonId}/files/`
const okrLesson = () => t.world.academy.okr!.lessons[2]!.id

describe('lesson files', () => {
  it('lets staff attach a file that every reader downloads as an attachment', async () => {
    const admin = await t.signIn('admin@example.com')
    const upload = await postRaw(
      t.app,
      admin,
      filesOf(okrLesson()),
      formWithFile('Q3 Übersicht (final).pdf', PDF),
    )
    expect(upload.statusCode).toBe(201)
    const file = upload.json()
    expect(file).toMatchObject({
      name: 'Q3 Übersicht (final).pdf',
      content_type: 'application/pdf',
      size: PDF.length,
    })

    const ada = await t.signIn('user@acme.example')
    const course = (await ada.get(`/api/v1/academy/courses/${t.world.academy.okr!.id}/`)).json()
    expect(course.lessons[2].files).toEqual([file])
    const download = await ada.get(`/api/v1/academy/files/${file.id}/`)
    expect(download.statusCode).toBe(200)
    expect(download.rawPayload.equals(PDF)).toBe(true)
    expect(download.headers['content-type']).toBe('application/pdf')
    expect(download.headers['x-content-type-options']).toBe('nosniff')
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Q3 _bersicht (final).pdf"; filename*=UTF-8''Q3%20%C3%9Cbersicht%20%28final%29.pdf`,
    )

    expect((await admin.request('DELETE', `/api/v1/academy/files/${file.id}/`)).statusCode).toBe(204)
    expect((await ada.get(`/api/v1/academy/files/${file.id}/`)).statusCode).toBe(404)
    expect((await admin.request('DELETE', `/api/v1/academy/files/${file.id}/`)).statusCode).toBe(404)
  })

  it('serves the demo files, keeps only the file name, and hides files of drafts from readers', async () => {
    const ada = await t.signIn('user@acme.example')
    const course = (await ada.get(`/api/v1/academy/courses/${t.world.academy.okr!.id}/`)).json()
    const checklist = course.lessons[1].files[0]
    const download = await ada.get(`/api/v1/academy/files/${checklist.id}/`)
    expect(download.body).toContain('# Key result checklist')

    const admin = await t.signIn('admin@example.com')
    const draftLesson = t.world.academy.workshops!.lessons[0]!.id
    const upload = await postRaw(
      t.app,
      admin,
      filesOf(draftLesson),
      formWithFile('C:\\temp\\..\\agenda.txt', Buffer.from('Agenda')),
    )
    expect(upload.json().name).toBe('agenda.txt')
    expect((await ada.get(`/api/v1/academy/files/${upload.json().id}/`)).statusCode).toBe(404)
    expect((await admin.get(`/api/v1/academy/files/${upload.json().id}/`)).statusCode).toBe(200)
  })

  it('refuses other types, disguised content, empty and oversized files, and writes nothing', async () => {
    const admin = await t.signIn('super@example.com')
    const before = await t.db.select({ id: academyLessonFiles.id }).from(academyLessonFiles)
    const url = filesOf(okrLesson())
    const refused = async (name: string, content: Buffer) => {
      const answer = await postRaw(t.app, admin, url, formWithFile(name, content))
      return { status: answer.statusCode, errors: answer.json().errors }
    }
    expect(await refused('setup.exe', Buffer.from('MZ'))).toEqual({
      status: 415,
      errors: { file: [expect.stringMatching(/^setup\.exe is not an allowed file \(PDF, PNG, JPG/)] },
    })
    expect(await refused('page.html', Buffer.from('<script>alert(1)</script>'))).toMatchObject({
      status: 415,
    })
    expect(await refused('.pdf', PDF)).toMatchObject({ status: 415 })
    expect(await refused('invoice.pdf', Buffer.from('MZ\x90\x00 not a pdf'))).toEqual({
      status: 415,
      errors: {
        file: [expect.stringMatching(/^invoice\.pdf is not an allowed file .*does not match its name\.$/)],
      },
    })
    expect(await refused('notes.txt', Buffer.from([0x66, 0x00, 0xff]))).toMatchObject({ status: 415 })
    expect(await refused('empty.pdf', Buffer.alloc(0))).toEqual({
      status: 400,
      errors: { file: ['empty.pdf is empty.'] },
    })
    const huge = Buffer.concat([PDF, Buffer.alloc(LESSON_FILE_MAX_BYTES)])
    expect(await refused('huge.pdf', huge)).toEqual({
      status: 413,
      errors: { file: ['huge.pdf is larger than 10 MB.'] },
    })
    expect(await t.db.select({ id: academyLessonFiles.id }).from(academyLessonFiles)).toEqual(before)
  })

  it('answers a form without a file, a JSON body or a broken form with a 400', async () => {
    const admin = await t.signIn('super@example.com')
    const url = filesOf(okrLesson())
    const json = await admin.post(url, { file: 'aGVsbG8=' })
    expect(json.statusCode).toBe(400)
    expect(json.json().errors).toEqual({ file: ['Choose a file to upload.'] })
    const boundary = 'xyz'
    const fieldOnly = await postRaw(t.app, admin, url, {
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--${boundary}--\r\n`,
      contentType: `multipart/form-data; boundary=${boundary}`,
    })
    expect(fieldOnly.statusCode).toBe(400)
    const broken = await postRaw(t.app, admin, url, {
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1`,
      contentType: `multipart/form-data; boundary=${boundary}`,
    })
    expect(broken.statusCode).toBe(400)
    const nowhere = await postRaw(t.app, admin, filesOf(crypto.randomUUID()), formWithFile('a.pdf', PDF))
    expect(nowhere.statusCode).toBe(404)
  })

  it('lets only staff upload and delete, and only signed-in users download', async () => {
    const lena = await t.signIn('lead@acme.example')
    expect((await postRaw(t.app, lena, filesOf(okrLesson()), formWithFile('a.pdf', PDF))).statusCode).toBe(
      403,
    )
    const [file] = await t.db.select({ id: academyLessonFiles.id }).from(academyLessonFiles).limit(1)
    expect((await lena.request('DELETE', `/api/v1/academy/files/${file!.id}/`)).statusCode).toBe(403)
    expect((await t.agent().get(`/api/v1/academy/files/${file!.id}/`)).statusCode).toBe(401)
  })
})
