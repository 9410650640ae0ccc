import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build, type Rolldown } from 'vite'
import { afterAll, describe, expect, it } from 'vitest'
import { frameChunks } from './frame-chunks.ts'

const dir = mkdtempSync(join(tmpdir(), 'portal-frame-chunks-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** A small app: a layout (the frame), a sign-in page loaded without it, a page, and a barrel. */
function writeApp() {
  const files: Record<string, string> = {
    'lib/x.js': "export const x = 'x is the layout\\'s'",
    'lib/y.js': "export const y = 'y is only the page\\'s'",
    'lib/z.js': "export const z = 'z is behind a namespace'",
    'lib/barrel.js': [
      "import { x } from './x.js'",
      "import { y } from './y.js'",
      "import * as zs from './z.js'",
      'export { x, y, zs }',
    ].join('\n'),
    'shared.js': "export const shared = 'shared by the layout and the sign-in page'",
    'own.js': "export const own = 'the layout\\'s own helper'",
    'layout.js': [
      "import { x } from './lib/barrel.js'",
      "import { shared } from './shared.js'",
      "import { own } from './own.js'",
      'export default () => [x, shared, own]',
    ].join('\n'),
    'login.js': "import { shared } from './shared.js'\nexport default () => shared",
    'page.js': "import { y, zs } from './lib/barrel.js'\nexport default () => [y, zs.z]",
    'entry.js': [
      'globalThis.routes = {',
      "  layout: () => import('./layout.js'),",
      "  login: () => import('./login.js'),",
      "  page: () => import('./page.js'),",
      '}',
    ].join('\n'),
  }
  mkdirSync(join(dir, 'lib'), { recursive: true })
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text)
}

describe('frame chunks', () => {
  it("put a frame's modules in one chunk, through barrels by name, and leave what pages without it share", async () => {
    writeApp()
    const frame = frameChunks([{ name: 'signed-in-frame', routes: /\/layout\.js$/, without: /\/login\.js$/ }])
    const output = (await build({
      root: dir,
      logLevel: 'silent',
      configFile: false,
      plugins: [frame.plugin],
      build: {
        write: false,
        minify: false,
        rolldownOptions: {
          input: join(dir, 'entry.js'),
          output: { codeSplitting: { groups: frame.groups } },
        },
      },
    })) as Rolldown.RolldownOutput
    const chunks = output.output.filter((file): file is Rolldown.OutputChunk => file.type === 'chunk')
    const chunkOf = (file: string) => chunks.find((chunk) => chunk.moduleIds.includes(join(dir, file)))!
    const frameChunk = chunkOf('own.js')
    expect(frameChunk.name).toBe('signed-in-frame')
    // The layout's modules, and through the barrel only the export it asked for.
    expect(chunkOf('layout.js')).toBe(frameChunk)
    expect(chunkOf('lib/x.js')).toBe(frameChunk)
    expect(chunkOf('lib/y.js')).not.toBe(frameChunk)
    expect(chunkOf('lib/z.js')).not.toBe(frameChunk)
    // What the sign-in page shares with the layout is a chunk of its own, so the sign-in page does not
    // load the frame.
    const shared = chunkOf('shared.js')
    expect(shared.name).toBe('signed-in-frame-shared-0')
    const login = chunkOf('login.js')
    expect([login.fileName, ...login.imports]).not.toContain(frameChunk.fileName)
    expect(login.imports).toContain(shared.fileName)
  })
})
