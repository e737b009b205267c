/**
 * Calibration once per camera and table (ARCHITECTURE: Camera referee, step 2): the empty table; one
 * sheep top-left, pig top-right, cow bottom-left, horse bottom-right; two clicks on the ends of an
 * action card. The result is plain JSON.
 */
import { ANIMALS, type Animal } from '../referee/types'
import { base64ToBytes, bytesToBase64 } from './base64'
import { regionFeatures } from './features'
import { flatField } from './lighting'
import { components } from './morphology'
import { segment } from './segment'
import type { AnimalModel, Calibration, Frame } from './types'

export class CalibrationError extends Error {
  override name = 'CalibrationError'
}

/** Quadrant of each animal in the calibration frame, in ANIMALS order. */
export const CALIBRATION_QUADRANTS: Record<Animal, string> = {
  sheep: 'top-left',
  pig: 'top-right',
  cow: 'bottom-left',
  horse: 'bottom-right',
}

export interface CalibrationInput {
  /** One or more frames of the empty table (several are averaged: less noise). */
  empty: Frame | Frame[]
  /** The four calibration animals, one per quadrant. */
  animals: Frame
  /** Two clicks on the ends of the action card's long side, or its length in pixels. */
  card: [[number, number], [number, number]] | number
}

function checkSize(f: Frame, w: number, h: number, what: string): void {
  if (f.width !== w || f.height !== h || f.data.length !== w * h * 4) {
    throw new CalibrationError(
      `${what} is ${f.width}x${f.height}, expected ${w}x${h} RGBA like the empty table`,
    )
  }
}

/** RGB bytes of the (averaged) empty table. */
function tableBytes(frames: Frame[]): Uint8Array {
  const first = frames[0]
  if (!first) throw new CalibrationError('no empty-table frame')
  const n = first.width * first.height
  const out = new Uint8Array(n * 3)
  for (const f of frames) checkSize(f, first.width, first.height, 'an empty-table frame')
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
      throw new CalibrationError('calibration table image has the wrong size')
    t = { table, flat: flatField(table, cal.width, cal.height) }
    tableCache.set(cal, t)
  }
  return t
}

/** The empty table's RGB bytes, decoded once per calibration object. */
export const tableOf = (cal: Calibration): Uint8Array => decoded(cal).table

/** 1 / the empty table's light falloff per pixel (see lighting.ts flatField), once per calibration. */
export const flatOf = (cal: Calibration): Float32Array => decoded(cal).flat

/** A second piece at least this share of the animal's area in its quarter means it came apart. */
const FRAGMENT = 0.15
/**
 * Silhouette area of each wooden animal as a share of the action card's long side squared (8.8 cm;
 * the pieces are about 2.8, 3.0, 3.5 and 3.8 cm long), and how far off a calibration animal may be.
 */
const CARD_SHARE: Record<Animal, number> = { sheep: 0.068, pig: 0.075, cow: 0.107, horse: 0.116 }
const SIZE_SLACK = 0.3
/**
 * How far one calibration animal's size may be off the others', each against its own share of the card.
 * Light and table shrink or grow all four alike; one animal seen at well under its share next to the
 * others was seen only in part (a white sheep's body lost on a light table, a cow's pale legs on wood),
 * and every whole one would then read as two.
 */
const ALIKE_SLACK = 0.7

/**
 * A calibration animal far smaller or bigger than a real one beside the card was not seen whole (or is
 * two things). The slack is wide: a pale animal on a pale table is seen smaller, but consistently so in
 * every frame, and that calibration still serves.
 */
function checkSizes(models: Record<Animal, AnimalModel>, cardPx: number): void {
  const ratios = ANIMALS.map((type) => models[type].area / (CARD_SHARE[type] * cardPx * cardPx))
  ANIMALS.forEach((type, k) => {
    const ratio = ratios[k]!
    if (ratio < SIZE_SLACK || ratio > 1 / SIZE_SLACK) {
      throw new CalibrationError(
        `the ${type} in the ${CALIBRATION_QUADRANTS[type]} quarter looks ${ratio < 1 ? 'too small' : 'too big'} ` +
          'next to the action card: lay the four animals out again, or click the card ends again',
      )
    }
  })
  const sorted = [...ratios].sort((a, b) => a - b)
  const typical = (sorted[1]! + sorted[2]!) / 2
  ANIMALS.forEach((type, k) => {
    const alike = ratios[k]! / typical
    if (alike < ALIKE_SLACK || alike > 1 / ALIKE_SLACK) {
      throw new CalibrationError(
        `the ${type} in the ${CALIBRATION_QUADRANTS[type]} quarter looks ${alike < 1 ? 'too small' : 'too big'} ` +
          'next to the other three: it may not be seen whole; lay the four animals out again, apart from anything else',
      )
    }
  })
}

export function calibrate(input: CalibrationInput): Calibration {
  const empties = Array.isArray(input.empty) ? input.empty : [input.empty]
  const table = tableBytes(empties)
  const { width: w, height: h } = empties[0]!
  checkSize(input.animals, w, h, 'the calibration frame')
  const flat = flatField(table, w, h)
  const seg = segment(input.animals, table, { maxHole: Math.round((w * h) / 100), flat })
  const { list } = components(seg.mask, w, h)
  // Colour is read over the whole filled silhouette, not just the pixels that differ from the table by
  // themselves: a pale sheep on a pale table shows only its outline and head as different, and where
  // the light is brighter (or clipped) even less, so its colour would depend on where it lies.
  const inMask = (p: number): boolean => seg.mask[p] === 1
  const models = {} as Record<Animal, AnimalModel>
  ANIMALS.forEach((type, q) => {
    const qx = q % 2
    const qy = Math.floor(q / 2)
    // The biggest blob whose centre lies in this quadrant and that does not reach the frame's edge.
    const blob = list.find((c) => {
      const cx = (c.x0 + c.x1) / 2
      const cy = (c.y0 + c.y1) / 2
      return !c.touchesBorder && Math.floor((2 * cx) / w) === qx && Math.floor((2 * cy) / h) === qy
    })
    if (!blob || blob.area < 30) {
      throw new CalibrationError(
        `no ${type} found in the ${CALIBRATION_QUADRANTS[type]} quarter of the calibration frame`,
      )
    }
    // A second sizeable piece in the same quarter: the animal came apart (or two things lie there).
    const pieces = list.filter(
      (c) =>
        c !== blob &&
        c.area >= Math.max(30, blob.area * FRAGMENT) &&
        Math.floor((c.x0 + c.x1) / w) === qx &&
        Math.floor((c.y0 + c.y1) / h) === qy,
    )
    if (pieces.length > 0) {
      throw new CalibrationError(
        `the ${type} in the ${CALIBRATION_QUADRANTS[type]} quarter looks broken into pieces: ` +
          'lay the four animals out again, apart from anything else',
      )
    }
    const f = regionFeatures(blob.pixels, seg.colour, w, inMask, seg.ceiling)
    models[type] = {
      type,
      area: f.area,
      histogram: Array.from(f.histogram, (v) => Math.round(v * 1e5) / 1e5),
      meanColour: f.meanColour,
      elongation: f.elongation,
      samples: Array.from(f.values ?? [], (v) => Math.round(v * 10) / 10),
      ceiling: f.ceiling,
    }
  })
  const areas = ANIMALS.map((a) => models[a].area)
  if (Math.max(...areas) > 4 * Math.min(...areas)) {
    throw new CalibrationError(
      'the calibration animals differ too much in size: is one quarter holding two animals, or a hand?',
    )
  }
  const cardLengthPx =
    typeof input.card === 'number'
      ? input.card
      : Math.hypot(input.card[1][0] - input.card[0][0], input.card[1][1] - input.card[0][1])
  if (!(cardLengthPx > 0)) throw new CalibrationError('the action card length must be more than 0 pixels')
  checkSizes(models, cardLengthPx)
  const cal: Calibration = {
    version: 1,
    width: w,
    height: h,
    tablePixels: bytesToBase64(table),
    animals: models,
    cardLengthPx,
    textureFit: Math.round(seg.fit * 1000) / 1000,
  }
  tableCache.set(cal, { table, flat })
  return cal
}
