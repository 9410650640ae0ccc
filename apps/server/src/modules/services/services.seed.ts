import type { EndpointType, LocalizedTexts, ServiceVisibility } from '@portal/contracts/services'
import { eq } from 'drizzle-orm'
import type { Database } from '../../core/db.ts'
import { writeAccess } from './access.service.ts'
import {
  serviceCategories,
  serviceEndpoints,
  serviceFavourites,
  services,
  serviceUses,
} from './services.tables.ts'

export async function createCategory(
  db: Database,
  input: { names: LocalizedTexts; descriptions?: LocalizedTexts; icon?: string; order?: number },
) {
  const [row] = await db
    .insert(serviceCategories)
    .values({
      names: input.names,
      descriptions: input.descriptions ?? {},
      icon: input.icon ?? 'apps',
      order: input.order ?? 0,
    })
    .returning()
  return row!
}

export async function createEndpoint(
  db: Database,
  input: { name: string; type: EndpointType; url?: string; path?: string },
) {
  const [row] = await db
    .insert(serviceEndpoints)
    .values({ name: input.name, type: input.type, url: input.url ?? null, path: input.path ?? null })
    .returning()
  return row!
}

export interface ServiceFactoryInput {
  slug: string
  names: LocalizedTexts
  descriptions?: LocalizedTexts
  icon?: string
  categoryId?: string | null
  endpoint?: { name?: string; type: EndpointType; url?: string; path?: string }
  defaultVisibility?: ServiceVisibility
  companies?: { companyId: string; visibility: ServiceVisibility; groupIds?: string[] }[]
}

/** A service with its own endpoint and its companies' lines. */
export async function createService(db: Database, input: ServiceFactoryInput) {
  const endpoint = input.endpoint
    ? await createEndpoint(db, {
        name: input.endpoint.name ?? input.names['en-US'] ?? input.slug,
        ...input.endpoint,
      })
    : null
  const [row] = await db
    .insert(services)
    .values({
      slug: input.slug,
      names: input.names,
      descriptions: input.descriptions ?? {},
      icon: input.icon ?? 'apps',
      categoryId: input.categoryId ?? null,
      endpointId: endpoint?.id ?? null,
      defaultVisibility: input.defaultVisibility ?? 'visible',
    })
    .returning()
  await writeAccess(db, row!.id, {
    default_visibility: input.defaultVisibility ?? 'visible',
    companies: (input.companies ?? []).map((c) => ({
      company_id: c.companyId,
      visibility: c.visibility,
      group_ids: c.groupIds ?? [],
    })),
  })
  return { ...row!, endpoint }
}

type World = {
  acme: { id: string }
  globex: { id: string }
  groups: { analysts: { id: string } }
  users: Record<string, { id: string }>
}

const text = (en: string, de: string): LocalizedTexts => ({ 'en-US': en, 'de-DE': de })

/**
 * The demo catalogue: four categories, the three built-ins and eleven services. Embedded services are
 * public sites that publish an embeddable page (OpenStreetMap, Google Calendar, Our World in Data);
 * ESG benchmark is locked for ACME and hidden for Globex; Federal statistics is for ACME's Analysts.
 */
export async function seedServices(db: Database, { acme, globex, groups, users }: World) {
  const collaboration = await createCategory(db, {
    names: text('Collaboration', 'Zusammenarbeit'),
    descriptions: text('Work together, wherever your team is.', 'Zusammenarbeiten, wo immer Ihr Team ist.'),
    icon: 'users-group',
    order: 10,
  })
  const research = await createCategory(db, {
    names: text('Data & research', 'Daten & Recherche'),
    descriptions: text('Statistics, markets and trends.', 'Statistiken, Märkte und Trends.'),
    icon: 'chart-bar',
    order: 20,
  })
  const learning = await createCategory(db, {
    names: text('Learning', 'Lernen'),
    descriptions: text('Courses and knowledge for every role.', 'Kurse und Wissen für jede Rolle.'),
    icon: 'school',
    order: 30,
  })
  const workplace = await createCategory(db, {
    names: text('Workplace', 'Arbeitsplatz'),
    descriptions: text('Everyday tools for the office.', 'Werkzeuge für den Büroalltag.'),
    icon: 'briefcase',
    order: 40,
  })
  for (const [slug, categoryId] of [
    ['whiteboard', collaboration.id],
    ['project-management', collaboration.id],
    ['academy', learning.id],
  ] as const) {
    await db.update(services).set({ categoryId }).where(eq(services.slug, slug))
  }

  const list: ServiceFactoryInput[] = [
    {
      slug: 'office-map',
      names: text('Office map', 'Bürokarte'),
      descriptions: text(
        'Where our Berlin office is: an OpenStreetMap map of the city centre.',
        'Wo unser Berliner Büro ist: eine OpenStreetMap-Karte der Innenstadt.',
      ),
      icon: 'map',
      categoryId: workplace.id,
      endpoint: {
        type: 'embed',
        url: 'https://www.openstreetmap.org/export/embed.html?bbox=13.37%2C52.51%2C13.41%2C52.525&layer=mapnik',
      },
    },
    {
      slug: 'holiday-calendar',
      names: text('Public holidays', 'Feiertage'),
      descriptions: text(
        'German public holidays in a shared calendar.',
        'Die gesetzlichen Feiertage in einem gemeinsamen Kalender.',
      ),
      icon: 'calendar-event',
      categoryId: workplace.id,
      endpoint: {
        type: 'embed',
        url: 'https://calendar.google.com/calendar/embed?src=de.german%23holiday%40group.v.calendar.google.com&ctz=Europe%2FBerlin',
      },
    },
    {
      slug: 'internet-adoption',
      names: text('Internet adoption', 'Internetnutzung'),
      descriptions: text(
        'Share of people online, country by country, from Our World in Data.',
        'Anteil der Menschen online, Land für Land, von Our World in Data.',
      ),
      icon: 'chart-line',
      categoryId: research.id,
      endpoint: {
        type: 'embed',
        url: 'https://ourworldindata.org/grapher/share-of-individuals-using-the-internet',
      },
    },
    {
      slug: 'federal-statistics',
      names: text('Federal statistics', 'Bundesstatistik'),
      descriptions: text(
        'Official German statistics from the Federal Statistical Office (Destatis).',
        'Amtliche Statistiken des Statistischen Bundesamts (Destatis).',
      ),
      icon: 'database',
      categoryId: research.id,
      endpoint: { type: 'external', url: 'https://www.destatis.de/EN/Home/_node.html' },
      companies: [{ companyId: acme.id, visibility: 'visible', groupIds: [groups.analysts.id] }],
    },
    {
      slug: 'oecd-data',
      names: text('OECD data', 'OECD-Daten'),
      descriptions: text(
        'Indicators for 38 economies from the OECD Data Explorer.',
        'Kennzahlen für 38 Volkswirtschaften aus dem OECD Data Explorer.',
      ),
      icon: 'world-search',
      categoryId: research.id,
      endpoint: { type: 'external', url: 'https://data-explorer.oecd.org/' },
    },
    {
      slug: 'esg-benchmark',
      names: text('ESG benchmark', 'ESG-Benchmark'),
      descriptions: text(
        'Compare your climate disclosure with your industry, based on CDP data.',
        'Vergleichen Sie Ihre Klimaberichterstattung mit Ihrer Branche, auf Basis von CDP-Daten.',
      ),
      icon: 'leaf',
      categoryId: research.id,
      endpoint: { type: 'external', url: 'https://www.cdp.net/en' },
      companies: [
        { companyId: acme.id, visibility: 'locked' },
        { companyId: globex.id, visibility: 'hidden' },
      ],
    },
    {
      slug: 'password-check',
      names: text('Password check', 'Passwort-Check'),
      descriptions: text(
        'Find out whether your e-mail address appeared in a data breach.',
        'Prüfen Sie, ob Ihre E-Mail-Adresse in einem Datenleck vorkam.',
      ),
      icon: 'shield-check',
      categoryId: workplace.id,
      endpoint: { type: 'external', url: 'https://haveibeenpwned.com/' },
    },
    {
      slug: 'video-meetings',
      names: text('Video meetings', 'Videokonferenzen'),
      descriptions: text(
        'Start a meeting in the browser with Jitsi Meet.',
        'Ein Meeting im Browser mit Jitsi Meet starten.',
      ),
      icon: 'video',
      categoryId: collaboration.id,
      endpoint: { type: 'external_new_tab', url: 'https://meet.jit.si/' },
    },
    {
      slug: 'code-repositories',
      names: text('Code repositories', 'Code-Repositorys'),
      descriptions: text("Your teams' source code on GitHub.", 'Der Quellcode Ihrer Teams auf GitHub.'),
      icon: 'brand-github',
      categoryId: collaboration.id,
      endpoint: { type: 'external_new_tab', url: 'https://github.com/' },
    },
    {
      slug: 'online-courses',
      names: text('Online courses', 'Online-Kurse'),
      descriptions: text('University courses for everyone on edX.', 'Hochschulkurse für alle auf edX.'),
      icon: 'certificate',
      categoryId: learning.id,
      endpoint: { type: 'external_new_tab', url: 'https://www.edx.org/' },
    },
    {
      slug: 'team-directory',
      names: text('Team directory', 'Teamverzeichnis'),
      descriptions: text('Who works in which team.', 'Wer in welchem Team arbeitet.'),
      icon: 'users',
      categoryId: collaboration.id,
      endpoint: { type: 'internal', path: '/client/teams' },
    },
  ]
  const created: Record<string, Awaited<ReturnType<typeof createService>>> = {}
  for (const service of list) created[service.slug] = await createService(db, service)
  await seedHabits(db, { acme, users }, created)
  return { categories: { collaboration, research, learning, workplace }, services: created }
}

/** Ada's favourites and what she opened lately, so her dashboard card and the catalogue show both. */
async function seedHabits(
  db: Database,
  { acme, users }: Pick<World, 'acme' | 'users'>,
  catalogue: Record<string, { id: string }>,
) {
  const ada = users['user@acme.example']!.id
  await db.insert(serviceFavourites).values(
    ['federal-statistics', 'office-map'].map((slug) => ({
      companyId: acme.id,
      userId: ada,
      serviceId: catalogue[slug]!.id,
    })),
  )
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 60 * 60 * 1000)
  await db.insert(serviceUses).values(
    [
      ['holiday-calendar', 2],
      ['federal-statistics', 26],
      ['internet-adoption', 75],
    ].map(([slug, hours]) => ({
      companyId: acme.id,
      userId: ada,
      serviceId: catalogue[slug as string]!.id,
      usedAt: hoursAgo(hours as number),
    })),
  )
}
