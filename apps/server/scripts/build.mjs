// Compiles the server to plain JavaScript for production (ADR 34): one ESM file per entry in dist/bin/,
// the workspace packages (@portal/*, TypeScript sources) bundled in, every npm dependency left to
// node_modules. The migrations are copied beside it, so dist/ plus node_modules plus the web build is
// all a production process reads. dist/bin/ keeps the sources' depth (src/core/x.ts → dist/bin/x.js) so
// the paths the code builds from import.meta.url (../migrations, ../../../web/) hold in both layouts.
import { cpSync, rmSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const root = fileURLToPath(new URL('..', import.meta.url))
const dist = `${root}dist`

rmSync(dist, { recursive: true, force: true })
await build({
  absWorkingDir: root,
  entryPoints: {
    // dist/bin/server.js is the launcher written below; the server itself is server-main.js.
    'server-main': 'src/server.ts',
    db: 'src/cli/db.ts',
    // Test-only preload (the e2e harness's fixed today, ADR 22); the server itself never imports it.
    'portal-now': 'src/test/portal-now.ts',
  },
  outdir: 'dist/bin',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: 'linked',
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [
    {
      name: 'npm-dependencies-external',
      setup(builder) {
        // Bare specifiers are npm packages (external), except our own workspaces, which ship TypeScript.
        builder.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@portal/') ? undefined : { path: args.path, external: true },
        )
      },
    },
  ],
})
// The launcher turns on Node's compile cache (Node 22.1 and newer; a no-op on 20) before the server and
// its 1,300-odd npm modules load: an ES module's imports are loaded before its own code runs, so the
// cache has to be on in a file that imports nothing else first. Later starts read V8's compiled code
// from the cache instead of compiling every module again.
writeFileSync(
  `${dist}/bin/server.js`,
  `import module from 'node:module'\nmodule.enableCompileCache?.()\nawait import('./server-main.js')\n`,
)
cpSync(`${root}src/migrations`, `${dist}/migrations`, { recursive: true })
