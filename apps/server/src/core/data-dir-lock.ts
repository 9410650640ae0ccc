import { randomUUID } from 'node:crypto'
import { linkSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs'
import { hostname } from 'node:os'
import { join } from 'node:path'

interface Holder {
  pid: number
  host: string
  since: string
}

const LOCK_FILE = 'portal.lock'
/** The lock files this process holds: a second open in the same process is refused like any other. */
const heldHere = new Set<string>()

/**
 * Takes the embedded database's folder for this process alone. PGlite keeps its state in the process,
 * so a second process on the same folder would silently write a diverging copy (and lose it at the
 * next start). The lock is a file naming the holder; one left by a process that died (kill -9, a
 * crash) is taken over, since that process can no longer write.
 * Answers the function that gives the folder back.
 */
export function lockDataDir(dir: string): () => void {
  const path = join(dir, LOCK_FILE)
  const mine: Holder = { pid: process.pid, host: hostname(), since: new Date().toISOString() }
  for (let attempt = 0; attempt < 3; attempt++) {
    if (createExclusively(path, JSON.stringify(mine))) {
      heldHere.add(path)
      return () => {
        heldHere.delete(path)
        const holder = readHolder(path)
        if (holder?.pid === mine.pid && holder.since === mine.since) rmSync(path, { force: true })
      }
    }
    const holder = readHolder(path)
    if (holder && (heldHere.has(path) || isAlive(holder))) {
      throw new Error(
        `The data folder ${dir} is in use by process ${holder.pid} on ${holder.host} since ${holder.since}: ` +
          'only one process may own an embedded database. Stop that process, give this one another DATA_DIR, ' +
          'or use PostgreSQL (DATABASE_URL) to run several processes. If no such process runs, delete ' +
          `${path}.`,
      )
    }
    // The holder is gone: its lock is stale.
    rmSync(path, { force: true })
  }
  throw new Error(`Could not lock the data folder ${dir}: another process keeps taking it.`)
}

/** Creates the file with its content in one step (a hard link fails if the name exists), or answers false. */
function createExclusively(path: string, content: string) {
  const draft = `${path}.${randomUUID()}`
  writeFileSync(draft, content)
  try {
    linkSync(draft, path)
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  } finally {
    unlinkSync(draft)
  }
}

function readHolder(path: string): Holder | null {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Holder
  } catch {
    return null
  }
}

/**
 * Whether the holder may still be writing. A process on another host cannot be asked, so it counts as
 * alive; our own pid (not held here) means a restart that reused it (a container's pid 1), so the lock
 * is ours to take.
 */
function isAlive(holder: Holder) {
  if (holder.host !== hostname()) return true
  if (holder.pid === process.pid) return false
  try {
    process.kill(holder.pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
