// Writes build/client/builds/latest.json ({id, timestamp}) next to the assets, with the id the
// server build embeds, so running clients can tell that a newer build is out.
import { createHash } from 'node:crypto'
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const client = new URL('../build/client/', import.meta.url).pathname
const server = new URL('../build/server/', import.meta.url).pathname
const hash = createHash('sha256')
for (const name of readdirSync(join(client, 'assets')).sort()) hash.update(name)
const info = { id: hash.digest('hex').slice(0, 16), timestamp: new Date().toISOString() }
mkdirSync(join(client, 'builds'), { recursive: true })
writeFileSync(join(client, 'builds', 'latest.json'), `${JSON.stringify(info)}\n`)
// The server reads the running build's id from here to stamp it into every page.
writeFileSync(join(server, 'build-info.json'), `${JSON.stringify(info)}\n`)
console.warn(`build ${info.id}`)
