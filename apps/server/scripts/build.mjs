// Compiles the server to plain JavaScript for production (ADR 34): one ESM file per entry in dist/bin/,
// the workspace packages (@portal/*, TypeScript sources) bundled in, every npm dependency left to
// node_modules. The migrations are copied beside it, so dist/ plus node_modules plus the web build is
// all a production process reads. dist/bin/ keeps the sources' depth (src/core/x.ts → dist/bin/x.js) so
// the paths the code builds from import.meta.url (../migrations, ../../../web/) hold in both layouts.
import { cpSync, rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const root = fileURLToPath(new URL('..', import.meta.url))
const dist = `${root}dist`

rmSync(dist, { recursive: true, force: true })
await build({
  absWorkingDir: root,
  entryPoints: {
    server: 'src/server.ts',
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
cpSync(`${root}src/migrations`, `${dist}/migrations`, { recursive: true })
