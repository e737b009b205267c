import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * Minutes-long files first, heaviest first, so the two workers of a 2-core CI machine share them
 * and the many small files fill in around them. (Vitest otherwise starts larger files first, and
 * the property tests are tiny files that drive long runs.)
 */
const HEAVY: [RegExp, number][] = [
  [/games\/s-head\/properties-/, 4],
  [/games\/(sneak-peek|sleek-seek)\/property/, 3],
  [/vision\/accuracy/, 2],
  [/property/, 1],
]
const weight = (file: TestSpecification): number => HEAVY.find(([re]) => re.test(file.moduleId))?.[1] ?? 0

class HeavyFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    return sorted
      .map((file, i) => ({ file, i, w: weight(file) }))
      .sort((a, b) => b.w - a.w || a.i - b.i)
      .map((x) => x.file)
  }
}

export default defineConfig({
  test: {
    include: ['test/unit/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default leaves one core free (one worker on a 2-core CI machine); use them all.
    maxWorkers: availableParallelism(),
    sequence: { sequencer: HeavyFirst },
  },
})
