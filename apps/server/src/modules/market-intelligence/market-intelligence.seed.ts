import type { Database } from '../../core/db.ts'
import { competitors, signalGoalLinks, signals, sources } from './market-intelligence.tables.ts'

type World = {
  acme: { id: string }
  globex: { id: string }
  users: Record<string, { id: string }>
  /** ACME's objectives by plan key and PPM measures by title, for the demo's links to goals. */
  acmeObjectives?: Record<string, { id: string }>
  acmeMeasures?: Record<string, string>
}

type SourceRow = [
  name: string,
  kind: 'news_site' | 'analyst' | 'internal' | 'social' | 'other',
  url: string | null,
  reliability: 'high' | 'medium' | 'low' | null,
  notes: string,
]

/** ACME's sources as records of their own: every source its signals name, and an analyst it follows. */
const ACME_SOURCES: SourceRow[] = [
  ['Handelsblatt', 'news_site', 'https://www.handelsblatt.com/', 'high', ''],
  [
    'TechCrunch',
    'news_site',
    'https://techcrunch.com/',
    'medium',
    'Funding news; headlines run ahead of facts.',
  ],
  ['Sales call notes', 'internal', null, 'medium', 'Notes from the sales team’s customer calls.'],
  ['Hooli press release', 'other', 'https://hooli.example.com/press/', 'low', 'The competitor’s own words.'],
  ['Customer success', 'internal', null, 'high', ''],
  ['Reuters', 'news_site', 'https://www.reuters.com/', 'high', ''],
  ['The Register', 'news_site', 'https://www.theregister.com/', 'medium', ''],
  ['EUR-Lex', 'other', 'https://eur-lex.europa.eu/', 'high', 'Official journal of the EU.'],
  ['SAP News', 'other', 'https://news.sap.com/', 'medium', ''],
  ['Trade fair visit', 'internal', null, 'medium', ''],
  ['Initech blog', 'other', 'https://initech.example.com/blog/', 'low', 'The competitor’s own words.'],
  ['LinkedIn', 'social', 'https://www.linkedin.com/', 'low', 'Job posts and announcements.'],
  ['Heise', 'news_site', 'https://www.heise.de/', 'high', ''],
  ['Gartner', 'analyst', 'https://www.gartner.com/', 'high', 'Magic Quadrant for planning software.'],
]
type Row = [
  day: string,
  competitor: string | null,
  kind: 'news' | 'note',
  title: string,
  source: string,
  tags: string[],
]

const ACME_SIGNALS: Row[] = [
  ['2026-06-04', 'Initech', 'news', 'Initech opens a Munich office', 'Handelsblatt', ['expansion', 'dach']],
  [
    '2026-06-18',
    'Umbrella Analytics',
    'news',
    'Umbrella Analytics raises a Series C',
    'TechCrunch',
    ['funding'],
  ],
  [
    '2026-07-02',
    'Initech',
    'note',
    'Initech undercut us on the Müller tender by 12 %',
    'Sales call notes',
    ['pricing'],
  ],
  [
    '2026-07-21',
    'Hooli Cloud',
    'news',
    'Hooli Cloud launches an AI planning assistant',
    'Hooli press release',
    ['ai', 'product'],
  ],
  [
    '2026-08-05',
    'Umbrella Analytics',
    'note',
    'Two customers asked about Umbrella’s ESG module',
    'Customer success',
    ['esg', 'product'],
  ],
  [
    '2026-08-19',
    'Initech',
    'news',
    'Initech announces layoffs in its consulting arm',
    'Reuters',
    ['restructuring'],
  ],
  ['2026-09-03', 'Hooli Cloud', 'news', 'Hooli Cloud cuts list prices by 20 %', 'The Register', ['pricing']],
  [
    '2026-09-16',
    null,
    'news',
    'EU adopts the omnibus simplification of CSRD',
    'EUR-Lex',
    ['regulation', 'esg'],
  ],
  [
    '2026-09-29',
    'Umbrella Analytics',
    'news',
    'Umbrella Analytics partners with SAP',
    'SAP News',
    ['partnership'],
  ],
  [
    '2026-10-07',
    'Hooli Cloud',
    'note',
    'Hooli demo at the Frankfurt trade fair: strong on dashboards',
    'Trade fair visit',
    ['product', 'ai'],
  ],
  [
    '2026-10-14',
    'Initech',
    'news',
    'Initech wins the Stadtwerke Köln contract',
    'Initech blog',
    ['public-sector', 'dach'],
  ],
  [
    '2026-10-22',
    'Umbrella Analytics',
    'note',
    'Umbrella hiring 30 sales people in DACH',
    'LinkedIn',
    ['expansion', 'dach'],
  ],
  [
    '2026-10-30',
    'Hooli Cloud',
    'news',
    'Hooli Cloud suffers a six-hour outage in Europe',
    'Heise',
    ['reliability'],
  ],
  [
    '2026-11-03',
    'Initech',
    'note',
    'Initech offers free migration from our platform',
    'Sales call notes',
    ['pricing', 'churn-risk'],
  ],
]

/** ACME watches three competitors with signals since June, from its own sources; Globex watches one. */
export async function seedMarketIntelligence(db: Database, world: World) {
  const lena = world.users['lead@acme.example']!.id
  const rows = await db
    .insert(competitors)
    .values([
      {
        companyId: world.acme.id,
        name: 'Initech',
        website: 'https://initech.example.com/',
        description: 'Consulting-led planning software, strong in DACH public sector.',
      },
      {
        companyId: world.acme.id,
        name: 'Umbrella Analytics',
        website: 'https://umbrella.example.com/',
        description: 'Analytics and ESG reporting platform.',
      },
      {
        companyId: world.acme.id,
        name: 'Hooli Cloud',
        website: 'https://hooli.example.com/',
        description: 'Large cloud vendor with a planning suite.',
      },
      {
        companyId: world.globex.id,
        name: 'Acme Corp',
        website: 'https://acme.example.com/',
        description: 'Our main rival in strategy software.',
      },
    ])
    .returning({ id: competitors.id, name: competitors.name, companyId: competitors.companyId })
  const acmeId = (name: string) => rows.find((r) => r.name === name && r.companyId === world.acme.id)!.id
  const madeSources = await db
    .insert(sources)
    .values([
      ...ACME_SOURCES.map(([name, kind, url, reliability, notes]) => ({
        companyId: world.acme.id,
        name,
        kind,
        url,
        reliability,
        notes,
      })),
      { companyId: world.globex.id, name: 'Acme blog', kind: 'other', url: 'https://acme.example.com/blog/' },
    ])
    .returning({ id: sources.id, name: sources.name, companyId: sources.companyId })
  const sourceId = (companyId: string, name: string) =>
    madeSources.find((r) => r.name === name && r.companyId === companyId)!.id
  const made = await db
    .insert(signals)
    .values([
      ...ACME_SIGNALS.map(([day, competitor, kind, title, source, tags]) => ({
        companyId: world.acme.id,
        kind,
        title,
        sourceId: sourceId(world.acme.id, source),
        occurredOn: day,
        competitorId: competitor ? acmeId(competitor) : null,
        tags,
        createdBy: lena,
      })),
      {
        companyId: world.globex.id,
        kind: 'news',
        title: 'Acme Corp ships a trend radar',
        sourceId: sourceId(world.globex.id, 'Acme blog'),
        occurredOn: '2026-10-20',
        competitorId: rows.find((r) => r.companyId === world.globex.id)!.id,
        tags: ['product'],
        createdBy: world.users['user@globex.example']!.id,
      },
    ])
    .returning({ id: signals.id, title: signals.title })
  const signal = (title: string) => made.find((r) => r.title === title)!.id
  // What ACME does about some signals: the objectives and measures that answer them.
  const objective = (key: string) => world.acmeObjectives?.[key]?.id
  const measure = (title: string) => world.acmeMeasures?.[title]
  const links = [
    ['Hooli Cloud cuts list prices by 20 %', 'measure', measure('Value-based price list')],
    ['Hooli Cloud cuts list prices by 20 %', 'measure', measure('Discount guardrails')],
    ['Hooli Cloud suffers a six-hour outage in Europe', 'objective', objective('reliability')],
    ['Initech offers free migration from our platform', 'objective', objective('midmarket')],
    ['Initech offers free migration from our platform', 'measure', measure('Renewal early-warning')],
  ] as const
  const linkRows = links.flatMap(([title, kind, targetId]) =>
    targetId ? [{ signalId: signal(title), companyId: world.acme.id, kind, targetId }] : [],
  )
  if (linkRows.length) await db.insert(signalGoalLinks).values(linkRows)
  return {
    acme: {
      initech: acmeId('Initech'),
      umbrella: acmeId('Umbrella Analytics'),
      hooli: acmeId('Hooli Cloud'),
      sources: {
        reuters: sourceId(world.acme.id, 'Reuters'),
        gartner: sourceId(world.acme.id, 'Gartner'),
        sales: sourceId(world.acme.id, 'Sales call notes'),
      },
    },
    globex: {
      acme: rows.find((r) => r.companyId === world.globex.id)!.id,
      blog: sourceId(world.globex.id, 'Acme blog'),
    },
  }
}
