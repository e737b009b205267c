/**
 * Flat wooden animals in side profile, as signed distance fields in the token's own frame: one unit is
 * the animal's body length, x points to its nose and y up its back. The outlines are this source's own
 * design (cloudy sheep, round pig, boxy horned cow, long-necked horse), drawn from how such toys look,
 * not from any other generator.
 */
import type { Animal } from '../../src/shared/referee/types'

export type Sdf = (x: number, y: number) => number

/** Length of (x, y): Math.hypot is several times slower, and these run millions of times a picture. */
const len = (x: number, y: number): number => Math.sqrt(x * x + y * y)

const circle =
  (cx: number, cy: number, r: number): Sdf =>
  (x, y) =>
    len(x - cx, y - cy) - r

const ellipse =
  (cx: number, cy: number, rx: number, ry: number): Sdf =>
  (x, y) =>
    (len((x - cx) / rx, (y - cy) / ry) - 1) * Math.min(rx, ry)

/** A stroke from (ax, ay) to (bx, by) with round ends. */
const capsule =
  (ax: number, ay: number, bx: number, by: number, r: number): Sdf =>
  (x, y) => {
    const px = x - ax
    const py = y - ay
    const dx = bx - ax
    const dy = by - ay
    const t = Math.max(0, Math.min(1, (px * dx + py * dy) / (dx * dx + dy * dy)))
    return len(px - dx * t, py - dy * t) - r
  }

const roundBox =
  (cx: number, cy: number, hx: number, hy: number, r: number): Sdf =>
  (x, y) => {
    const qx = Math.abs(x - cx) - hx + r
    const qy = Math.abs(y - cy) - hy + r
    return len(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - r
  }

const union =
  (...parts: Sdf[]): Sdf =>
  (x, y) => {
    let d = Infinity
    for (const p of parts) d = Math.min(d, p(x, y))
    return d
  }

/** The parts a painter picks out on each animal, so paint can follow them. */
export interface Profile {
  outline: Sdf
  head: Sdf
  legs: Sdf
  /** Where the eye is painted. */
  eye: [number, number]
  /** Extra detail: the sheep's face, the pig's snout, the cow's udder, the horse's mane. */
  detail: Sdf
}

const sheepLegs = union(capsule(-0.24, -0.12, -0.25, -0.44, 0.05), capsule(0.2, -0.12, 0.21, -0.44, 0.05))
const sheepHead = union(ellipse(0.44, 0.1, 0.14, 0.1), capsule(0.36, 0.19, 0.27, 0.26, 0.035))
const sheep: Profile = {
  outline: union(
    circle(-0.22, 0.04, 0.21),
    circle(-0.02, 0.12, 0.23),
    circle(0.18, 0.06, 0.21),
    circle(-0.08, -0.06, 0.21),
    circle(0.12, -0.05, 0.19),
    circle(-0.34, -0.04, 0.12),
    sheepHead,
    sheepLegs,
  ),
  head: sheepHead,
  legs: sheepLegs,
  eye: [0.47, 0.13],
  detail: ellipse(0.46, 0.09, 0.11, 0.075),
}

const pigLegs = union(capsule(-0.25, -0.12, -0.26, -0.36, 0.07), capsule(0.22, -0.12, 0.23, -0.36, 0.07))
const pigHead = union(circle(0.34, 0.05, 0.17), capsule(0.42, 0.02, 0.53, 0.0, 0.08))
const pig: Profile = {
  outline: union(
    ellipse(0, 0, 0.42, 0.26),
    pigHead,
    capsule(0.27, 0.19, 0.35, 0.33, 0.05),
    circle(-0.45, 0.09, 0.05),
    pigLegs,
  ),
  head: pigHead,
  legs: pigLegs,
  eye: [0.36, 0.1],
  detail: capsule(0.49, 0.01, 0.54, 0.0, 0.06),
}

const cowLegs = union(
  capsule(-0.31, -0.1, -0.31, -0.47, 0.055),
  capsule(-0.19, -0.1, -0.2, -0.47, 0.05),
  capsule(0.2, -0.1, 0.21, -0.47, 0.05),
  capsule(0.31, -0.1, 0.32, -0.47, 0.055),
)
const cowHead = union(capsule(0.42, 0.13, 0.56, 0.0, 0.09), capsule(0.42, 0.22, 0.48, 0.31, 0.03))
const cow: Profile = {
  outline: union(
    roundBox(0, 0.02, 0.39, 0.2, 0.08),
    cowHead,
    circle(0.06, -0.19, 0.07),
    capsule(-0.38, 0.14, -0.47, -0.2, 0.025),
    circle(-0.47, -0.22, 0.045),
    cowLegs,
  ),
  head: cowHead,
  legs: cowLegs,
  eye: [0.48, 0.12],
  detail: circle(0.06, -0.19, 0.07),
}

const horseLegs = union(
  capsule(-0.25, -0.08, -0.28, -0.56, 0.045),
  capsule(-0.15, -0.08, -0.14, -0.56, 0.042),
  capsule(0.19, -0.08, 0.21, -0.56, 0.042),
  capsule(0.28, -0.08, 0.3, -0.56, 0.045),
)
const horseHead = union(capsule(0.43, 0.37, 0.61, 0.22, 0.07), capsule(0.41, 0.42, 0.43, 0.51, 0.03))
const horse: Profile = {
  outline: union(
    ellipse(0, 0, 0.37, 0.17),
    capsule(0.24, 0.04, 0.42, 0.35, 0.1),
    horseHead,
    capsule(-0.34, 0.08, -0.5, -0.28, 0.05),
    horseLegs,
  ),
  head: horseHead,
  legs: horseLegs,
  eye: [0.47, 0.35],
  detail: union(capsule(0.18, 0.14, 0.36, 0.44, 0.045), capsule(-0.34, 0.08, -0.5, -0.28, 0.05)),
}

export const PROFILES: Record<Animal, Profile> = { sheep, pig, cow, horse }
