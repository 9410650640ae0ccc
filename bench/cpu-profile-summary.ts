import { readFileSync } from 'node:fs'

/**
 * The top self-time functions of a V8 CPU profile (`node --cpu-prof`, e.g. BENCH_PROFILE=1 npm run
 * bench:pipeline), as a Markdown table: the flame graph's widest leaves. Samples in the first
 * `--skip=<seconds>` (start-up: migrations, seed) and after `--until=<seconds>` are left out, and so is
 * idle time. Usage: npx tsx bench/cpu-profile-summary.ts bench/out/CPU.….cpuprofile [--skip=10] [--until=30]
 * [--top=20]
 */
interface Node {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  children?: number[]
}
interface Profile {
  nodes: Node[]
  startTime: number
  samples: number[]
  timeDeltas: number[]
}

const args = process.argv.slice(2)
const file = args.find((arg) => !arg.startsWith('--'))
if (!file) throw new Error('usage: cpu-profile-summary.ts <file.cpuprofile> [--skip=s] [--top=n]')
const option = (name: string, fallback: number) =>
  Number(args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback)
const skipUs = option('skip', 0) * 1e6
const top = option('top', 20)
const untilUs = option('until', Number.POSITIVE_INFINITY) * 1e6

const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile
const byId = new Map(profile.nodes.map((node) => [node.id, node]))
const self = new Map<string, number>()
let total = 0
let at = 0
profile.samples.forEach((id, index) => {
  const delta = profile.timeDeltas[index] ?? 0
  at += delta
  if (at < skipUs || at > untilUs) return
  const { functionName, url, lineNumber } = byId.get(id)!.callFrame
  if (functionName === '(idle)') return
  const where = url
    ? `${url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/apps\//, 'apps/')}:${lineNumber + 1}`
    : ''
  const key = `${functionName || '(anonymous)'} ${where}`.trim()
  self.set(key, (self.get(key) ?? 0) + delta)
  total += delta
})
const rows = [...self].sort((a, b) => b[1] - a[1]).slice(0, top)
const lines = [
  `busy ${(total / 1e6).toFixed(1)} s (idle, the first ${skipUs / 1e6} s and after ${untilUs / 1e6} s left out)`,
  '',
  '| self % | self ms | function |',
  '|---|---|---|',
  ...rows.map(
    ([key, us]) => `| ${((us / total) * 100).toFixed(1)} | ${Math.round(us / 1000)} | \`${key}\` |`,
  ),
]
process.stdout.write(`${lines.join('\n')}\n`)
