// Writes a Brotli (.br, best quality) and a gzip (.gz, level 9) copy beside each text asset of the
// client build, once, at build time: the server sends them to browsers that accept them (ADR 78) instead
// of compressing each response again at a fast, weaker setting. Fonts and pictures are compressed already.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const assets = new URL('../build/client/assets/', import.meta.url).pathname
const TEXT = /\.(js|css|svg|json|map)$/
/** Smaller than this, a response is sent as it is (the server's compression threshold). */
const MIN_BYTES = 1024
const toBrotli = promisify(brotliCompress)
const toGzip = promisify(gzip)

const started = Date.now()
const files = readdirSync(assets).filter(
  (name) => TEXT.test(name) && statSync(join(assets, name)).size >= MIN_BYTES,
)
let before = 0
let after = 0
// zlib's asynchronous calls run on libuv's thread pool: a few at a time keep every core busy.
const queue = [...files]
async function worker() {
  for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
    const body = readFileSync(join(assets, name))
    const [br, gz] = await Promise.all([
      toBrotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      toGzip(body, { level: 9 }),
    ])
    writeFileSync(join(assets, `${name}.br`), br)
    writeFileSync(join(assets, `${name}.gz`), gz)
    before += gz.length
    after += br.length
  }
}
await Promise.all(Array.from({ length: 4 }, worker))
console.warn(
  `precompressed ${files.length} assets in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
    `${(before / 1024).toFixed(0)} kB gzip, ${(after / 1024).toFixed(0)} kB brotli`,
)
