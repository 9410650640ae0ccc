import { execFileSync, spawnSync } from 'node:child_process'
import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { root } from './server-process.ts'

/**
 * Every benchmark in one command, one after the other (they share the machine), each printing its own
 * table as ratios to its yardstick in the same run; the tables go, under one heading with the date,
 * commit and machine load, to the end of bench/RESULTS.md (and bench/out/all.md).
 * Usage: npm run build && npm run bench:all   (BENCH_ONLY=pipeline,page-js to run some)
 */
/** `whole`: the bench reports in sentences rather than a table, so all its lines are kept. */
const BENCHES: {
  name: string
  script: string
  args?: string[]
  env?: Record<string, string>
  whole?: boolean
}[] = [
  { name: 'pipeline', script: 'bench:pipeline', env: { BENCH_PORT: '3323' } },
  // The login page signed out (bar 120 kB), the signed-in main pages as the demo user (bar 180 kB).
  {
    name: 'page-js',
    script: 'bench:page-js',
    args: [
      '/en-US/login',
      '/en-US/client',
      '/en-US/client/dashboard',
      '/en-US/client/okr',
      '/en-US/client/services',
      '/en-US/client/dashboard/goals',
      '/en-US/client/users',
      '/en-US/client/ppm',
      '/en-US/client/trend-managment',
      '/en-US/client/notifications',
      '/en-US/client/dashboard/analysis',
      '/en-US/client/assistant',
      '/en-US/client/whiteboard',
      '/en-US/client/guide',
      '/en-US/client/profile',
      '/en-US/client/support',
      '/en-US/client/coaching',
    ],
    env: { BENCH_PORT: '3325', BENCH_AS: 'user@acme.example' },
  },
  // Market intelligence is the company admins' (bar 180 kB).
  {
    name: 'page-js-admin',
    script: 'bench:page-js',
    args: ['/en-US/client/market-intelligence/dashboard', '/en-US/client/market-intelligence/admin'],
    env: { BENCH_PORT: '3326', BENCH_AS: 'lead@acme.example' },
  },
  { name: 'pages', script: 'bench:pages', env: { BENCH_PORT: '3327' } },
  {
    name: 'startup',
    script: 'bench:startup',
    env: { BENCH_PORT: '3321', BENCH_RUNS: process.env.BENCH_RUNS ?? '1' },
  },
  { name: 'okr', script: 'bench:okr', env: { BENCH_PORT: '3329' } },
  // List endpoints, the 60 s mixed run and memory under it, on PostgreSQL and PGlite (issue 18 items 2, 3).
  { name: 'lists', script: 'bench:lists', env: { BENCH_PORT: '3331' } },
  // PPM at 10,000 measures, on PGlite and on PostgreSQL (issue 14).
  {
    name: 'ppm',
    script: 'bench:ppm',
    env: {
      BENCH_PORT: '3335',
      BENCH_DATABASE_URL: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    },
  },
  // The trend library at 100,000 microtrends (issue 15): PostgreSQL, then embedded PGlite.
  { name: 'trends-search-pg', script: 'bench:trends-search', args: ['--postgres'] },
  { name: 'trends-search-pglite', script: 'bench:trends-search' },
  { name: 'trends-import', script: 'bench:trends-import', whole: true },
  { name: 'signal-import', script: 'bench:signal-import', whole: true },
  // The OKR table of 5,300 rows scrolled in Chromium; the live channel; the whiteboard; the assistant;
  // webhook delivery.
  { name: 'okr-table', script: 'bench:okr-table', env: { BENCH_PORT: '3339' } },
  { name: 'live', script: 'bench:live', env: { BENCH_PORT: '3341' } },
  { name: 'whiteboard', script: 'bench:whiteboard', env: { BENCH_PORT: '3343' } },
  { name: 'ai', script: 'bench:ai', env: { BENCH_PORT: '3345', BENCH_MODEL_PORT: '3346' } },
  { name: 'webhooks', script: 'bench:webhooks', whole: true },
  { name: 'lighthouse', script: 'bench:lighthouse', env: { BENCH_PORT: '3337' } },
  // 10 minutes unless BENCH_SOAK_SECONDS says otherwise.
  { name: 'soak', script: 'bench:soak', env: { BENCH_PORT: '3333' } },
]
const only = process.env.BENCH_ONLY?.split(',')
const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')
const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).toString().trim()
const sections = [
  `## bench:all — ${new Date().toISOString()}, commit ${commit}, node ${process.version}, load at start ${load()}`,
  '',
]
for (const bench of BENCHES.filter((b) => !only || only.includes(b.name))) {
  const began = Date.now()
  const run = spawnSync(
    'npm',
    ['run', '--silent', '-w', '@portal/bench', bench.script, ...(bench.args ? ['--', ...bench.args] : [])],
    {
      cwd: root,
      env: { ...process.env, ...bench.env },
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    },
  )
  // The tables and verdict lines each bench prints; the servers' own log lines are left out.
  // A bench's own headings (which database a table is for) become sub-headings of its section.
  const lines = run.stdout
    .split('\n')
    .filter(
      (line) =>
        (bench.whole ? line.trim() !== '' : /^\||\bbar\b|^\(|kB gzip|items\/s|^#{1,4} /.test(line)) &&
        !line.startsWith('{'),
    )
    .map((line) => line.replace(/^#{1,4} /, '#### '))
  sections.push(
    `### ${bench.name} (\`npm run ${bench.script}\`, ${Math.round((Date.now() - began) / 1000)} s, exit ${run.status}, load after ${load()})`,
    '',
    ...(lines.length ? lines : ['(no table: see its output)', run.stderr.slice(-2000)]),
    '',
  )
  process.stdout.write(`${sections.slice(-lines.length - 3).join('\n')}\n`)
}
mkdirSync(join(root, 'bench/out'), { recursive: true })
writeFileSync(join(root, 'bench/out/all.md'), `${sections.join('\n')}\n`)
appendFileSync(join(root, 'bench/RESULTS.md'), `\n${sections.join('\n')}\n`)
