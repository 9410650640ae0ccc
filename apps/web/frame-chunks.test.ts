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
  writeFiles({
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
  })
}

function writeFiles(files: Record<string, string>) {
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(join(dir, 'lib'), { recursive: true })
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text)
}

async function chunksOf(frame: ReturnType<typeof frameChunks>) {
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
  return (file: string) => chunks.find((chunk) => chunk.moduleIds.includes(join(dir, file)))!
}

describe('frame chunks', () => {
  it("put a frame's modules in one chunk, through barrels by name, and leave what pages without it share", async () => {
    writeApp()
    const chunkOf = await chunksOf(
      frameChunks([{ name: 'signed-in-frame', routes: /\/layout\.js$/, without: /\/login\.js$/ }]),
    )
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

  it('cut what apart pages share from what the others share, and keep the document frame whole', async () => {
    // The document's frame (entry + root), a layout, and two sign-in pages without the layout: the
    // login page is apart. The layout's shared module imports the document frame's catalogue.
    writeFiles({
      'catalogue.js': "export const catalogue = 'the document frame\\'s'",
      'root.js': "import { catalogue } from './catalogue.js'\nexport default () => catalogue",
      'for-login.js': "export const forLogin = 'shared by the layout and the login page'",
      'for-register.js':
        "import { catalogue } from './catalogue.js'\nexport const forRegister = () => ['shared with register', catalogue]",
      'layout.js': [
        "import { forLogin } from './for-login.js'",
        "import { forRegister } from './for-register.js'",
        'export default () => [forLogin, forRegister()]',
      ].join('\n'),
      'login.js': "import { forLogin } from './for-login.js'\nexport default () => forLogin",
      'register.js': "import { forRegister } from './for-register.js'\nexport default () => forRegister()",
      'entry.js': [
        'globalThis.routes = {',
        "  root: () => import('./root.js'),",
        "  layout: () => import('./layout.js'),",
        "  login: () => import('./login.js'),",
        "  register: () => import('./register.js'),",
        '}',
      ].join('\n'),
    })
    const chunkOf = await chunksOf(
      frameChunks([
        { name: 'frame', routes: /\/root\.js$/ },
        {
          name: 'signed-in-frame',
          routes: /\/layout\.js$/,
          without: /\/(login|register)\.js$/,
          apart: /\/login\.js$/,
        },
      ]),
    )
    expect(chunkOf('catalogue.js').name).toBe('frame')
    expect(chunkOf('for-login.js').name).toBe('signed-in-frame-shared-apart')
    expect(chunkOf('for-register.js').name).toBe('signed-in-frame-shared')
    const login = chunkOf('login.js')
    expect(login.imports).toContain(chunkOf('for-login.js').fileName)
    expect(login.imports).not.toContain(chunkOf('for-register.js').fileName)
    expect(chunkOf('root.js').imports).not.toContain(chunkOf('for-register.js').fileName)
  })
})
