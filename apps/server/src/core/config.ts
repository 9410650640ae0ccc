import { existsSync } from 'node:fs'
import { isIP } from 'node:net'
import { normaliseDomain } from '@portal/contracts/auto-assign'
import { z } from 'zod'

const booleanFlag = z
  .enum(['0', '1', 'true', 'false'])
  .transform((v) => v === '1' || v === 'true')
  .optional()

/** Names proxy-addr (Fastify's trustProxy) understands for address ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal'])

function isProxyAddress(entry: string) {
  if (PROXY_RANGE_NAMES.has(entry)) return true
  const [address = '', prefix, ...rest] = entry.split('/')
  const family = isIP(address)
  if (!family || rest.length > 0) return false
  if (prefix === undefined) return true
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128)
}

/**
 * Whom to believe about the client's address in X-Forwarded-For. Note: never "everyone" — a client
 * could then name any address and reset the per-IP login throttle. `0`/`false`: nobody (the socket's
 * address counts); a number N (and `true`, read as 1): the N nearest proxies; else a comma-separated
 * list of proxy addresses or CIDRs (or proxy-addr's `loopback`, `linklocal`, `uniquelocal`).
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, context): false | number | string[] => {
    if (value === '' || value === '0' || value === 'false') return false
    if (value === 'true') return 1
    if (/^\d+$/.test(value)) return Number(value)
    const entries = value.split(',').map((entry) => entry.trim())
    const bad = entries.filter((entry) => !isProxyAddress(entry))
    if (bad.length === 0) return entries
    context.addIssue({
      code: 'custom',
      message: `must be a hop count (0, 1, 2, …) or a comma-separated list of proxy addresses or CIDRs; not ${bad.map((b) => `"${b}"`).join(', ')}`,
    })
    return z.NEVER
  })
  .optional()

/** The operator's own mail domains: no company admin may claim them for auto-assign (ADR 0014). */
const domainList = z
  .string()
  .transform((value, context) => {
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
    const domains = entries.map(normaliseDomain)
    const bad = entries.filter((_, i) => !domains[i])
    if (bad.length === 0) return domains as string[]
    context.addIssue({
      code: 'custom',
      message: `must be a comma-separated list of domains; not ${bad.map((b) => `"${b}"`).join(', ')}`,
    })
    return z.NEVER
  })
  .optional()

const UNIT_SECONDS = { s: 1, m: 60, h: 3600, d: 86_400 } as const

/** A duration as seconds: `28800`, `30s`, `15m`, `8h` or `14d`, within [min, max] seconds. */
const duration = (fallback: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .default(fallback)
    .transform((value, ctx) => {
      const match = /^(\d+)\s*([smhd]?)$/.exec(value)
      const seconds = match ? Number(match[1]) * UNIT_SECONDS[(match[2] || 's') as 's'] : Number.NaN
      if (!(seconds >= min && seconds <= max)) {
        ctx.addIssue({
          code: 'custom',
          message: `must be a duration such as 30m, 8h or 14d, between ${min} and ${max} seconds`,
        })
        return z.NEVER
      }
      return seconds
    })

const environment = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  SEED_DEMO: booleanFlag,
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  // ASVS 7.3: a session ends after this long without a request, and this long after its sign-in at most.
  SESSION_IDLE_TIMEOUT: duration('8h', 5 * 60, 400 * 86_400),
  SESSION_MAX_AGE: duration('14d', 5 * 60, 400 * 86_400),
  LIVE_STREAM_MAX_AGE: duration('5m', 10, 86_400),
  SHUTDOWN_DELAY: duration('0', 0, 600),
  PUBLIC_URL: z.url().optional(),
  TRUST_PROXY: trustProxy,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  FEATURE_AI: booleanFlag,
  // The assistant's model: any OpenAI-compatible chat endpoint (ADR 28). Without a base URL there is none.
  AI_BASE_URL: z.url('must be an http(s) URL such as http://127.0.0.1:11434/v1').optional(),
  AI_MODEL: z.string().trim().min(1).optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(20),
  AI_MONTHLY_TOKENS: z.coerce.number().int().min(1000).default(2_000_000),
  // Or, without a base URL, a GGUF file run in-process by node-llama-cpp (ADR 45), without tools.
  AI_MODEL_PATH: z
    .string()
    .trim()
    .regex(/\.gguf$/i, 'must name a .gguf file')
    .optional(),
  AI_MODEL_THREADS: z.coerce.number().int().min(1).max(256).optional(),
  AI_MAX_TOKENS: z.coerce.number().int().min(16).max(32_768).default(1024),
  SERVE_WEB: booleanFlag,
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Client Portal <no-reply@portal.invalid>'),
  SUPPORT_EMAIL: z.email('must be an e-mail address').default('support@portal.invalid'),
  API_DOCS: z.enum(['off', 'public', 'authenticated', 'staff']).default('authenticated'),
  OPERATOR_DOMAINS: domainList,
  WEBHOOKS_ALLOW_LOOPBACK: booleanFlag,
})

export type Config = {
  env: 'production' | 'development' | 'test'
  port: number
  host: string
  database: { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string }
  seedDemo: boolean
  sessionSecret: string
  /** How long a session lives: without a request (idle), and since its sign-in at most (absolute). */
  sessions: { idleTimeoutSeconds: number; maxAgeSeconds: number }
  publicUrl: string
  secureCookies: boolean
  /** Fastify's trustProxy: false, a hop count, or proxy addresses/CIDRs — never "trust everyone". */
  trustProxy: false | number | string[]
  logLevel: string
  features: { ai: boolean }
  /**
   * The assistant's provider (ADR 28), null when none is configured: then the `ai` flag is off for
   * every company. `ratePerMinute` is per user; `monthlyTokens` per company and calendar month.
   */
  ai: AiConfig | null
  /** Serve the React app too; off for an API-only process. */
  serveWeb: boolean
  /** Outgoing mail: SMTP when set, else the outbox table that admins read. */
  mail: { smtpUrl: string | null; from: string }
  /** Where new support requests are mailed. */
  supportEmail: string
  /** Who may read the OpenAPI document and its UI at /api/docs; `off` serves neither. */
  apiDocs: 'off' | 'public' | 'authenticated' | 'staff'
  /** Mail domains of the portal's operator (besides its staff's): never claimable by a company admin. */
  operatorDomains: string[]
  /**
   * How long one live stream stays open before the browser reconnects (and its session is checked
   * again); a signed-out session hears nothing after that.
   */
  liveStreamMaxAgeMs: number
  /**
   * On SIGTERM, how long the process goes on serving with `/api/ready` at 503 before it stops
   * accepting connections: the time a proxy needs to notice and send new work elsewhere.
   */
  shutdownDelayMs: number
  /**
   * Webhooks may also be delivered to loopback addresses (127.0.0.0/8, ::1, localhost, over http too):
   * only for tests and local development, whose receivers listen on this machine. Never in production.
   */
  webhooks: { allowLoopback: boolean }
}

/** The assistant's model (ADR 28) and its limits. */
export type AiConfig = {
  ratePerMinute: number
  monthlyTokens: number
} & (
  | { baseUrl: string; model: string; apiKey: string | null; local?: undefined }
  | { local: LocalModelConfig; baseUrl?: undefined }
)

/** A GGUF model file run in-process by node-llama-cpp (ADR 45): no tools, so no portal data. */
export interface LocalModelConfig {
  modelPath: string
  /** CPU threads for generation; null lets llama.cpp choose (a loaded machine wants fewer). */
  threads: number | null
  /** The longest answer, in tokens. */
  maxTokens: number
}

/** The provider: an OpenAI-compatible endpoint when a base URL is set, else a GGUF file, else none. */
function aiConfigOf(e: z.infer<typeof environment>): AiConfig | null {
  const limits = { ratePerMinute: e.AI_RATE_LIMIT, monthlyTokens: e.AI_MONTHLY_TOKENS }
  if (e.AI_BASE_URL) {
    return { ...limits, baseUrl: e.AI_BASE_URL, model: e.AI_MODEL ?? '', apiKey: e.AI_API_KEY ?? null }
  }
  if (!e.AI_MODEL_PATH) return null
  if (!existsSync(e.AI_MODEL_PATH)) {
    throw new Error(`Invalid environment:\n  AI_MODEL_PATH: no such file: ${e.AI_MODEL_PATH}`)
  }
  return {
    ...limits,
    local: { modelPath: e.AI_MODEL_PATH, threads: e.AI_MODEL_THREADS ?? null, maxTokens: e.AI_MAX_TOKENS },
  }
}

/** Reads and validates the environment; a bad value stops start-up with a message naming it. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = environment.safeParse(source)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Invalid environment:\n${lines.join('\n')}`)
  }
  const e = parsed.data
  if (e.NODE_ENV === 'production' && e.DATABASE_URL && !e.SESSION_SECRET) {
    throw new Error('Invalid environment:\n  SESSION_SECRET: required when DATABASE_URL is set in production')
  }
  // Note: a made-up "now" is for the e2e harness, whose preload (test/portal-now.ts) consumes it.
  if (source.PORTAL_NOW) {
    throw new Error(
      'Invalid environment:\n  PORTAL_NOW: only the test harness sets the time (test/portal-now.ts); a portal runs on the real time',
    )
  }
  if (e.SESSION_IDLE_TIMEOUT > e.SESSION_MAX_AGE) {
    throw new Error('Invalid environment:\n  SESSION_IDLE_TIMEOUT: must not be longer than SESSION_MAX_AGE')
  }
  if (e.AI_BASE_URL && !e.AI_MODEL) {
    throw new Error(
      'Invalid environment:\n  AI_MODEL: required when AI_BASE_URL is set (the model name to ask)',
    )
  }
  const publicUrl = e.PUBLIC_URL ?? `http://${e.HOST === '0.0.0.0' ? 'localhost' : e.HOST}:${e.PORT}`
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dataDir: e.DATA_DIR },
    // Embedded default seeds an empty database; PostgreSQL only on request (SEED_DEMO=1).
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    // Note: the embedded demo gets a fixed development secret; a real deployment must set its own.
    sessionSecret: e.SESSION_SECRET ?? 'embedded-demo-secret-change-me-for-any-real-deployment',
    sessions: { idleTimeoutSeconds: e.SESSION_IDLE_TIMEOUT, maxAgeSeconds: e.SESSION_MAX_AGE },
    liveStreamMaxAgeMs: e.LIVE_STREAM_MAX_AGE * 1000,
    shutdownDelayMs: e.SHUTDOWN_DELAY * 1000,
    publicUrl,
    secureCookies: publicUrl.startsWith('https://'),
    trustProxy: e.TRUST_PROXY ?? false,
    logLevel: e.LOG_LEVEL,
    features: { ai: e.FEATURE_AI ?? false },
    ai: aiConfigOf(e),
    serveWeb: e.SERVE_WEB ?? true,
    mail: { smtpUrl: e.SMTP_URL ?? null, from: e.MAIL_FROM },
    supportEmail: e.SUPPORT_EMAIL,
    apiDocs: e.API_DOCS,
    operatorDomains: e.OPERATOR_DOMAINS ?? [],
    webhooks: { allowLoopback: e.WEBHOOKS_ALLOW_LOOPBACK ?? false },
  }
}
