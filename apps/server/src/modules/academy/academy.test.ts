import type { Locale } from '@portal/contracts/locales'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../test/test-app.ts'
import { createUser } from '../accounts/accounts.seed.ts'
import { academyCourses, academyProgress } from './academy.tables.ts'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const COURSES = '/api/v1/academy/courses/'
const LESSONS = '/api/v1/academy/lessons/'
type Summary = {
  id: string
  title: string
  is_published: boolean
  lesson_count: number
  completed_count: number
}

const courseInput = (extra: Record<string, unknown> = {}) => ({
  icon: 'rocket',
  position: 99,
  is_published: true,
  translations: {
    'en-US': { title: 'Roadmapping', summary: 'Plan the next year.' },
    'de-DE': { title: 'Roadmaps', summary: 'Das nächste Jahr planen.' },
    'es-ES': { title: 'Hojas de ruta', summary: 'Planificar el próximo año.' },
    'fr-FR': { title: 'Feuilles de route', summary: 'Planifier l’année prochaine.' },
    'pt-PT': { title: 'Roteiros', summary: 'Planear o próximo ano.' },
  },
  ...extra,
})
const lessonInput = (extra: Record<string, unknown> = {}) => ({
  position: 10,
  video_url: null,
  translations: {
    'en-US': { title: 'Why roadmaps', body: 'A roadmap shows **direction**.' },
    'de-DE': { title: 'Warum Roadmaps', body: 'Eine Roadmap zeigt die **Richtung**.' },
    'es-ES': { title: 'Por qué hojas de ruta', body: 'Una hoja de ruta marca el **rumbo**.' },
    'fr-FR': { title: 'Pourquoi une feuille de route', body: 'Une feuille de route donne le **cap**.' },
    'pt-PT': { title: 'Porquê roteiros', body: 'Um roteiro mostra o **rumo**.' },
  },
  ...extra,
})

describe('reading the academy', () => {
  it('shows readers the published courses in order with their own progress', async () => {
    const ada = await t.signIn('user@acme.example')
    const list = (await ada.get(`${COURSES}?locale=en-US`)).json()
    expect(list.results.map((c: Summary) => [c.title, c.lesson_count, c.completed_count])).toEqual([
      ['OKR fundamentals', 3, 1],
      ['Working with trends', 2, 0],
    ])
    const gina = await t.signIn('user@globex.example')
    const hers = (await gina.get(`${COURSES}?locale=de-DE`)).json().results
    expect(hers.map((c: Summary) => [c.title, c.completed_count])).toEqual([
      ['OKR-Grundlagen', 0],
      ['Mit Trends arbeiten', 0],
    ])
  })

  it('speaks Spanish, French and Portuguese to readers of those languages, German to the German variants', async () => {
    const gina = await t.signIn('user@globex.example')
    const titles = async (locale: string) =>
      (await gina.get(`${COURSES}?locale=${locale}`)).json().results.map((c: Summary) => c.title)
    expect(await titles('es-ES')).toEqual(['Fundamentos de OKR', 'Trabajar con tendencias'])
    expect(await titles('fr-FR')).toEqual(['Les fondamentaux des OKR', 'Travailler avec les tendances'])
    expect(await titles('pt-PT')).toEqual(['Fundamentos de OKR', 'Trabalhar com tendências'])
    expect(await titles('de-AT')).toEqual(['OKR-Grundlagen', 'Mit Trends arbeiten'])
    expect(await titles('zh-CHS')).toEqual(['OKR-Grundlagen', 'Mit Trends arbeiten'])
    // A reader's stored language, without the page's: lessons too.
    const lessons = {
      'es-ES': [
        'Qué son los OKR',
        'Cómo formular buenos resultados clave',
        'Seguir el progreso en el portal',
      ],
      'fr-FR': [
        'Ce que sont les OKR',
        'Formuler de bons résultats clés',
        'Suivre les progrès dans le portail',
      ],
      'pt-PT': ['O que são os OKR', 'Formular bons resultados-chave', 'Acompanhar o progresso no portal'],
    } as const
    for (const [locale, expected] of Object.entries(lessons)) {
      const email = `learner.${locale.toLowerCase()}@globex.example`
      await createUser(t.db, { email, locale: locale as Locale, company: { id: t.world.globex.id } })
      const reader = await t.signIn(email)
      const course = (await reader.get(`${COURSES}${t.world.academy.okr!.id}/`)).json()
      expect(course.locale).toBe(locale)
      expect(course.lessons.map((l: { title: string }) => l.title)).toEqual(expected)
      expect(course.lessons.every((l: { locale: string }) => l.locale === locale)).toBe(true)
      expect(course.translations[locale].title).toBe(course.title)
    }
  })

  it('shows staff the drafts too', async () => {
    const admin = await t.signIn('admin@example.com')
    const list = (await admin.get(`${COURSES}?locale=en-US`)).json()
    expect(list.count).toBe(3)
    expect(list.results[2]).toMatchObject({
      title: 'Facilitating workshops on the whiteboard',
      is_published: false,
    })
  })

  it('opens a course with its lessons, videos as privacy-friendly players, files and progress', async () => {
    const ada = await t.signIn('user@acme.example')
    const course = (await ada.get(`${COURSES}${t.world.academy.okr!.id}/?locale=en-US`)).json()
    expect(course).toMatchObject({ title: 'OKR fundamentals', lesson_count: 3, completed_count: 1 })
    expect(course.translations['de-DE'].title).toBe('OKR-Grundlagen')
    const [first, second, third] = course.lessons
    expect(first).toMatchObject({
      title: 'What OKRs are',
      video_url: 'https://www.youtube.com/watch?v=L4N1q4RNi9I',
      video_embed_url: 'https://www.youtube-nocookie.com/embed/L4N1q4RNi9I',
      files: [],
    })
    expect(first.completed_at).not.toBeNull()
    expect(second.files).toEqual([
      expect.objectContaining({ name: 'key-result-checklist.md', content_type: 'text/markdown' }),
    ])
    expect(second.completed_at).toBeNull()
    expect(third.title).toBe('Tracking progress in the portal')
  })

  it('keeps drafts and unknown courses from readers', async () => {
    const ada = await t.signIn('user@acme.example')
    const draft = t.world.academy.workshops!.id
    expect((await ada.get(`${COURSES}${draft}/`)).statusCode).toBe(404)
    expect((await (await t.signIn('super@example.com')).get(`${COURSES}${draft}/`)).statusCode).toBe(200)
    expect((await ada.get(`${COURSES}${crypto.randomUUID()}/`)).statusCode).toBe(404)
    expect((await ada.get(`${COURSES}not-a-uuid/`)).statusCode).toBe(400)
    expect((await t.agent().get(COURSES)).statusCode).toBe(401)
  })
})

describe('progress', () => {
  it('counts a completed lesson once, can be undone, and is kept per user', async () => {
    const gina = await t.signIn('user@globex.example')
    const [, lesson] = t.world.academy.trends!.lessons
    const url = `${LESSONS}${lesson!.id}/progress/`
    const done = await gina.request('PUT', url, { completed: true })
    expect(done.statusCode).toBe(200)
    expect(done.json()).toMatchObject({
      lesson: lesson!.id,
      course: { id: t.world.academy.trends!.id, lesson_count: 2, completed_count: 1 },
    })
    const again = await gina.request('PUT', url, { completed: true })
    expect(again.json()).toEqual(done.json())
    const course = (await gina.get(`${COURSES}${t.world.academy.trends!.id}/`)).json()
    expect(course.completed_count).toBe(1)
    expect(course.lessons[1].completed_at).toBe(done.json().completed_at)
    // Ada's progress is her own.
    const ada = await t.signIn('user@acme.example')
    expect((await ada.get(`${COURSES}${t.world.academy.trends!.id}/`)).json().completed_count).toBe(0)

    const undone = await gina.request('PUT', url, { completed: false })
    expect(undone.json()).toMatchObject({ completed_at: null, course: { completed_count: 0 } })
  })

  it('refuses lessons of drafts and bad input', async () => {
    const ada = await t.signIn('user@acme.example')
    const draftLesson = t.world.academy.workshops!.lessons[0]!.id
    expect(
      (await ada.request('PUT', `${LESSONS}${draftLesson}/progress/`, { completed: true })).statusCode,
    ).toBe(404)
    const bad = await ada.request('PUT', `${LESSONS}${draftLesson}/progress/`, { completed: 1 })
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(bad.json().errors)).toEqual(['completed'])
    expect(
      await t.db.select().from(academyProgress).where(eq(academyProgress.lessonId, draftLesson)),
    ).toEqual([])
  })
})

describe('writing courses and lessons', () => {
  it('lets staff build a course: create, add lessons with videos, publish, rename, delete', async () => {
    const admin = await t.signIn('admin@example.com')
    const created = await admin.post(`${COURSES}?locale=en-US`, courseInput({ is_published: false }))
    expect(created.statusCode).toBe(201)
    const course = created.json()
    expect(course).toMatchObject({ title: 'Roadmapping', icon: 'rocket', is_published: false, lessons: [] })
    const ada = await t.signIn('user@acme.example')
    expect((await ada.get(`${COURSES}${course.id}/`)).statusCode).toBe(404)

    const youtube = await admin.post(
      `${COURSES}${course.id}/lessons/?locale=en-US`,
      lessonInput({ video_url: 'https://youtu.be/dQw4w9WgXcQ' }),
    )
    expect(youtube.statusCode).toBe(201)
    expect(youtube.json()).toMatchObject({
      course: course.id,
      title: 'Why roadmaps',
      video_embed_url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    })
    const vimeo = await admin.post(
      `${COURSES}${course.id}/lessons/`,
      lessonInput({ position: 20, video_url: 'https://vimeo.com/76979871' }),
    )
    expect(vimeo.json().video_embed_url).toBe('https://player.vimeo.com/video/76979871?dnt=1')
    const link = await admin.request(
      'PUT',
      `${LESSONS}${vimeo.json().id}/?locale=de-DE`,
      lessonInput({ position: 5, video_url: 'https://example.com/recording.mp4' }),
    )
    expect(link.json()).toMatchObject({ title: 'Warum Roadmaps', position: 5, video_embed_url: null })

    const published = await admin.request('PUT', `${COURSES}${course.id}/?locale=de-DE`, courseInput())
    expect(published.json()).toMatchObject({ title: 'Roadmaps', is_published: true, lesson_count: 2 })
    // Lessons follow their position.
    expect(published.json().lessons.map((l: { position: number }) => l.position)).toEqual([5, 10])
    const seen = (await ada.get(`${COURSES}${course.id}/`)).json()
    expect(seen.lessons).toHaveLength(2)

    await ada.request('PUT', `${LESSONS}${youtube.json().id}/progress/`, { completed: true })
    expect((await admin.request('DELETE', `${LESSONS}${youtube.json().id}/`)).statusCode).toBe(204)
    expect((await ada.get(`${COURSES}${course.id}/`)).json()).toMatchObject({
      lesson_count: 1,
      completed_count: 0,
    })
    expect((await admin.request('DELETE', `${COURSES}${course.id}/`)).statusCode).toBe(204)
    expect((await ada.get(`${COURSES}${course.id}/`)).statusCode).toBe(404)
    expect((await admin.request('DELETE', `${COURSES}${course.id}/`)).statusCode).toBe(404)
  })

  it('refuses insecure video links, missing languages and unknown icons, and writes nothing', async () => {
    const admin = await t.signIn('super@example.com')
    const before = await t.db.select().from(academyCourses)
    const okr = t.world.academy.okr!.id
    const http = await admin.post(
      `${COURSES}${okr}/lessons/`,
      lessonInput({ video_url: 'http://youtu.be/x' }),
    )
    expect(http.statusCode).toBe(400)
    expect(Object.keys(http.json().errors)).toEqual(['video_url'])
    const script = await admin.post(
      `${COURSES}${okr}/lessons/`,
      lessonInput({ video_url: 'javascript:alert(1)' }),
    )
    expect(Object.keys(script.json().errors)).toEqual(['video_url'])
    const icon = await admin.post(COURSES, courseInput({ icon: 'skull' }))
    expect(Object.keys(icon.json().errors)).toEqual(['icon'])
    const half = await admin.post(COURSES, {
      ...courseInput(),
      translations: { 'en-US': { title: 'Only English' } },
    })
    expect(Object.keys(half.json().errors).sort()).toEqual([
      'translations.de-DE',
      'translations.es-ES',
      'translations.fr-FR',
      'translations.pt-PT',
    ])
    const orphan = await admin.post(`${COURSES}${crypto.randomUUID()}/lessons/`, lessonInput())
    expect(orphan.statusCode).toBe(404)
    expect(await t.db.select().from(academyCourses)).toEqual(before)
  })

  it('is closed to users and company admins', async () => {
    const lena = await t.signIn('lead@acme.example')
    expect((await lena.post(COURSES, courseInput())).statusCode).toBe(403)
    const lesson = t.world.academy.okr!.lessons[0]!.id
    expect((await lena.request('PUT', `${LESSONS}${lesson}/`, lessonInput())).statusCode).toBe(403)
    expect((await lena.request('DELETE', `${COURSES}${t.world.academy.okr!.id}/`)).statusCode).toBe(403)
  })
})
