import type { Database } from '../../core/db.ts'
import { competitors, signals } from './market-intelligence.tables.ts'

type World = { acme: { id: string }; globex: { id: string }; users: Record<string, { id: string }> }
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

/** ACME watches three competitors with signals since June; Globex watches one. */
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
  await db.insert(signals).values([
    ...ACME_SIGNALS.map(([day, competitor, kind, title, source, tags]) => ({
      companyId: world.acme.id,
      kind,
      title,
      source,
      occurredOn: day,
      competitorId: competitor ? acmeId(competitor) : null,
      tags,
      createdBy: lena,
    })),
    {
      companyId: world.globex.id,
      kind: 'news',
      title: 'Acme Corp ships a trend radar',
      source: 'Acme blog',
      occurredOn: '2026-10-20',
      competitorId: rows.find((r) => r.companyId === world.globex.id)!.id,
      tags: ['product'],
      createdBy: world.users['user@globex.example']!.id,
    },
  ])
  return {
    acme: {
      initech: acmeId('Initech'),
      umbrella: acmeId('Umbrella Analytics'),
      hooli: acmeId('Hooli Cloud'),
    },
    globex: { acme: rows.find((r) => r.companyId === world.globex.id)!.id },
  }
}
