import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * The test files that take longest, longest first (seconds of one run with two workers, ADR 56). A run
 * ends when its last file does: started late, the authorization matrix alone kept one worker busy for
 * minutes after the other had run out of files. A file missing here only starts later; one listed that
 * no longer exists is ignored.
 */
const LONGEST_FIRST = [
  'apps/server/src/core/authorization-matrix.test.ts', // 358 s
  'apps/server/src/core/bad-input.test.ts', // 138 s
  'apps/server/src/modules/whiteboard/durability.test.ts', // 99 s (two server starts on a fresh folder)
  'apps/server/src/core/unknown-ids.test.ts', // 66 s
  'apps/server/src/core/data-dir-lock.test.ts', // 55 s
  'apps/server/src/server.test.ts', // a server start on a fresh folder
  'apps/server/src/core/openapi.test.ts', // 37 s
  'apps/server/src/modules/ppm/ppm.test.ts', // 37 s
  'apps/server/src/modules/trends/trends.test.ts', // 33 s
  'apps/server/src/core/path-spelling.test.ts', // 29 s
]

/**
 * Vitest's order (failed first, then longest by its cache of the last run, else largest file), with the
 * files above moved to the front: a fresh CI clone has no cache, and file size says little here.
 */
export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files)
    const rank = (spec: TestSpecification) => {
      const index = LONGEST_FIRST.findIndex((path) => spec.moduleId.endsWith(`/${path}`))
      return index < 0 ? LONGEST_FIRST.length : index
    }
    return sorted
      .map((spec, order) => ({ spec, order }))
      .sort((a, b) => rank(a.spec) - rank(b.spec) || a.order - b.order)
      .map(({ spec }) => spec)
  }
}
