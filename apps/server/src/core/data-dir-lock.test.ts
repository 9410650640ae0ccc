import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { hostname, tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { lockDataDir } from './data-dir-lock.ts'
import { openDatabase } from './db.ts'

const folders: string[] = []
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-lock-'))
  folders.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('the embedded database folder', () => {
  it('belongs to one holder at a time, and is free again once closed', async () => {
    const dir = folder()
    const first = openDatabase({ kind: 'pglite', dataDir: dir })
    expect(() => openDatabase({ kind: 'pglite', dataDir: dir })).toThrow(
      `The data folder ${dir} is in use by process ${process.pid}`,
    )
    await first.close()
    expect(existsSync(join(dir, 'portal.lock'))).toBe(false)
    const again = openDatabase({ kind: 'pglite', dataDir: dir })
    await again.ping()
    await again.close()
  })

  it('is taken over from a process that died without giving it back (kill -9)', () => {
    const dir = folder()
    // A pid that certainly ran and has certainly ended.
    const dead = spawnSync(process.execPath, ['-e', '0']).pid
    const stale = { pid: dead, host: hostname(), since: '2026-01-01T00:00:00.000Z' }
    writeFileSync(join(dir, 'portal.lock'), JSON.stringify(stale))
    const release = lockDataDir(dir)
    expect(JSON.parse(readFileSync(join(dir, 'portal.lock'), 'utf8')).pid).toBe(process.pid)
    release()
  })

  it('is left alone when held from another host, which cannot be asked', () => {
    const dir = folder()
    const remote = { pid: 1, host: `not-${hostname()}`, since: '2026-01-01T00:00:00.000Z' }
    writeFileSync(join(dir, 'portal.lock'), JSON.stringify(remote))
    expect(() => lockDataDir(dir)).toThrow(/in use by process 1 on not-/)
  })
})
