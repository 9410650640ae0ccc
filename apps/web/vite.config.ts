import { cpSync, createReadStream, existsSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, normalize } from 'node:path'
import { reactRouter } from '@react-router/dev/vite'
import { defineConfig, type Plugin } from 'vite'
import { EXCALIDRAW_ASSETS } from './app/features/whiteboard/assets.ts'
import { LAYOUT_FILES, OTHER_ROUTE_FILES, SCREENS } from './app/route-list.ts'
import { contractRoutes } from './contract-routes.ts'
import { frameChunks } from './frame-chunks.ts'
import { ownCopies } from './own-copies.ts'
import { webTextChunks } from './web-text-chunks.ts'

/**
 * Excalidraw's fonts, served by us: copied into the client build (hashed names, cached as immutable
 * assets), and read from the package in development.
 */
function excalidrawAssets(): Plugin {
  const require = createRequire(import.meta.url)
  // The package's default entry is dist/prod/index.js; its fonts lie beside it.
  const dist = dirname(require.resolve('@excalidraw/excalidraw'))
  return {
    name: 'portal-excalidraw-assets',
    configureServer(server) {
      server.middlewares.use(EXCALIDRAW_ASSETS, (request, response, next) => {
        const path = normalize(join(dist, decodeURIComponent((request.url ?? '').split('?')[0]!)))
        if (!path.startsWith(join(dist, 'fonts')) || !existsSync(path) || !statSync(path).isFile())
          return next()
        response.setHeader('content-type', 'font/woff2')
        createReadStream(path).pipe(response)
      })
    },
    // Excalidraw lists a CDN (esm.sh) after our address for every font; the browser checks both, so the
    // fallback is pointed at our own copy too. Fails the build if a new version changes the line.
    transform(code, id) {
      if (!id.includes('@excalidraw/excalidraw/dist/') || !code.includes('ASSETS_FALLBACK_URL')) return null
      const fallback = /("ASSETS_FALLBACK_URL",\s*)`https:\/\/esm\.sh\/[\s\S]*?\/dist\/prod\/`/
      if (!fallback.test(code)) throw new Error(`Excalidraw's font fallback changed in ${id}`)
      return {
        code: code.replace(fallback, `$1window.location.origin + ${JSON.stringify(EXCALIDRAW_ASSETS)}`),
        map: null,
      }
    },
    writeBundle(options) {
      if (!options.dir?.endsWith('client')) return
      cpSync(join(dist, 'fonts'), join(options.dir, EXCALIDRAW_ASSETS, 'fonts'), { recursive: true })
    },
  }
}

/**
 * Mantine's `Table` carries `Table.ScrollContainer`, whose `ScrollArea` brings floating-ui (15 kB gzip)
 * to every page with a table; our tables scroll in a plain box (components/table-scroll.tsx, ADR 62),
 * so the property is taken out of `Table`. Fails the build if Mantine changes the lines, or if the app
 * uses `Table.ScrollContainer` again.
 */
function tableWithoutScrollArea(): Plugin {
  const lines = [
    'import { TableScrollContainer } from "./TableScrollContainer.mjs";\n',
    'Table.ScrollContainer = TableScrollContainer;\n',
  ]
  return {
    name: 'portal-table-without-scroll-area',
    transform(code, id) {
      if (
        /[\\/]app[\\/].*\.tsx?$/.test(id) &&
        !id.includes('node_modules') &&
        /<Table\.ScrollContainer\b/.test(code)
      )
        throw new Error(`${id}: use components/table-scroll.tsx instead of Table.ScrollContainer (ADR 62)`)
      if (!/@mantine[\\/]core[\\/]esm[\\/]components[\\/]Table[\\/]Table\.mjs$/.test(id)) return null
      if (!lines.every((line) => code.includes(line))) throw new Error(`Mantine's Table changed in ${id}`)
      return { code: lines.reduce((result, line) => result.replace(line, ''), code), map: null }
    },
  }
}

/**
 * Mantine's AppShell bars, trimmed of what the portal does not use (their lines are replaced; the build
 * fails if Mantine changes them):
 * - the header, footer and aside read one class name from `react-remove-scroll`
 *   (`RemoveScroll.classNames.zeroRight`, the class that keeps a fixed bar clear of the scroll bar a
 *   modal's scroll lock hides), and so brought the whole scroll lock (4 kB gzip with its side car) to
 *   every signed-in page (ADR 72); the class name comes from the constants `react-remove-scroll` itself
 *   reads it from, and pages load the lock with their first modal or drawer;
 * - every bar renders a resize handle (1.3 kB gzip) that draws nothing unless the shell is given a
 *   `resize` controller (ADR 75); the build fails if the app gives one.
 */
function appShellTrimmed(): Plugin {
  const scrollLock = 'import { RemoveScroll } from "react-remove-scroll";\n'
  const constants = [
    'import { zeroRightClassName } from "react-remove-scroll-bar/constants";\n',
    'const RemoveScroll = { classNames: { zeroRight: zeroRightClassName } };\n',
  ].join('')
  const resizeHandle =
    'import { AppShellResizeHandle } from "../AppShellResizeHandle/AppShellResizeHandle.mjs";\n'
  return {
    name: 'portal-app-shell-trimmed',
    transform(code, id) {
      if (
        /[\\/]app[\\/].*\.tsx?$/.test(id) &&
        !id.includes('node_modules') &&
        /<AppShell\b[^>]*\sresize=/.test(code)
      )
        throw new Error(`${id}: AppShell's resize handle is left out of the build (vite.config.ts, ADR 75)`)
      const bar =
        /@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/]AppShell(Header|Footer|Aside|Navbar)[\\/]/.exec(
          id,
        )
      if (!bar) return null
      if (!code.includes(resizeHandle))
        throw new Error(`Mantine's AppShell changed its resize handle in ${id}`)
      let trimmed = code.replace(resizeHandle, 'const AppShellResizeHandle = () => null;\n')
      if (bar[1] !== 'Navbar') {
        if (!code.includes(scrollLock) || /RemoveScroll\.(?!classNames\.zeroRight)/.test(code))
          throw new Error(`Mantine's AppShell changed its use of react-remove-scroll in ${id}`)
        trimmed = trimmed.replace(scrollLock, constants)
      }
      return { code: trimmed, map: null }
    },
  }
}

/** Route modules by file (`routes/x.tsx`), as a pattern of their module ids. */
const routeModules = (files: readonly string[]) =>
  new RegExp(
    `[\\\\/]app[\\\\/](${files.map((file) => file.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|')})(\\?|$)`,
  )

// The document's frame and the signed-in layout's, each one chunk (ADR 72).
const frame = frameChunks([
  { name: 'frame', routes: routeModules(['entry.client.tsx', 'root.tsx']) },
  {
    name: 'signed-in-frame',
    routes: routeModules(['routes/default-layout.tsx']),
    without: routeModules([
      ...new Set([
        ...Object.entries(LAYOUT_FILES).flatMap(([layout, file]) => (layout === 'default' ? [] : [file])),
        ...SCREENS.flatMap((screen) => (screen.layout === 'default' ? [] : [screen.file])),
        ...Object.values(OTHER_ROUTE_FILES),
      ]),
    ]),
    apart: routeModules([LAYOUT_FILES.auth, 'routes/login.tsx']),
  },
])

export default defineConfig({
  plugins: [
    reactRouter(),
    excalidrawAssets(),
    tableWithoutScrollArea(),
    appShellTrimmed(),
    frame.plugin,
    // The charts' own d3-array (ADR 81): it is one file, shared with mermaid (loaded on demand), so the
    // charts' first load carried what mermaid uses of it too (1.2 kB gzip for `nice` and `ticks`).
    ownCopies({
      name: 'charts',
      packages: ['d3-array'],
      importers: /[\\/]app[\\/]components[\\/]charts[\\/]/,
    }),
    contractRoutes(join(import.meta.dirname, '../../packages/contracts/src')),
    webTextChunks(join(import.meta.dirname, 'build/web-text-chunks.json')),
  ],
  // Pre-bundled in dev, or the first load answers "504 Outdated Optimize Dep".
  optimizeDeps: {
    include: [
      '@mantine/core',
      '@mantine/hooks',
      '@mantine/form',
      '@mantine/notifications',
      '@tabler/icons-react',
      '@tanstack/react-query',
      'i18next',
      'react-i18next',
    ],
  },
  // Workspace packages export TypeScript sources; Vite compiles them into both builds.
  ssr: { noExternal: [/^@portal\//] },
  // WEB_SOURCEMAP=1 writes source maps (not linked from the scripts) to see what a chunk holds (ADR 52).
  build: {
    sourcemap: process.env.WEB_SOURCEMAP ? 'hidden' : false,
    rolldownOptions: {
      output: {
        // floating-ui (every popup's positioning, ~15 kB gzip) in a chunk of its own: left to itself the
        // bundler put it with small modules every page needs (Mantine's merged ref, the direction
        // provider), so pages without any popup loaded it too (ADR 58). React, which every page loads,
        // is grouped first, or the floating-ui group would take it in as a dependency.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 10 },
            ...frame.groups,
            { name: 'floating-ui', test: /node_modules[\\/]@floating-ui[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
})
