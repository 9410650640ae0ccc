import { spawn } from 'node:child_process'

/**
 * The journeys in E2E_SHARDS Playwright runs at once (default 2, ADR 56), each with its own production
 * server on its own port and its own fresh embedded database (playwright.config.ts: E2E_PORT + shard
 * index, `.data-<port>`), so no run sees another's data. Playwright's `--shard` splits the spec files;
 * each run's lines are prefixed with its shard. Extra arguments go to every run (`-- tests/okr.spec.ts`).
 * E2E_SHARDS=1 is the plain single run.
 */
const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 2))
const basePort = Number(process.env.E2E_PORT ?? 3100)
const extra = process.argv.slice(2)

function run(index: number): Promise<number> {
  const args = ['playwright', 'test', ...(shards > 1 ? [`--shard=${index + 1}/${shards}`] : []), ...extra]
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
