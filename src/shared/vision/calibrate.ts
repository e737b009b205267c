/**
 * Calibration once per camera and table (ARCHITECTURE: Camera referee, step 2): the empty table; one
 * sheep top-left, pig top-right, cow bottom-left, horse bottom-right; two clicks on the ends of an
 * action card. The result is plain JSON.
 */
import { ANIMALS, type Animal } from '../referee/types'
import { base64ToBytes, bytesToBase64 } from './base64'
import { regionFeatures } from './features'
import { flatField } from './lighting'
import { cardLabels } from './calibration-card'
import { components, type Component } from './morphology'
import { segment } from './segment'
import { silhouetteOf } from './silhouette'
import { VISION } from './params'
import type { AnimalModel, Calibration, Frame } from './types'

const QUARTERS = ['top-left', 'top-right', 'bottom-left', 'bottom-right'] as const

/**
 * Pictures of the four animals one calibration takes at most: each is segmented in full, and each
 * keeps up to VISION.features.MAX_VALUES colours per animal, which a saved calibration bounds
 * (calibration-schema.ts).
 */
export const MAX_LAYOUTS = 3
export type Quarter = (typeof QUARTERS)[number]

/**
 * Why calibration failed, as data the wizard words (issue #23): pictures of different sizes, no
 * empty-table picture, an animal missing from its quarter, cut by the picture's edge or not alone in
 * it, no card length, or a picture of the animals that differs from the empty table almost everywhere.
 * The message stays English, for developers.
 */
export type CalibrationProblem =
  | {
      kind: 'wrong-size'
      picture: 'empty' | 'animals'
      width: number
      height: number
      expectedWidth: number
      expectedHeight: number
    }
  | { kind: 'stored-size' }
  | { kind: 'no-empty-table' }
  | {
      /**
       * No animal in the quarter; the animal cut by the picture's edge; or something else lying in the
       * quarter beside it, further away than one animal reaches (or at the picture's edge).
       */
      kind: 'animal-missing' | 'animal-cut' | 'animal-not-alone'
      animal: Animal
      quarter: Quarter
      /** Which picture of the animals (0 = the first), when more than one was given. */
      layout?: number
      /**
       * Where to look, so the wizard can mark it on the picture: the box of the animal cut by the edge,
       * or of each thing lying in the quarter (the camera cannot tell which of them is the animal).
       */
      boxes?: Box[]
    }
  | { kind: 'no-card-length' }
  | { kind: 'no-animals' }
  | {
      /**
       * The picture of the animals differs from the empty table over `percent` of it, not only where
       * the animals lie (VISION.calibration.MOSTLY_CHANGED).
       */
      kind: 'table-changed'
      percent: number
      layout?: number
    }

/** A box in picture pixels: left, top, right, bottom, all inclusive. */
export type Box = [x0: number, y0: number, x1: number, y1: number]

const boxOf = (c: Component): Box => [c.x0, c.y0, c.x1, c.y1]

export class CalibrationError extends Error {
  override name = 'CalibrationError'
  constructor(
    message: string,
    readonly problem: CalibrationProblem,
  ) {
    super(message)
  }
}

/** Quarter of each animal in the calibration frame: the convention is ANIMALS order, row by row. */
export const CALIBRATION_QUADRANTS = Object.fromEntries(ANIMALS.map((a, q) => [a, QUARTERS[q]!])) as Record<
  Animal,
  Quarter
>

export interface CalibrationInput {
  /** One or more frames of the empty table (several are averaged: less noise). */
  empty: Frame | Frame[]
  /**
   * The four calibration animals, one per quadrant; or more than one picture of them, each animal
   * turned and moved within its quarter between pictures. Each animal is then learnt from every
   * picture (mergeLayouts): a pose that hides or shows more of it than usual counts for less.
   */
  animals: Frame | Frame[]
  /** Two clicks on the ends of the action card's long side, or its length in pixels. */
  card: [[number, number], [number, number]] | number
  /**
   * Whether segmentation passes over shadows on this table, given rather than chosen from the picture of
   * the animals (shadowsOrNot). For tests that keep a scenario found before calibration chose.
   */
  shadows?: boolean
}

function checkSize(f: Frame, w: number, h: number, picture: 'empty' | 'animals'): void {
  if (f.width !== w || f.height !== h || f.data.length !== w * h * 4) {
    const what = picture === 'empty' ? 'an empty-table frame' : 'the calibration frame'
    throw new CalibrationError(
      `${what} is ${f.width}x${f.height}, expected ${w}x${h} RGBA like the empty table`,
      { kind: 'wrong-size', picture, width: f.width, height: f.height, expectedWidth: w, expectedHeight: h },
    )
  }
}

/** RGB bytes of the (averaged) empty table. */
function tableBytes(frames: Frame[]): Uint8Array {
  const first = frames[0]
  if (!first) throw new CalibrationError('no empty-table frame', { kind: 'no-empty-table' })
  const n = first.width * first.height
  const out = new Uint8Array(n * 3)
  for (const f of frames) checkSize(f, first.width, first.height, 'empty')
  for (let i = 0; i < n; i++) {
    for (let k = 0; k < 3; k++) {
      let s = 0
      for (const f of frames) s += f.data[i * 4 + k]!
      out[i * 3 + k] = Math.round(s / frames.length)
    }
  }
  return out
}

const tableCache = new WeakMap<Calibration, { table: Uint8Array; flat: Float32Array }>()

function decoded(cal: Calibration): { table: Uint8Array; flat: Float32Array } {
  let t = tableCache.get(cal)
  if (!t) {
    const table = base64ToBytes(cal.tablePixels)
    if (table.length !== cal.width * cal.height * 3)
      throw new CalibrationError('calibration table image has the wrong size', { kind: 'stored-size' })
    t = { table, flat: flatField(table, cal.width, cal.height) }
    tableCache.set(cal, t)
  }
  return t
}

/** The empty table's RGB bytes, decoded once per calibration object. */
export const tableOf = (cal: Calibration): Uint8Array => decoded(cal).table

/** 1 / the empty table's light falloff per pixel (see lighting.ts flatField), once per calibration. */
export const flatOf = (cal: Calibration): Float32Array => decoded(cal).flat

/**
 * Whether segmentation passes over shadows on this table: true unless calibration found an animal that
 * looks like one (shadowsOrNot); a calibration saved before it could choose passes over them.
 */
export const passesShadows = (cal: Calibration): boolean => cal.shadows !== false

export function calibrate(input: CalibrationInput): Calibration {
  const empties = Array.isArray(input.empty) ? input.empty : [input.empty]
  const table = tableBytes(empties)
  const { width: w, height: h } = empties[0]!
  const pictures = Array.isArray(input.animals) ? input.animals : [input.animals]
  if (pictures.length === 0 || pictures.length > MAX_LAYOUTS)
    throw new CalibrationError(`give 1 to ${MAX_LAYOUTS} pictures of the four animals`, {
      kind: 'no-animals',
    })
  for (const f of pictures) checkSize(f, w, h, 'animals')
  const flat = flatField(table, w, h)
  const read = (shadows: boolean): Layouts | CalibrationError => {
    let fit = 0
    try {
      const layouts = pictures.map((f, k) => {
        try {
          const one = animalModels(f, table, flat, input.card, pictures.length > 1 ? k : undefined, shadows)
          if (k === 0) fit = one.fit
          return one.models
        } catch (e) {
          // With more than one picture, the message says which (the problem carries it as `layout`).
          if (!(e instanceof CalibrationError) || pictures.length === 1) throw e
          throw new CalibrationError(`picture ${k + 1} of the animals: ${e.message}`, e.problem)
        }
      })
      return { layouts, fit, shadows }
    } catch (e) {
      if (e instanceof CalibrationError) return e
      throw e
    }
  }
  const given = input.shadows === undefined ? null : read(input.shadows)
  if (given instanceof CalibrationError) throw given
  const { layouts, fit, shadows } = given ?? shadowsOrNot(read(true), read(false))
  const models = layouts.length === 1 ? layouts[0]! : mergeLayouts(layouts)
  const cardLengthPx =
    typeof input.card === 'number'
      ? input.card
      : Math.hypot(input.card[1][0] - input.card[0][0], input.card[1][1] - input.card[0][1])
  if (!(cardLengthPx > 0))
    throw new CalibrationError('the action card length must be more than 0 pixels', {
      kind: 'no-card-length',
    })
  const cal: Calibration = {
    version: 1,
    width: w,
    height: h,
    tablePixels: bytesToBase64(table),
    animals: models,
    cardLengthPx,
    textureFit: Math.round(fit * 1000) / 1000,
    ...(shadows ? {} : { shadows: false as const }),
  }
  tableCache.set(cal, { table, flat })
  return cal
}

/** The animals of every picture, read with or without passing over shadows. */
interface Layouts {
  layouts: Record<Animal, AnimalModel>[]
  fit: number
  shadows: boolean
}

/**
 * Whether segmentation passes over shadows on this table. A pixel darker than the table by about the same
 * factor in all three channels is taken for a shadow and not counted as change (pixel-tests.ts isShadow):
 * an animal's cast shadow would otherwise join it to its neighbours. But an animal of the table's own hue
 * and darker (a grey horse on pale laminate) darkens the table just so, and is then passed over: seen as
 * a few pixels of its outline, or not at all. The calibration picture tells which table this is: read
 * both ways (`on` passing over shadows, `off` counting them), a type whose area read passing over them is
 * under VISION.calibration.SHADOW_SHARE of its area read counting them was mostly taken for a shadow, and
 * this table counts shadows as change. Where only one reading finds the four animals whole and apart, it
 * is that one; where neither does, the error is the usual reading's (passing over shadows).
 */
function shadowsOrNot(on: Layouts | CalibrationError, off: Layouts | CalibrationError): Layouts {
  if (on instanceof CalibrationError) {
    if (off instanceof CalibrationError) throw on
    return off
  }
  if (off instanceof CalibrationError) return on
  const { SHADOW_SHARE } = VISION.calibration
  const hidden = on.layouts.some((models, k) =>
    ANIMALS.some((a) => models[a].area < SHADOW_SHARE * off.layouts[k]![a].area),
  )
  return hidden ? off : on
}

/**
 * The four animals as one picture shows them: each one's model, read from the blob in its quarter, and
 * how well the table's texture fitted (segment.ts). `layout` names the picture in errors.
 */
function animalModels(
  picture: Frame,
  table: Uint8Array,
  flat: Float32Array,
  clicks: CalibrationInput['card'],
  layout: number | undefined,
  shadows: boolean,
): { models: Record<Animal, AnimalModel>; fit: number } {
  const { fragment, minArea, reach, MOSTLY_CHANGED } = VISION.calibration
  const { width: w, height: h } = picture
  const which = layout === undefined ? {} : { layout }
  const seg = segment(picture, table, { maxHole: Math.round((w * h) / 100), flat, shadows })
  // Differing from the empty table almost everywhere, the picture shows no animal apart from the table.
  let changed = 0
  for (let i = 0; i < w * h; i++) changed += seg.mask[i]!
  if (changed > MOSTLY_CHANGED * w * h) {
    const percent = Math.round((100 * changed) / (w * h))
    throw new CalibrationError(
      `the picture of the animals differs from the empty table over ${percent}% of it: the light or the camera changed since the empty table was taken, or the camera cannot read this table's colour steadily. Take the empty table again; if it happens again, a plain, lighter tablecloth helps`,
      { kind: 'table-changed', percent, ...which },
    )
  }
  const found = components(seg.mask, w, h)
  // The action card may have been left lying in the picture, where the user clicked its ends: whatever
  // its long side runs along is the card, not an animal, whichever quarter it lies in.
  const card = typeof clicks === 'number' ? null : cardLabels(clicks, found, w, h)
  const list = card ? found.list.filter((c) => !card.has(c.label)) : found.list
  const models = {} as Record<Animal, AnimalModel>
  // Blobs whose centre lies in each quarter, biggest first.
  const quarters = ANIMALS.map((_, q) =>
    list.filter(
      (c) =>
        Math.floor((c.x0 + c.x1) / w) === q % 2 &&
        Math.floor((c.y0 + c.y1) / h) === Math.floor(q / 2) &&
        c.area >= minArea,
    ),
  )
  // The longest of the four animals as seen (its box's diagonal): no one animal reaches further.
  const longest = Math.max(...quarters.map((here) => (here[0] ? extent([here[0]]) : 0)))
  ANIMALS.forEach((type, q) => {
    const quarter = CALIBRATION_QUADRANTS[type]
    const where = `the ${type} in the ${quarter} quarter`
    const here = quarters[q]!
    const blob = here[0]
    if (!blob) {
      throw new CalibrationError(
        `no ${type} found in the ${quarter} quarter of the calibration frame: put the animal well inside the picture. If it is already there, the camera cannot tell it from the table: a tablecloth of another colour helps`,
        {
          kind: 'animal-missing',
          animal: type,
          quarter,
          ...which,
        },
      )
    }
    // Sizeable things beside the biggest (see below).
    const parts = here.filter((c) => c === blob || c.area >= blob.area * fragment)
    const notAlone = (things: Component[]): CalibrationError =>
      new CalibrationError(
        `something else lies beside ${where}: lay the four animals out again, with nothing else in the picture. If it lay there when the empty table was taken and has moved since, take the empty table again`,
        { kind: 'animal-not-alone', animal: type, quarter, ...which, boxes: things.map(boxOf) },
      )
    if (blob.touchesBorder) {
      // A sizeable whole thing lies in the quarter too, further from what the edge cuts than one animal
      // reaches: the cut thing need not be the animal (a deck of cards at the edge beside a whole pig,
      // scenesray ray-fresh-32 table 0), so both are shown, as something beside the animal.
      const whole = parts.filter((c) => !c.touchesBorder)
      if (whole.length > 0 && extent([blob, ...whole]) > reach * longest) throw notAlone([blob, ...whole])
      throw new CalibrationError(
        `${where} is cut by the edge of the picture: lay the four animals out again, well inside the frame`,
        { kind: 'animal-cut', animal: type, quarter, ...which, boxes: [boxOf(blob)] },
      )
    }
    // Sizeable pieces beside the biggest: an animal close to the table's colour comes apart where its
    // paint is faint. They are that animal while all of them together reach no further than the longest
    // animal of the four does (VISION.calibration.reach); further, or at the picture's edge where the
    // animal itself is not, something else lies there too (a chip, a card, another animal).
    if (parts.length > 1 && (extent(parts) > reach * longest || parts.some((c) => c.touchesBorder))) {
      throw notAlone(parts)
    }
    const pixels = parts.length === 1 ? blob.pixels : Int32Array.from(parts.flatMap((c) => [...c.pixels]))
    // Colour is read over the whole filled silhouette (seg.mask), not just the pixels that differ from
    // the table by themselves: a pale sheep on a pale table shows only its outline and head as different,
    // and where the light is brighter (or clipped) even less, so its colour would depend on where it lies.
    const f = regionFeatures(pixels, seg.colour, w, seg.mask, seg.ceiling)
    // Visibility: the pixels that differ by themselves, over the silhouette; an animal seen in pieces is
    // measured against the hull of its pieces, the outline it would have had whole.
    let plain = 0
    for (const p of pixels) plain += seg.raw[p]!
    const silhouette = parts.length === 1 ? blob.area : Math.max(pixels.length, hullArea(pixels, w))
    models[type] = {
      type,
      area: f.area,
      histogram: Array.from(f.histogram, (v) => Math.round(v * 1e5) / 1e5),
      meanColour: f.meanColour,
      elongation: f.elongation,
      samples: Array.from(f.values ?? [], (v) => Math.round(v * 10) / 10),
      ceiling: f.ceiling,
      at: [Math.round(f.x * 10) / 10, Math.round(f.y * 10) / 10],
      visibility: Math.round((plain / silhouette) * 1000) / 1000,
      // An animal seen in pieces shows no outline of its own.
      ...(parts.length === 1 ? { silhouettes: [silhouetteOf(pixels, w)] } : {}),
    }
  })
  return { models, fit: seg.fit }
}

/**
 * One model per type from several pictures of it: sizes and elongations by their geometric mean (a
 * pose's error is a ratio), colours by their mean, the colour samples of every picture, the lowest
 * clipping ceiling, the mean place (the anchor of perspective.ts: log size is close to linear across the
 * picture, so the mean size belongs at the mean place) and the mean visibility.
 */
export function mergeLayouts(layouts: Record<Animal, AnimalModel>[]): Record<Animal, AnimalModel> {
  const n = layouts.length
  const mean = (f: (m: AnimalModel) => number, ms: AnimalModel[]): number =>
    ms.reduce((s, m) => s + f(m), 0) / n
  const round = (v: number, k: number): number => Math.round(v * k) / k
  return Object.fromEntries(
    ANIMALS.map((type) => {
      const ms = layouts.map((l) => l[type])
      const m: AnimalModel = {
        type,
        area: Math.exp(mean((x) => Math.log(x.area), ms)),
        histogram: ms[0]!.histogram.map((_, i) =>
          round(
            mean((x) => x.histogram[i]!, ms),
            1e5,
          ),
        ),
        meanColour: [0, 1, 2].map((c) => mean((x) => x.meanColour[c]!, ms)) as [number, number, number],
        elongation: Math.exp(mean((x) => Math.log(x.elongation), ms)),
      }
      if (ms.every((x) => x.samples && x.ceiling)) {
        m.samples = ms.flatMap((x) => x.samples!)
        m.ceiling = [0, 1, 2].map((c) => Math.min(...ms.map((x) => x.ceiling![c]!))) as [
          number,
          number,
          number,
        ]
      }
      if (ms.every((x) => x.at))
        m.at = [0, 1].map((c) =>
          round(
            mean((x) => x.at![c]!, ms),
            10,
          ),
        ) as [number, number]
      m.visibility = round(
        mean((x) => x.visibility ?? 1, ms),
        1000,
      )
      const outlines = ms.flatMap((x) => x.silhouettes ?? [])
      if (outlines.length > 0) m.silhouettes = outlines
      return [type, m]
    }),
  ) as Record<Animal, AnimalModel>
}

/** Diagonal of the box around some blobs, pixels. */
function extent(blobs: Component[]): number {
  const x0 = Math.min(...blobs.map((c) => c.x0))
  const y0 = Math.min(...blobs.map((c) => c.y0))
  const x1 = Math.max(...blobs.map((c) => c.x1))
  const y1 = Math.max(...blobs.map((c) => c.y1))
  return Math.hypot(x1 - x0 + 1, y1 - y0 + 1)
}

/** Pixels inside the convex hull of some pixels (monotone chain over pixel corners). */
function hullArea(pixels: Int32Array, w: number): number {
  const pts: [number, number][] = []
  for (const p of pixels) {
    const x = p % w
    const y = (p - x) / w
    pts.push([x, y], [x + 1, y], [x, y + 1], [x + 1, y + 1])
  }
  pts.sort((a, b) => a[0] - b[0] || a[1] - b[1])
  const cross = (o: [number, number], a: [number, number], b: [number, number]): number =>
    (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])
  const half = (list: [number, number][]): [number, number][] => {
    const out: [number, number][] = []
    for (const p of list) {
      while (out.length >= 2 && cross(out[out.length - 2]!, out[out.length - 1]!, p) <= 0) out.pop()
      out.push(p)
    }
    out.pop()
    return out
  }
  const hull = [...half(pts), ...half([...pts].reverse())]
  let twice = 0
  hull.forEach((p, i) => {
    const q = hull[(i + 1) % hull.length]!
    twice += p[0] * q[1] - q[0] * p[1]
  })
  return Math.abs(twice) / 2
}
