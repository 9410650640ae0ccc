import type { AiToolModule } from '@portal/contracts/ai'
import { type Endpoint, endpointPath, queryString } from '@portal/contracts/endpoint'
import { homeApi, userNotificationsApi } from '@portal/contracts/notifications'
import { okrChangelogApi } from '@portal/contracts/okr'
import { okrKeyResultsApi } from '@portal/contracts/okr-key-results'
import { okrObjectivesApi } from '@portal/contracts/okr-objectives'
import { ppmApi } from '@portal/contracts/ppm'
import { servicesApi } from '@portal/contracts/services'
import type { InProcessFetch } from '@portal/contracts/ssr'
import { trendHubsApi, trendLibraryApi } from '@portal/contracts/trends'
import { z } from 'zod'

/** An item a tool read: recorded, and linked in the answer. */
export interface ReadItem {
  type: string
  id: string
}

/** Where an item of each type opens in the portal (without a locale prefix; the web adds it). */
export function portalLink(type: string, id: string): string {
  switch (type) {
    case 'objective':
    case 'key_result':
    case 'project':
    case 'task':
      return `/client/okr?open=${type}:${id}`
    case 'measure':
      return `/client/ppm?measure=${id}`
    case 'hub':
      return `/client/trend-managment?tab=hubs&hub=${id}`
    case 'notification':
      return `/client/notifications/${id}`
    case 'service':
      return `/client/services/${id}`
    case 'program':
    case 'package':
      return '/client/ppm'
    default:
      return '/client/trend-managment'
  }
}

const id = z.string().describe('The item’s id (a UUID from an earlier tool result or the page context)')
const search = z.string().max(200).optional().describe('Words to search for in titles')

/**
 * One read-only tool: a GET endpoint of the portal's own API, called in-process with the user's own
 * session (ADR 28), so it passes exactly the access rule, tenancy and narrowing the user's browser does.
 */
interface ReadTool {
  /** The module whose data it reads: a company that switches the module off for the assistant loses it. */
  module: AiToolModule
  description: string
  input: z.ZodObject
  endpoint: Endpoint & { method: 'GET' }
  /** The endpoint's params and query from the model's input. */
  request: (input: Record<string, unknown>) => {
    params?: Record<string, unknown>
    query?: Record<string, unknown>
  }
  /** What kind of item the answer's records (or the answer itself) are. */
  itemType: string | ((record: Record<string, unknown>) => string)
}

const ppmType = (record: Record<string, unknown>) => String(record.level ?? 'measure')

/** The tools, by the name the model calls them. Every one reads; none writes (checked below). */
export const READ_TOOLS: Record<string, ReadTool> = {
  search_objectives: {
    module: 'okr',
    description: 'Search the OKR objectives of the user’s company (title, status, health, progress, period).',
    input: z.object({ search, period: z.string().optional().describe('A period such as 2026-Q4 or 2026') }),
    endpoint: okrObjectivesApi.list,
    request: ({ search, period }) => ({ query: { search, period, page_size: 25 } }),
    itemType: 'objective',
  },
  get_objective: {
    module: 'okr',
    description: 'Read one objective with its description and progress.',
    input: z.object({ id }),
    endpoint: okrObjectivesApi.get,
    request: ({ id }) => ({ params: { id } }),
    itemType: 'objective',
  },
  list_key_results: {
    module: 'okr',
    description: 'List key results, optionally of one objective (progress, pace, metric).',
    input: z.object({ objective: z.string().optional().describe('An objective’s id'), search }),
    endpoint: okrKeyResultsApi.list,
    request: ({ objective, search }) => ({ query: { objective, search, page_size: 50 } }),
    itemType: 'key_result',
  },
  list_check_ins: {
    module: 'okr',
    description: 'List the check-ins (progress updates with notes) of one key result.',
    input: z.object({ id }),
    endpoint: okrKeyResultsApi.listCheckIns,
    request: ({ id }) => ({ params: { id }, query: { page_size: 20 } }),
    itemType: 'check_in',
  },
  objective_changelog: {
    module: 'okr',
    description: 'Read the changelog (who changed what, when) of one objective.',
    input: z.object({ id }),
    endpoint: okrChangelogApi.listOfObjective,
    request: ({ id }) => ({ params: { id }, query: { page_size: 20 } }),
    itemType: 'changelog',
  },
  search_ppm: {
    module: 'ppm',
    description:
      'List the PPM portfolio: programmes, projects, measure packages and measures with status, gate (0–5), dates and net effects.',
    input: z.object({
      search,
      gate: z.number().int().min(0).max(5).optional().describe('Only measures in this gate (L0–L5)'),
    }),
    endpoint: ppmApi.portfolio,
    request: ({ search, gate }) => ({ query: { search, gate } }),
    itemType: ppmType,
  },
  get_measure: {
    module: 'ppm',
    description: 'Read one PPM measure with its levels above.',
    input: z.object({ id }),
    endpoint: ppmApi.measureGet,
    request: ({ id }) => ({ params: { id } }),
    itemType: 'measure',
  },
  measure_effects: {
    module: 'ppm',
    description: 'Read the planned and actual effects (benefits, costs) of one measure per month.',
    input: z.object({ id }),
    endpoint: ppmApi.measureEffects,
    request: ({ id }) => ({ params: { id } }),
    itemType: 'effect',
  },
  measure_reports: {
    module: 'ppm',
    description: 'Read the status reports of one measure.',
    input: z.object({ id }),
    endpoint: ppmApi.measureStatuses,
    request: ({ id }) => ({ params: { id } }),
    itemType: 'report',
  },
  list_hubs: {
    module: 'trends',
    description: 'List the company’s trend hubs.',
    input: z.object({ search }),
    endpoint: trendHubsApi.list,
    request: ({ search }) => ({ query: { search, page_size: 25 } }),
    itemType: 'hub',
  },
  get_hub: {
    module: 'trends',
    description: 'Read one trend hub with its trends, ratings and notes.',
    input: z.object({ id }),
    endpoint: trendHubsApi.get,
    request: ({ id }) => ({ params: { id } }),
    itemType: 'hub',
  },
  search_trends: {
    module: 'trends',
    description: 'Search the trend library (microtrends).',
    input: z.object({ search }),
    endpoint: trendLibraryApi.microtrends,
    request: ({ search }) => ({ query: { search, page_size: 20 } }),
    itemType: 'microtrend',
  },
  list_services: {
    module: 'services',
    description: 'List the services of the catalogue the user can open.',
    input: z.object({ search }),
    endpoint: servicesApi.list,
    request: ({ search }) => ({ query: { search, page_size: 50 } }),
    itemType: 'service',
  },
  my_notifications: {
    module: 'notifications',
    description: 'List the user’s own notifications, newest first.',
    input: z.object({ unread_only: z.boolean().optional() }),
    endpoint: userNotificationsApi.list,
    request: ({ unread_only }) => ({ query: { is_read: unread_only ? 'false' : undefined, page_size: 20 } }),
    itemType: 'notification',
  },
  my_queue: {
    module: 'notifications',
    description: 'List what needs the user now (their home queue: check-ins due, requests to answer…).',
    input: z.object({}),
    endpoint: homeApi.queue,
    request: () => ({}),
    itemType: 'queue_item',
  },
}

// Note: the assistant reads and drafts; the user acts. A tool that is not a GET stops the server at start.
for (const [name, tool] of Object.entries(READ_TOOLS)) {
  if (tool.endpoint.method !== 'GET')
    throw new Error(`AI tool ${name} must read (GET), not ${tool.endpoint.method}`)
}

/** The tools a company's assistant may use: those of the modules it has not switched off (ADR 45). */
export function toolsAllowed(disabled: readonly AiToolModule[]): string[] {
  return Object.entries(READ_TOOLS)
    .filter(([, tool]) => !disabled.includes(tool.module))
    .map(([name]) => name)
}

/** The most a tool's answer gives the model (characters of JSON); the rest is cut with a note. */
const MAX_RESULT_CHARS = 16_000

export interface ToolOutcome {
  /** What the model gets: the portal's answer with a `link` on each item, or an error. */
  output: unknown
  items: ReadItem[]
}

/**
 * Runs one read tool as the user: the endpoint's own schemas check the model's arguments, the API answers
 * through `fetch` (the user's session), and each item of the answer gets its portal link.
 */
export async function runReadTool(fetch: InProcessFetch, name: string, input: unknown): Promise<ToolOutcome> {
  const tool = READ_TOOLS[name]
  if (!tool) return { output: { error: 'unknown_tool' }, items: [] }
  const parsed = tool.input.safeParse(input ?? {})
  if (!parsed.success)
    return { output: { error: 'invalid_arguments', issues: parsed.error.issues }, items: [] }
  const { params, query } = tool.request(parsed.data)
  const paramsOk = tool.endpoint.params ? tool.endpoint.params.safeParse(params) : { success: true }
  const queryOk = tool.endpoint.query ? tool.endpoint.query.safeParse(query ?? {}) : { success: true }
  if (!paramsOk.success || !queryOk.success) return { output: { error: 'invalid_arguments' }, items: [] }
  const path = `/api${endpointPath(tool.endpoint, params)}${queryString(query)}`
  const response = await fetch(path, { method: 'GET' })
  const body = (await response.json().catch(() => null)) as unknown
  if (response.status !== 200) {
    const detail = (body as { detail?: string } | null)?.detail
    return {
      output: { error: response.status === 404 ? 'not_found' : `status_${response.status}`, detail },
      items: [],
    }
  }
  const items: ReadItem[] = []
  const annotate = (record: unknown) => {
    if (!record || typeof record !== 'object' || Array.isArray(record)) return record
    const row = record as Record<string, unknown>
    if (typeof row.id !== 'string') return row
    const type = typeof tool.itemType === 'function' ? tool.itemType(row) : tool.itemType
    items.push({ type, id: row.id })
    const link =
      typeof row.link === 'string' && row.link.startsWith('/') ? row.link : portalLink(type, row.id)
    return { ...row, link }
  }
  let output: unknown = body
  if (Array.isArray(body)) output = body.map(annotate)
  else if (body && typeof body === 'object') {
    const answer = body as Record<string, unknown>
    if (Array.isArray(answer.results)) output = { ...answer, results: answer.results.map(annotate) }
    else if (Array.isArray(answer.nodes)) output = { ...answer, nodes: answer.nodes.map(annotate) }
    else if (Array.isArray(answer.items)) output = { ...answer, items: answer.items.map(annotate) }
    else output = annotate(answer)
  }
  const text = JSON.stringify(output)
  if (text.length > MAX_RESULT_CHARS) {
    return { output: { truncated: true, data: text.slice(0, MAX_RESULT_CHARS) }, items }
  }
  return { output, items }
}
