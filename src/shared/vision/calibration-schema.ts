/**
 * A saved calibration as it comes back from storage, checked before any of it is used: every field a
 * bounded number, array or string of the size calibrate.ts writes, so a damaged or hand-edited record
 * is refused whole (the camera screens then ask for a new calibration) instead of reaching the pixel
 * code. Fields added later (samples, ceiling, at, visibility, silhouettes, textureFit, shadows) stay
 * optional: a calibration saved before them still reads. Unknown fields are dropped. The checks'
 * messages are ids, never read by people: a refused record is simply not used
 * (test/unit/referee/no-sentences.test.ts).
 */
import * as v from 'valibot'
import { ANIMALS, type Animal } from '../referee/types'
import { HIST_SIZE } from './features'
import type { AnimalModel, Calibration } from './types'

/** The largest picture a calibration is made on (the screens cut at most 640 pixels wide). */
export const MAX_SIDE = 4096
/**
 * Colours kept per animal: features.ts keeps at most VISION.features.MAX_VALUES (300), three channels
 * each, from each of up to calibrate.ts MAX_LAYOUTS (3) pictures.
 */
const MAX_SAMPLES = 3 * 1024
/** Outlines kept per animal: one from each of up to calibrate.ts MAX_LAYOUTS (3) pictures. */
const MAX_OUTLINES = 3
/** Relit colours and clipping ceilings are 0..255 scaled by the light model: far below this. */
const MAX_LEVEL = 1e6

const Level = v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(MAX_LEVEL))
const Triple = v.tuple([Level, Level, Level])
const Share = v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(1))
const Side = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_SIDE))

/** An animal's outline (silhouette.ts): its box inside the picture, one bit per pixel of it in base64. */
const SilhouetteSchema = v.pipe(
  v.object({ w: Side, h: Side, bits: v.pipe(v.string(), v.maxLength(4 * MAX_SIDE * MAX_SIDE)) }),
  v.check((s) => s.bits.length === 4 * Math.ceil(Math.ceil((s.w * s.h) / 8) / 3), 'silhouette-size'),
)

const ModelSchema = v.object({
  type: v.picklist(ANIMALS),
  area: v.pipe(v.number(), v.finite(), v.minValue(1), v.maxValue(MAX_SIDE * MAX_SIDE)),
  histogram: v.pipe(v.array(Share), v.length(HIST_SIZE)),
  meanColour: v.tuple([Share, Share, Share]),
  elongation: v.pipe(v.number(), v.finite(), v.minValue(1), v.maxValue(1000)),
  samples: v.optional(
    v.pipe(
      v.array(Level),
      v.maxLength(MAX_SAMPLES),
      v.check((s) => s.length % 3 === 0, 'samples-in-threes'),
    ),
  ),
  ceiling: v.optional(Triple),
  at: v.optional(v.tuple([Level, Level])),
  visibility: v.optional(Share),
  silhouettes: v.optional(v.pipe(v.array(SilhouetteSchema), v.minLength(1), v.maxLength(MAX_OUTLINES))),
})

export const CalibrationSchema = v.pipe(
  v.object({
    version: v.literal(1),
    width: Side,
    height: Side,
    tablePixels: v.pipe(v.string(), v.maxLength(4 * MAX_SIDE * MAX_SIDE)),
    animals: v.object(
      Object.fromEntries(ANIMALS.map((a) => [a, ModelSchema])) as Record<Animal, typeof ModelSchema>,
    ),
    cardLengthPx: v.pipe(v.number(), v.finite(), v.gtValue(0), v.maxValue(2 * MAX_SIDE)),
    textureFit: v.optional(v.pipe(v.number(), v.finite(), v.minValue(-1), v.maxValue(1))),
    shadows: v.optional(v.boolean()),
  }),
  // The empty table is width x height RGB bytes in base64: exactly 4 characters per pixel.
  v.check((c) => c.tablePixels.length === 4 * c.width * c.height, 'table-size'),
  v.check((c) => ANIMALS.every((a) => c.animals[a].type === a), 'filed-by-type'),
  v.check(
    (c) =>
      ANIMALS.every((a) => {
        const m: AnimalModel = c.animals[a]
        return (
          m.area <= c.width * c.height &&
          (!m.at || (m.at[0] <= c.width && m.at[1] <= c.height)) &&
          (m.silhouettes ?? []).every((s) => s.w <= c.width && s.h <= c.height)
        )
      }),
    'animal-outside',
  ),
)

/** The calibration in `raw`, or null when it is not one calibrate.ts could have written. */
export function parseCalibration(raw: unknown): Calibration | null {
  const parsed = v.safeParse(CalibrationSchema, raw)
  return parsed.success ? (parsed.output as Calibration) : null
}
