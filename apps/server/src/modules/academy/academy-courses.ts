import { LESSON_FILE_TYPES } from '@portal/contracts/academy'
import type { ContentLocale } from '@portal/contracts/content'
import type { CourseFactoryInput, LessonFactoryInput } from './academy.seed.ts'
import { coursesEs } from './academy-courses.es-ES.ts'
import { coursesFr } from './academy-courses.fr-FR.ts'
import { coursesPt } from './academy-courses.pt-PT.ts'

type DemoCourse = CourseFactoryInput & {
  key: CourseKey
  lessons: Omit<LessonFactoryInput, 'courseId' | 'position'>[]
}

type Written = 'en-US' | 'de-DE'
/** A demo course as first written, in English and German; the other languages come from their files. */
type BaseCourse = Omit<DemoCourse, 'texts' | 'lessons'> & {
  texts: Record<Written, { title: string; summary: string }>
  lessons: (Omit<DemoCourse['lessons'][number], 'texts'> & {
    texts: Record<Written, { title: string; body: string }>
  })[]
}

type CourseKey = 'okr' | 'trends' | 'workshops'
/** One language's text of every demo course: its title, summary and lessons in order. */
export type CourseTranslations = Record<
  CourseKey,
  { title: string; summary: string; lessons: { title: string; body: string }[] }
>
const TRANSLATED: Record<Exclude<ContentLocale, Written>, CourseTranslations> = {
  'es-ES': coursesEs,
  'fr-FR': coursesFr,
  'pt-PT': coursesPt,
}
const translated = <T>(pick: (texts: CourseTranslations) => T) =>
  Object.fromEntries(Object.entries(TRANSLATED).map(([lang, texts]) => [lang, pick(texts)])) as Record<
    Exclude<ContentLocale, Written>,
    T
  >

/** Demo material handed out with lessons. */
const CHECKLIST = `# Key result checklist

- [ ] It is a result, not an activity.
- [ ] It has a number and a deadline.
- [ ] Someone is responsible for it.
- [ ] The team can influence it.
- [ ] Reaching 70 % of it would still be a success.
`

const TREND_TEMPLATE = `trend,level,industry,relevance (1-5),note
Remote collaboration,microtrend,Services,4,Customers expect hybrid workshops
Energy efficiency,macrotrend,Manufacturing,5,Rising energy prices
Ageing society,megatrend,All,3,Skilled workers retire within 10 years
`

/** The demo academy: two published courses and a draft only staff see. */
const BASE: BaseCourse[] = [
  {
    key: 'okr',
    icon: 'target',
    isPublished: true,
    texts: {
      'en-US': {
        title: 'OKR fundamentals',
        summary: 'Set objectives that focus your team and key results that show real progress.',
      },
      'de-DE': {
        title: 'OKR-Grundlagen',
        summary: 'Ziele, die Ihr Team fokussieren, und Schlüsselergebnisse, die echten Fortschritt zeigen.',
      },
    },
    lessons: [
      {
        videoUrl: 'https://www.youtube.com/watch?v=L4N1q4RNi9I',
        texts: {
          'en-US': {
            title: 'What OKRs are',
            body: `**Objectives and key results** (OKR) connect what a company wants to achieve with how it measures progress.

- An **objective** is qualitative and inspiring: *Delight our customers in DACH.*
- A **key result** is quantitative and verifiable: *Raise the net promoter score from 31 to 45 by the end of Q3.*

Most teams work with three to five objectives per quarter, each with two to four key results. Watch the talk by John Doerr, who brought OKRs to many companies, for the idea behind the method.`,
          },
          'de-DE': {
            title: 'Was OKR sind',
            body: `**Objectives and Key Results** (OKR) verbinden, was ein Unternehmen erreichen will, mit der Art, wie es Fortschritt misst.

- Ein **Ziel** (Objective) ist qualitativ und motivierend: *Unsere Kunden in der DACH-Region begeistern.*
- Ein **Schlüsselergebnis** (Key Result) ist messbar und überprüfbar: *Net Promoter Score bis Ende Q3 von 31 auf 45 steigern.*

Die meisten Teams arbeiten mit drei bis fünf Zielen pro Quartal, jeweils mit zwei bis vier Schlüsselergebnissen. Der Vortrag von John Doerr, der OKR in viele Unternehmen gebracht hat, erklärt die Idee hinter der Methode.`,
          },
        },
      },
      {
        files: [
          {
            name: 'key-result-checklist.md',
            contentType: LESSON_FILE_TYPES.md,
            data: Buffer.from(CHECKLIST),
          },
        ],
        texts: {
          'en-US': {
            title: 'Writing good key results',
            body: `A good key result describes an **outcome**, not a task. *Launch the new website* is a task; *Double online enquiries* is a result.

Check every key result against the checklist attached to this lesson:

1. Does it have a number and a deadline?
2. Is one person responsible for it?
3. Can the team influence it?

Ambitious key results are welcome: reaching 70 % of a stretch goal is usually a success.`,
          },
          'de-DE': {
            title: 'Gute Schlüsselergebnisse formulieren',
            body: `Ein gutes Schlüsselergebnis beschreibt eine **Wirkung**, keine Aufgabe. *Die neue Website starten* ist eine Aufgabe; *Online-Anfragen verdoppeln* ist ein Ergebnis.

Prüfen Sie jedes Schlüsselergebnis mit der Checkliste im Anhang dieser Lektion:

1. Hat es eine Zahl und einen Termin?
2. Ist eine Person dafür verantwortlich?
3. Kann das Team es beeinflussen?

Ehrgeizige Schlüsselergebnisse sind willkommen: 70 % eines hoch gesteckten Ziels zu erreichen, ist meist ein Erfolg.`,
          },
        },
      },
      {
        texts: {
          'en-US': {
            title: 'Tracking progress in the portal',
            body: `In **Goals & OKR** every objective, key result, project and task has an owner and a team.

- Update the progress of your key results every week.
- Tick off tasks as they are done; projects and key results show the progress of their parts.
- Use a **saved view** for your team's weekly check-in.

At the end of the quarter, review what worked and carry open objectives into the next one.`,
          },
          'de-DE': {
            title: 'Fortschritt im Portal verfolgen',
            body: `Unter **Ziele & OKR** hat jedes Ziel, jedes Schlüsselergebnis, jedes Projekt und jede Aufgabe eine verantwortliche Person und ein Team.

- Aktualisieren Sie den Fortschritt Ihrer Schlüsselergebnisse jede Woche.
- Haken Sie Aufgaben ab, sobald sie erledigt sind; Projekte und Schlüsselergebnisse zeigen den Fortschritt ihrer Teile.
- Nutzen Sie eine **gespeicherte Ansicht** für das wöchentliche Team-Meeting.

Am Quartalsende prüfen Sie, was funktioniert hat, und übernehmen offene Ziele ins nächste Quartal.`,
          },
        },
      },
    ],
  },
  {
    key: 'trends',
    icon: 'compass',
    isPublished: true,
    texts: {
      'en-US': {
        title: 'Working with trends',
        summary: 'From megatrends to concrete signals: collect, assess and share the trends that matter.',
      },
      'de-DE': {
        title: 'Mit Trends arbeiten',
        summary: 'Von Megatrends zu konkreten Signalen: Trends sammeln, bewerten und teilen, die zählen.',
      },
    },
    lessons: [
      {
        texts: {
          'en-US': {
            title: 'Megatrends, macrotrends and microtrends',
            body: `Trends come in three sizes:

| Level | Time frame | Example |
| --- | --- | --- |
| Megatrend | decades | Ageing society |
| Macrotrend | 5–10 years | Care at home |
| Microtrend | 1–3 years | Sensors that detect falls |

Start from a megatrend that affects your industry and follow it down to the microtrends you can act on.`,
          },
          'de-DE': {
            title: 'Megatrends, Makrotrends und Mikrotrends',
            body: `Trends gibt es in drei Größen:

| Ebene | Zeitraum | Beispiel |
| --- | --- | --- |
| Megatrend | Jahrzehnte | Alternde Gesellschaft |
| Makrotrend | 5–10 Jahre | Pflege zu Hause |
| Mikrotrend | 1–3 Jahre | Sensoren, die Stürze erkennen |

Beginnen Sie bei einem Megatrend, der Ihre Branche betrifft, und verfolgen Sie ihn bis zu den Mikrotrends, auf die Sie reagieren können.`,
          },
        },
      },
      {
        files: [
          {
            name: 'trend-radar-template.csv',
            contentType: LESSON_FILE_TYPES.csv,
            data: Buffer.from(TREND_TEMPLATE),
          },
        ],
        texts: {
          'en-US': {
            title: 'Building a trend hub',
            body: `A **hub** collects the trends for one question, for example *How will our customers buy in 2030?*

1. Create a hub and name the question.
2. Add microtrends and write a note on why each one matters.
3. Rate the relevance of each trend with your team — the template attached to this lesson helps in the workshop.

Share the hub with colleagues and revisit it every quarter.`,
          },
          'de-DE': {
            title: 'Einen Trend-Hub aufbauen',
            body: `Ein **Hub** sammelt die Trends zu einer Frage, zum Beispiel *Wie kaufen unsere Kunden im Jahr 2030?*

1. Legen Sie einen Hub an und benennen Sie die Frage.
2. Fügen Sie Mikrotrends hinzu und notieren Sie, warum jeder wichtig ist.
3. Bewerten Sie die Relevanz jedes Trends mit Ihrem Team – die Vorlage im Anhang dieser Lektion hilft im Workshop.

Teilen Sie den Hub mit Kolleginnen und Kollegen und prüfen Sie ihn jedes Quartal.`,
          },
        },
      },
    ],
  },
  {
    key: 'workshops',
    icon: 'presentation',
    isPublished: false,
    texts: {
      'en-US': {
        title: 'Facilitating workshops on the whiteboard',
        summary: 'Plan, run and document a workshop with the portal’s whiteboard.',
      },
      'de-DE': {
        title: 'Workshops auf dem Whiteboard moderieren',
        summary: 'Einen Workshop mit dem Whiteboard des Portals planen, durchführen und dokumentieren.',
      },
    },
    lessons: [
      {
        texts: {
          'en-US': {
            title: 'Preparing the board',
            body: 'Create one scene per workshop and lay out an area for each agenda item before the session starts.',
          },
          'de-DE': {
            title: 'Das Board vorbereiten',
            body: 'Legen Sie je Workshop eine Szene an und richten Sie vor Beginn für jeden Tagesordnungspunkt einen Bereich ein.',
          },
        },
      },
    ],
  },
]

/** The demo courses with their text in every content language. */
export const COURSES: DemoCourse[] = BASE.map(({ key, texts, lessons, ...course }) => ({
  ...course,
  key,
  texts: { ...texts, ...translated((all) => ({ title: all[key].title, summary: all[key].summary })) },
  lessons: lessons.map((lesson, index) => ({
    ...lesson,
    texts: { ...lesson.texts, ...translated((all) => all[key].lessons[index]!) },
  })),
}))
