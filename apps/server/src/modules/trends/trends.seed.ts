import type { TimeHorizon } from '@portal/contracts/trends'
import type { Database } from '../../core/db.ts'
import { prepareDemoPictures } from './demo-pictures.ts'
import { writeTitleKeys } from './library.service.ts'
import type { PreparedPicture } from './pictures.service.ts'
import {
  favorites,
  hubMembers,
  hubRatings,
  hubs,
  hubTrendMeasures,
  hubTrendObjectives,
  hubTrends,
  industries,
  innovations,
  macrotrends,
  megatrends,
  microtrendIndustries,
  microtrendInnovations,
  microtrendMacrotrends,
  microtrends,
  pictures,
} from './trends.tables.ts'
import {
  demoExternalId,
  INDUSTRIES,
  INNOVATIONS,
  MACROTRENDS,
  MEGATRENDS,
  MICROTRENDS,
} from './trends-library.data.ts'

const texts = ([en, de]: readonly [string, string]) => ({ 'en-US': en, 'de-DE': de })
/** Picture rows per insert (each holds a file and a preview of some 25 KB). */
const PICTURE_CHUNK = 50

/**
 * Starts drawing and preparing the demo microtrends' pictures (ADR 57). sharp works on threads of its
 * own, so a caller that starts this first seeds other things while the pictures are made.
 */
export function drawTrendPictures(): Promise<PreparedPicture[]> {
  const drawing = prepareDemoPictures(MICROTRENDS)
  // Awaited by seedTrendLibrary; a failure before then must not end the process unhandled.
  drawing.catch(() => undefined)
  return drawing
}

/** The curated library, in a handful of bulk inserts, each microtrend with its picture (ADR 57). */
export async function seedTrendLibrary(db: Database, drawing = drawTrendPictures()) {
  const megaRows = await db
    .insert(megatrends)
    .values(
      Object.values(MEGATRENDS).map((m, order) => ({
        names: texts(m.name),
        descriptions: texts(m.description),
        color: m.color,
        order,
      })),
    )
    .returning({ id: megatrends.id })
  const megaIds = Object.fromEntries(Object.keys(MEGATRENDS).map((key, i) => [key, megaRows[i]!.id]))
  const macroRows = await db
    .insert(macrotrends)
    .values(
      Object.values(MACROTRENDS).map((m) => ({
        megatrendId: megaIds[m.megatrend]!,
        names: texts(m.name),
        descriptions: texts(m.description),
      })),
    )
    .returning({ id: macrotrends.id })
  const macroIds = Object.fromEntries(Object.keys(MACROTRENDS).map((key, i) => [key, macroRows[i]!.id]))
  const facet = async (table: typeof industries, source: Record<string, readonly [string, string]>) => {
    const rows = await db
      .insert(table)
      .values(Object.values(source).map((name) => ({ names: texts(name) })))
      .returning({ id: table.id })
    return Object.fromEntries(Object.keys(source).map((key, i) => [key, rows[i]!.id]))
  }
  const industryIds = await facet(industries, INDUSTRIES)
  const innovationIds = await facet(innovations as unknown as typeof industries, INNOVATIONS)

  const microRows = await db
    .insert(microtrends)
    .values(
      MICROTRENDS.map((trend) => ({
        externalId: demoExternalId(trend),
        translations: {
          'en-US': { title: trend.en[0], summary: trend.en[1] },
          'de-DE': { title: trend.de[0], summary: trend.de[1] },
        },
        createdAtExternal: new Date(`${trend.published}T08:00:00Z`),
      })),
    )
    .returning({ id: microtrends.id })
  const microIds = microRows.map((r) => r.id)
  const links = (field: 'macrotrends' | 'industries' | 'innovations', ids: Record<string, string>) =>
    MICROTRENDS.flatMap((trend, i) =>
      trend[field].map((key) => ({ microtrendId: microIds[i]!, targetId: ids[key]! })),
    )
  await db.insert(microtrendMacrotrends).values(links('macrotrends', macroIds))
  await writeTitleKeys(db, microIds)
  await db.insert(microtrendIndustries).values(links('industries', industryIds))
  const innovationLinks = links('innovations', innovationIds)
  if (innovationLinks.length) await db.insert(microtrendInnovations).values(innovationLinks)
  // Stored as an upload stores a trend's first picture (writePictures): the prepared file and preview.
  const prepared = await drawing
  const pictureRows = prepared.map((picture, i) => ({ microtrendId: microIds[i]!, position: 0, ...picture }))
  for (let start = 0; start < pictureRows.length; start += PICTURE_CHUNK) {
    await db.insert(pictures).values(pictureRows.slice(start, start + PICTURE_CHUNK))
  }
  const byTitle = Object.fromEntries(MICROTRENDS.map((trend, i) => [trend.en[0], microIds[i]!]))
  return {
    megatrends: megaIds,
    macrotrends: macroIds,
    industries: industryIds,
    innovations: innovationIds,
    microtrends: byTitle,
  }
}

type World = {
  acme: { id: string }
  globex: { id: string }
  users: Record<string, { id: string }>
  /** ACME's objectives by plan key, for the demo's links from hub trends to goals. */
  acmeObjectives?: Record<string, { id: string }>
  /** ACME's PPM measures by title, for the links from hub trends to measures. */
  acmeMeasures?: Record<string, string>
}
type Rating = [email: string, impact: number, horizon: TimeHorizon, relevance: number]

/** ACME's hubs with notes and ratings, Globex's own hub, and a few favourites. */
export async function seedTrends(db: Database, world: World, drawing = drawTrendPictures()) {
  const library = await seedTrendLibrary(db, drawing)
  const user = (email: string) => world.users[email]!.id
  const trend = (title: string) => library.microtrends[title]!

  const hub = async (
    companyId: string,
    name: string,
    description: string,
    memberEmails: string[],
    trends: { title: string; notes: string; ratings: Rating[]; objectives?: string[]; measures?: string[] }[],
  ) => {
    const [row] = await db
      .insert(hubs)
      .values({ companyId, name, description, createdBy: user(memberEmails[0]!) })
      .returning({ id: hubs.id })
    const hubId = row!.id
    await db.insert(hubMembers).values(memberEmails.map((e) => ({ hubId, companyId, userId: user(e) })))
    const added = await db
      .insert(hubTrends)
      .values(
        trends.map((t) => ({
          companyId,
          hubId,
          microtrendId: trend(t.title),
          notes: t.notes,
          addedBy: user(memberEmails[0]!),
        })),
      )
      .returning({ id: hubTrends.id })
    const ratings = trends.flatMap((t, i) =>
      t.ratings.map(([email, impact, timeHorizon, relevance]) => ({
        companyId,
        hubTrendId: added[i]!.id,
        userId: user(email),
        impact,
        timeHorizon,
        relevance,
      })),
    )
    if (ratings.length) await db.insert(hubRatings).values(ratings)
    const links = trends.flatMap((t, i) =>
      (t.objectives ?? []).map((objectiveId) => ({ hubTrendId: added[i]!.id, companyId, objectiveId })),
    )
    if (links.length) await db.insert(hubTrendObjectives).values(links)
    const measureLinks = trends.flatMap((t, i) =>
      (t.measures ?? []).map((measureId) => ({ hubTrendId: added[i]!.id, companyId, measureId })),
    )
    if (measureLinks.length) await db.insert(hubTrendMeasures).values(measureLinks)
    return { id: hubId, name }
  }

  const people = world.acmeObjectives?.people?.id
  const peopleGoal = people ? [people] : []
  const measures = (...titles: string[]) =>
    titles.flatMap((title) => (world.acmeMeasures?.[title] ? [world.acmeMeasures[title]!] : []))
  const lena = 'lead@acme.example'
  const ada = 'user@acme.example'
  const mia = 'mia.chen@acme.example'
  const future = await hub(
    world.acme.id,
    'Future of Work',
    'How we hire, train and keep people over the next five years.',
    [lena, ada, mia],
    [
      {
        title: 'AI copilots at work',
        notes: 'Pilot with the product team in Q1.',
        ratings: [
          [lena, 5, 'now', 5],
          [ada, 4, 'now', 5],
        ],
        objectives: peopleGoal,
        measures: measures('Self-service quotes'),
      },
      {
        title: 'Skills-based hiring',
        notes: 'HR wants to drop degree requirements.',
        ratings: [[lena, 4, 'short', 4]],
      },
      {
        title: 'Four-day week',
        notes: '',
        ratings: [
          [ada, 3, 'medium', 3],
          [mia, 2, 'long', 2],
        ],
      },
      {
        title: 'Reskilling academies',
        notes: 'Link to the learning budget objective.',
        ratings: [[mia, 4, 'short', 4]],
      },
      { title: 'Mental health apps at work', notes: '', ratings: [[ada, 3, 'short', 4]] },
      {
        title: 'Working beyond retirement',
        notes: 'Ten engineers retire by 2028.',
        ratings: [[lena, 3, 'medium', 3]],
      },
      {
        title: 'AI literacy training',
        notes: 'Owed under the AI Act for everyone who uses the copilots.',
        ratings: [[lena, 4, 'now', 4]],
      },
      { title: 'Learning in the flow of work', notes: '', ratings: [[mia, 3, 'short', 4]] },
    ],
  )
  const sustainability = await hub(
    world.acme.id,
    'Sustainability Radar',
    'Regulation and energy topics the board asked us to watch.',
    [lena, mia],
    [
      {
        title: 'Sustainability reporting (CSRD)',
        notes: 'First report due for 2026.',
        ratings: [[lena, 5, 'now', 5]],
      },
      { title: 'Digital product passports', notes: '', ratings: [[mia, 4, 'medium', 4]] },
      { title: 'Heat pumps in apartment blocks', notes: '', ratings: [[lena, 2, 'short', 2]] },
      {
        title: 'Carbon border adjustment',
        notes: 'Check steel suppliers.',
        measures: measures('Green power PPA', 'Heat recovery in plant 2'),
        ratings: [
          [lena, 4, 'short', 4],
          [mia, 3, 'medium', 3],
        ],
      },
      { title: 'Electric trucks', notes: '', ratings: [] },
      {
        title: 'Internal carbon pricing',
        notes: 'Finance proposes a shadow price for the 2027 budget.',
        ratings: [[mia, 3, 'medium', 3]],
      },
      { title: 'Scope 3 supplier data exchange', notes: '', ratings: [] },
    ],
  )
  const globex = await hub(
    world.globex.id,
    'Globex Innovation Scouting',
    'Technologies for the next product line.',
    ['user@globex.example'],
    [
      { title: 'Robotaxis', notes: 'Competitor research.', ratings: [['user@globex.example', 4, 'long', 3]] },
      { title: 'Post-quantum cryptography', notes: '', ratings: [] },
    ],
  )
  await db.insert(favorites).values([
    { companyId: world.acme.id, userId: user(ada), microtrendId: trend('AI copilots at work') },
    { companyId: world.acme.id, userId: user(ada), microtrendId: trend('Four-day week') },
    { companyId: world.acme.id, userId: user(lena), microtrendId: trend('Sustainability reporting (CSRD)') },
    { companyId: world.globex.id, userId: user('user@globex.example'), microtrendId: trend('Robotaxis') },
  ])
  return { ...library, hubs: { future, sustainability, globex } }
}
