import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'

/**
 * Writes `durations.json` (seconds per spec file, for `shards.ts`' balance) from the JSON reports of the
 * last whole run (`test-results/<port>/report.json`, one per shard). Usage, after `npm run test:e2e`:
 * npm run durations -w @portal/e2e
 */
interface Suite {
  file?: string
  specs?: { tests: { results: { duration: number }[] }[] }[]
  suites?: Suite[]
}

const seconds: Record<string, number> = {}
function add(suite: Suite, file: string) {
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests)
      for (const result of test.results) seconds[file] = (seconds[file] ?? 0) + result.duration / 1000
  for (const inner of suite.suites ?? []) add(inner, file)
}

const reports = readdirSync('test-results')
  .map((port) => `test-results/${port}/report.json`)
  .filter((path) => existsSync(path))
if (reports.length === 0) throw new Error('no test-results/<port>/report.json: run the journeys first')
for (const path of reports)
  for (const suite of (JSON.parse(readFileSync(path, 'utf8')) as { suites: Suite[] }).suites)
    add(suite, `tests/${suite.file}`)
const sorted = Object.fromEntries(
  Object.entries(seconds)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([file, total]) => [file, Math.round(total)]),
)
writeFileSync('durations.json', `${JSON.stringify(sorted, null, 2)}\n`)
process.stdout.write(`durations.json: ${Object.keys(sorted).length} files from ${reports.length} report(s)\n`)
