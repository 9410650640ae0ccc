import { readFileSync } from 'node:fs'

/**
 * The top self-time functions of a V8 CPU profile (`node --cpu-prof`, e.g. BENCH_PROFILE=1 npm run
 * bench:pipeline), as a Markdown table: the flame graph's widest leaves. Samples in the first
 * `--skip=<seconds>` (start-up: migrations, seed) and after `--until=<seconds>` are left out, and so is
 * idle time. Usage: npx tsx bench/cpu-profile-summary.ts bench/out/CPU.….cpuprofile [--skip=10] [--until=30]
 * [--top=20] [--total]. With --total the table ranks by inclusive time (a function with everything it
 * called, counted once per sample however deep it recurses): which hook or step a request spends its time in.
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
const inclusive = args.includes('--total')

const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile
const byId = new Map(profile.nodes.map((node) => [node.id, node]))
const parentOf = new Map<number, number>()
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id)
const keyOf = ({ callFrame: { functionName, url, lineNumber } }: Node) => {
  const where = url
    ? `${url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/apps\//, 'apps/')}:${lineNumber + 1}`
    : ''
  return `${functionName || '(anonymous)'} ${where}`.trim()
}
/** The keys a sample counts for: its leaf alone, or (--total) every distinct frame on its stack. */
function keysOf(id: number): Iterable<string> {
  if (!inclusive) return [keyOf(byId.get(id)!)]
  const keys = new Set<string>()
  for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at))
    keys.add(keyOf(byId.get(at)!))
  return keys
}
const self = new Map<string, number>()
let total = 0
let at = 0
profile.samples.forEach((id, index) => {
  const delta = profile.timeDeltas[index] ?? 0
  at += delta
  if (at < skipUs || at > untilUs) return
  if (byId.get(id)!.callFrame.functionName === '(idle)') return
  for (const key of keysOf(id)) self.set(key, (self.get(key) ?? 0) + delta)
  total += delta
})
const rows = [...self].sort((a, b) => b[1] - a[1]).slice(0, top)
const lines = [
  `busy ${(total / 1e6).toFixed(1)} s (idle, the first ${skipUs / 1e6} s and after ${untilUs / 1e6} s left out)`,
  '',
  inclusive ? '| total % | total ms | function |' : '| self % | self ms | function |',
  '|---|---|---|',
  ...rows.map(
    ([key, us]) => `| ${((us / total) * 100).toFixed(1)} | ${Math.round(us / 1000)} | \`${key}\` |`,
  ),
]
process.stdout.write(`${lines.join('\n')}\n`)
