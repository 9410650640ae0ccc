import { spawn } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'

/**
 * The journeys in E2E_SHARDS Playwright runs at once (default 2, ADR 56), each with its own production
 * server on its own port and its own fresh embedded database (playwright.config.ts: E2E_PORT + shard
 * index, `.data-<port>`), so no run sees another's data. Each run's lines are prefixed with its shard.
 * Extra arguments go to every run (`-- tests/okr.spec.ts`), which Playwright's `--shard` then splits;
 * without them, the spec files are shared out by their measured durations (`balance`, ADR 67).
 * E2E_SHARDS=1 is the plain single run.
 */
const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 2))
const basePort = Number(process.env.E2E_PORT ?? 3100)
const extra = process.argv.slice(2)

/** Seconds per spec file from a whole run (`npm run durations -w @portal/e2e` writes it). */
const DURATIONS = 'durations.json'
/** A file not measured yet counts this many seconds per test it declares. */
const SECONDS_PER_TEST = 20

/**
 * The spec files in `shards` groups of about equal time: longest first, each to the group with the
 * least so far. Playwright's own `--shard` cuts the test list into equal counts, so the seven axe runs
 * (some 90 s each against 15 s for a journey) made one run minutes longer than the other.
 */
function balance(): string[][] {
  const measured: Record<string, number> = existsSync(DURATIONS)
    ? JSON.parse(readFileSync(DURATIONS, 'utf8'))
    : {}
  const weight = (file: string) =>
    measured[file] ??
    SECONDS_PER_TEST * Math.max(1, readFileSync(file, 'utf8').match(/^\s*test\(/gm)?.length ?? 0)
  const files = readdirSync('tests')
    .filter((name) => name.endsWith('.spec.ts'))
    .map((name) => `tests/${name}`)
    .sort((a, b) => weight(b) - weight(a) || a.localeCompare(b))
  const groups = Array.from({ length: shards }, () => ({ files: [] as string[], seconds: 0 }))
  for (const file of files) {
    const lightest = groups.reduce((least, group) => (group.seconds < least.seconds ? group : least))
    lightest.files.push(file)
    lightest.seconds += weight(file)
  }
  return groups.map((group) => group.files.sort())
}

const groups = shards > 1 && extra.length === 0 ? balance() : null

function run(index: number): Promise<number> {
  const args = [
    'playwright',
    'test',
    ...(groups ? groups[index]! : shards > 1 ? [`--shard=${index + 1}/${shards}`] : []),
    ...extra,
  ]
  const child = spawn('npx', args, {
    env: { ...process.env, E2E_PORT: String(basePort + index) },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const prefix = shards > 1 ? `[${index + 1}/${shards}] ` : ''
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    let rest = ''
    stream.setEncoding('utf8')
    stream.on('data', (chunk: string) => {
      const lines = (rest + chunk).split('\n')
      rest = lines.pop() ?? ''
      for (const line of lines) out.write(`${prefix}${line}\n`)
    })
    stream.on('end', () => {
      if (rest) out.write(`${prefix}${rest}\n`)
    })
  }
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)))
}

const codes = await Promise.all(Array.from({ length: shards }, (_, index) => run(index)))
process.exitCode = codes.some((code) => code !== 0) ? 1 : 0
