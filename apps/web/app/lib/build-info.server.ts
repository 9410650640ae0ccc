import { readFileSync } from 'node:fs'

/** The running build's id, written by scripts/write-build-info.mjs; 'dev' under the Vite dev server. */
let cached: string | undefined
export function runningBuildId(): string {
  if (cached) return cached
  try {
    const info = JSON.parse(readFileSync(new URL('./build-info.json', import.meta.url), 'utf8')) as {
      id: string
    }
    cached = info.id
  } catch {
    cached = 'dev'
  }
  return cached
}
