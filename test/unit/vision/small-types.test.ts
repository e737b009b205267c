import { describe, expect, it } from 'vitest'
import { ANIMALS } from '../../../src/shared/referee/types'
import { VISION } from '../../../src/shared/vision/params'
import type { Calibration } from '../../../src/shared/vision/types'
import { smallTypes } from '../../../src/shared/vision/visibility'
import { calibratedTable } from './helpers'

/**
 * Issue #20, "so they know whether to trust the camera on their table": the set-up screens ask for the
 * camera closer when calibration saw an animal only a few pixels across (TableNotices.svelte).
 */
const { SMALL } = VISION.policy

describe('animals small in the picture', () => {
  it('names none on a table seen from near, and exactly the types shrunk under the bar', () => {
    const { cal } = calibratedTable('scenegen', 'diag22', 11)
    for (const a of ANIMALS) expect(cal.animals[a].area).toBeGreaterThan(2 * SMALL)
    expect(smallTypes(cal)).toEqual([])
    const shrunk: Calibration = {
      ...cal,
      animals: {
        ...cal.animals,
        pig: { ...cal.animals.pig, area: SMALL - 1 },
        horse: { ...cal.animals.horse, area: SMALL },
      },
    }
    expect(smallTypes(shrunk)).toEqual(['pig'])
  })

  it('names the smallest type on a table where it is only a few pixels across', () => {
    // scenesreal real-diag-1 table 11: its pig about 245 pixels, some 15 across.
    const { cal } = calibratedTable('scenesreal', 'real-diag-1', 11)
    const smallest = [...ANIMALS].sort((a, b) => cal.animals[a].area - cal.animals[b].area)[0]!
    expect(cal.animals[smallest].area).toBeLessThan(SMALL)
    expect(smallTypes(cal)).toEqual([smallest])
  })

  it('does not name an animal that was small only because it was taken for a shadow', () => {
    // scenes3d diag23 table 1: a grey horse on pale laminate, read as 32 pixels of its outline while
    // segmentation passed over shadows; counted whole (calibrate.ts shadowsOrNot), every type is large.
    const { cal } = calibratedTable('scenes3d', 'diag23', 1)
    expect(cal.animals.horse.area).toBeGreaterThan(2 * SMALL)
    expect(smallTypes(cal)).toEqual([])
  })
})
