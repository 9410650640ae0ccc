import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { build, type Plugin, type Rolldown } from 'vite'
import { afterAll, describe, expect, it } from 'vitest'
import { ownCopies } from './own-copies.ts'

// Under the app's node_modules, so the small app below imports the real d3-shape and d3-path.
const cache = join(import.meta.dirname, 'node_modules', '.cache')
mkdirSync(cache, { recursive: true })
const dir = mkdtempSync(join(cache, 'portal-own-copies-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** A chart (line and area) on the first screen, a diagram (pies and symbols too) loaded on demand. */
function writeApp() {
  const files: Record<string, string> = {
    'charts/chart.js': [
      "import { area, line } from 'd3-shape'",
      'export const chart = (points) => [line()(points), area()(points)]',
    ].join('\n'),
    'diagram.js': [
      "import { line, pie, symbol, symbolCircle } from 'd3-shape'",
      "import { path } from 'd3-path'",
      'export const diagram = (points) => [line()(points), pie()(points), symbol(symbolCircle)(), path()]',
    ].join('\n'),
    'entry.js': [
      "import { chart } from './charts/chart.js'",
      'globalThis.chart = chart',
      "globalThis.diagram = () => import('./diagram.js')",
    ].join('\n'),
  }
  mkdirSync(join(dir, 'charts'), { recursive: true })
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text)
}

async function bundle(plugins: Plugin[]) {
  const output = (await build({
    root: dir,
    logLevel: 'silent',
    configFile: false,
    plugins,
    build: { write: false, minify: false, rolldownOptions: { input: join(dir, 'entry.js') } },
  })) as Rolldown.RolldownOutput
  const chunks = output.output.filter((file): file is Rolldown.OutputChunk => file.type === 'chunk')
  const entry = chunks.find((chunk) => chunk.isEntry)!
  // What the first screen loads: the entry and the chunks it imports statically.
  const first = [entry, ...chunks.filter((chunk) => entry.imports.includes(chunk.fileName))]
  return { first: first.map((chunk) => chunk.code).join('\n'), all: chunks.map((c) => c.code).join('\n') }
}

describe('own copies', () => {
  it('give the importers a copy tree-shaken for them alone; the others keep theirs, whole', async () => {
    writeApp()
    // Without copies the entry loads what the diagram uses as well (the check that the case is real).
    const shared = await bundle([])
    expect(shared.first).toContain('function pie(')
    const copies = ownCopies({
      name: 'charts',
      packages: ['d3-shape', 'd3-path'],
      importers: /[\\/]charts[\\/]/,
    })
    const { first, all } = await bundle([copies])
    expect(first).toContain('function line(')
    expect(first).toContain('function area(')
    // d3-path, which line and area draw with, is copied too: one copy each.
    expect(first).toContain('d3-path/dist/d3-path.mjs?charts')
    expect(all.split('var Path = class').length - 1).toBe(2)
    expect(first).not.toContain('function pie(')
    expect(first).not.toContain('function Symbol(')
    // The diagram still has everything it uses.
    expect(all).toContain('function pie(')
    expect(all).toContain('function Symbol(')
  })
})
