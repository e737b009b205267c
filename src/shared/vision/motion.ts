/**
 * When to take the snapshot (ARCHITECTURE: Camera referee, step 3): only when the scene is still and no
 * hand is in view.
 */
import { ANIMALS } from '../referee/types'
import { passesShadows, tableOf } from './calibrate'
import { components } from './morphology'
import { segment } from './segment'
import type { Calibration, CocoDetection, Frame } from './types'
import { VISION } from './params'

const { STEP } = VISION.motion

export interface StillOptions {
  /** Grey levels a sample must change by to count as moving (default 18). */
  threshold?: number
  /** Share of moving samples allowed between consecutive frames (default 0.002). */
  maxMoving?: number
}

/**
 * True when consecutive frames differ only by noise and overall brightness. Each pair is compared after
 * matching mean brightness, so the camera's auto-exposure settling is not motion.
 */
export function isStill(frames: Frame[], opts: StillOptions = {}): boolean {
  const threshold = opts.threshold ?? 18
  const maxMoving = opts.maxMoving ?? 0.002
  if (frames.length < 2) return false
  for (let f = 1; f < frames.length; f++) {
    const a = frames[f - 1]!
    const b = frames[f]!
    if (a.width !== b.width || a.height !== b.height) return false
    const { width: w, height: h } = a
    let sa = 0
    let sb = 0
    let n = 0
    for (let y = 0; y < h; y += STEP) {
      for (let x = 0; x < w; x += STEP) {
        const i = (y * w + x) * 4
        sa += a.data[i]! + a.data[i + 1]! + a.data[i + 2]!
        sb += b.data[i]! + b.data[i + 1]! + b.data[i + 2]!
        n++
      }
    }
    const gain = sa > 0 ? sb / sa : 1
    let moving = 0
    for (let y = 0; y < h; y += STEP) {
      for (let x = 0; x < w; x += STEP) {
        const i = (y * w + x) * 4
        const d = Math.max(
          Math.abs(a.data[i]! * gain - b.data[i]!),
          Math.abs(a.data[i + 1]! * gain - b.data[i + 1]!),
          Math.abs(a.data[i + 2]! * gain - b.data[i + 2]!),
        )
        if (d > threshold) moving++
      }
    }
    if (moving > maxMoving * n) return false
  }
  return true
}

/**
 * Why the picture holds a hand, as data the camera screen words (issue #23): a person coco-ssd saw
 * (its score), a region `times` the size of the largest animal, something large reaching in from the edge.
 */
export type HandReason =
  { kind: 'person'; score: number } | { kind: 'large-region'; times: number } | { kind: 'from-edge' }

export interface HandReport {
  inView: boolean
  reasons: HandReason[]
  /** The picture has moved against the empty table further than can be undone: calibrate again. */
  moved: boolean
}

/**
 * A hand or person is in view when coco-ssd sees a person, or when something much larger than any
 * animal differs from the empty table, or a large region enters from the frame's edge (an arm).
 */
export function handInView(
  frame: Frame,
  cal: Calibration,
  persons: CocoDetection[] = [],
  minScore = 0.5,
): HandReport {
  const reasons: HandReason[] = []
  const people = persons.filter((d) => d.class === 'person' && d.score >= minScore)
  if (people.length > 0) reasons.push({ kind: 'person', score: Math.max(...people.map((p) => p.score)) })
  const aMax = Math.max(...ANIMALS.map((a) => cal.animals[a].area))
  const seg = segment(frame, tableOf(cal), {
    maxHole: Math.round(aMax * 1.3),
    textureFit: cal.textureFit,
    shadows: passesShadows(cal),
  })
  for (const c of components(seg.mask, frame.width, frame.height).list) {
    if (c.area > aMax * 10) reasons.push({ kind: 'large-region', times: Math.round(c.area / aMax) })
    else if (c.touchesBorder && c.area > aMax * 2.5) reasons.push({ kind: 'from-edge' })
    else continue
    break
  }
  return { inView: reasons.length > 0, reasons, moved: seg.moved }
}
