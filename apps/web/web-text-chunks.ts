import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import type { Plugin } from 'vite'

export const WEB_TEXT_CHUNKS = 'virtual:portal/web-text-chunks'
const FILE = /[\\/]packages[\\/]i18n[\\/]src[\\/](web-text-files[\\/])?([\w-]+)(?:[\\/]([\w-]+))?\.ts$/

/**
 * The client build's chunks of the web texts (ADR 75), as `virtual:portal/web-text-chunks` in the
 * server build: `en-US` is the English table of files, `en-US/okr` a file's chunk. The server names a
 * page's to the browser with the page (root.tsx), which fetches them with the page's scripts instead
 * of after them. The client build writes them to `handoff`, which the server build (after it) reads;
 * in development and in the client build the module is empty (the browser then finds them itself).
 */
export function webTextChunks(handoff: string): Plugin {
  let base = '/'
  let serving = false
  return {
    name: 'portal-web-text-chunks',
    configResolved(config) {
      base = config.base
      serving = config.command === 'serve'
    },
    resolveId(id) {
      return id === WEB_TEXT_CHUNKS ? `\0${WEB_TEXT_CHUNKS}` : null
    },
    load(id) {
      if (id !== `\0${WEB_TEXT_CHUNKS}`) return null
      const known = !serving && this.environment?.name !== 'client' && existsSync(handoff)
      return `export default ${known ? readFileSync(handoff, 'utf8') : '{}'}`
    },
    generateBundle(_options, bundle) {
      if (this.environment?.name !== 'client') return
      const chunks: Record<string, string> = {}
      for (const chunk of Object.values(bundle)) {
        const match = chunk.type === 'chunk' && chunk.facadeModuleId && FILE.exec(chunk.facadeModuleId)
        if (!match) continue
        const [, table, locale, file] = match
        if (table && !file) chunks[locale!] = base + chunk.fileName
        else if (!table && file) chunks[`${locale}/${file}`] = base + chunk.fileName
      }
      if (!Object.keys(chunks).some((key) => !key.includes('/')))
        this.error('no chunks of the web texts found (web-text-chunks.ts)')
      mkdirSync(dirname(handoff), { recursive: true })
      writeFileSync(handoff, JSON.stringify(chunks))
    },
  }
}
