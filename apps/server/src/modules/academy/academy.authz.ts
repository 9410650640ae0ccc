import { perContentLocale } from '@portal/contracts/content'
import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { idsIn, isSignedIn, isStaffPersona, type MatrixRows, type Persona } from '../../test/authorization.ts'
import { formWithFile, postRaw } from '../../test/multipart.ts'
import { createCourse, createLesson } from './academy.seed.ts'
import { academyLessonFiles } from './academy.tables.ts'

const courseTexts = perContentLocale(() => ({ title: 'Matrix' }))
const lessonTexts = perContentLocale(() => ({ title: 'Matrix', body: 'Text.' }))
const courseInput = { icon: 'book', translations: courseTexts }
const lessonInput = { translations: lessonTexts }

/**
 * The academy is global: signed-in callers read published courses (drafts are a 404 to all but staff,
 * also while impersonating) and keep their own progress; staff write.
 */
export const academyRows: MatrixRows = ({ t, fixture }) => {
  const { okr, workshops } = t.world.academy
  const reader = (p: Persona) => (isSignedIn(p) ? 200 : 401)
  const draftReader = (p: Persona) => (!isSignedIn(p) ? 401 : isStaffPersona(p) ? 200 : 404)
  const writer = (ok: number) => (p: Persona) => (!isSignedIn(p) ? 401 : isStaffPersona(p) ? ok : 403)
  const course = () => fixture('academy-course', () => createCourse(t.db, { texts: courseTexts }))
  const lesson = async () => {
    const { id } = await course()
    return fixture('academy-lesson', () => createLesson(t.db, { courseId: id, texts: lessonTexts }))
  }
  const file = async () => {
    const [row] = await t.db
      .insert(academyLessonFiles)
      .values({
        lessonId: (await lesson()).id,
        name: 'matrix.txt',
        contentType: 'text/plain',
        size: 6,
        data: Buffer.from('matrix'),
      })
      .returning({ id: academyLessonFiles.id })
    return row!
  }
  return {
    'GET /api/v1/academy/courses/': {
      call: (a) => a.get('/api/v1/academy/courses/'),
      expect: reader,
      check: (body, p) => {
        expect(idsIn(body)).toContain(okr!.id)
        if (!isStaffPersona(p)) expect(idsIn(body)).not.toContain(workshops!.id)
      },
    },
    'GET /api/v1/academy/courses/:id/': {
      call: (a) => a.get(`/api/v1/academy/courses/${workshops!.id}/`),
      expect: draftReader,
    },
    'POST /api/v1/academy/courses/': {
      call: (a) => a.post('/api/v1/academy/courses/', courseInput),
      expect: writer(201),
    },
    'PUT /api/v1/academy/courses/:id/': {
      call: async (a) => a.request('PUT', `/api/v1/academy/courses/${(await course()).id}/`, courseInput),
      expect: writer(200),
    },
    'DELETE /api/v1/academy/courses/:id/': {
      call: async (a) =>
        a.request(
          'DELETE',
          `/api/v1/academy/courses/${(await createCourse(t.db, { texts: courseTexts })).id}/`,
        ),
      expect: writer(204),
    },
    'POST /api/v1/academy/courses/:id/lessons/': {
      call: async (a) => a.post(`/api/v1/academy/courses/${(await course()).id}/lessons/`, lessonInput),
      expect: writer(201),
    },
    'PUT /api/v1/academy/lessons/:id/': {
      call: async (a) => a.request('PUT', `/api/v1/academy/lessons/${(await lesson()).id}/`, lessonInput),
      expect: writer(200),
    },
    'DELETE /api/v1/academy/lessons/:id/': {
      call: async (a) => {
        const victim = await createLesson(t.db, { courseId: (await course()).id, texts: lessonTexts })
        return a.request('DELETE', `/api/v1/academy/lessons/${victim.id}/`)
      },
      expect: writer(204),
    },
    'PUT /api/v1/academy/lessons/:id/progress/': {
      call: (a) =>
        a.request('PUT', `/api/v1/academy/lessons/${okr!.lessons[1]!.id}/progress/`, { completed: true }),
      expect: reader,
      check: (body) => expect(body).toMatchObject({ course: { id: okr!.id, lesson_count: 3 } }),
    },
    'POST /api/v1/academy/lessons/:id/files/': {
      call: async (a) =>
        postRaw(
          t.app,
          a,
          `/api/v1/academy/lessons/${(await lesson()).id}/files/`,
          formWithFile('notes.txt', Buffer.from('Matrix notes')),
        ),
      expect: writer(201),
    },
    'GET /api/v1/academy/files/:id/': {
      // The demo checklist of a published course: every signed-in caller downloads it.
      call: async (a) => {
        const [checklist] = await t.db
          .select({ id: academyLessonFiles.id })
          .from(academyLessonFiles)
          .where(eq(academyLessonFiles.lessonId, okr!.lessons[1]!.id))
        return a.get(`/api/v1/academy/files/${checklist!.id}/`)
      },
      expect: reader,
    },
    'DELETE /api/v1/academy/files/:id/': {
      call: async (a) => a.request('DELETE', `/api/v1/academy/files/${(await file()).id}/`),
      expect: writer(204),
    },
  }
}
