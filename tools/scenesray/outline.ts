/**
 * Side-profile outlines of the four die-cut animals, as signed distance functions built from a few
 * primitives (ellipses, capsules, rounded boxes) joined with a smooth minimum, the way a toy maker's
 * jigsaw rounds every inside corner. Units: the animal is about 1 long (nose to tail), facing +u, with
 * +v up. Each box ("family") draws its own style: how round the cut is, two or four legs, leg length,
 * head size, a fluffy or smooth sheep, so two boxes' horses differ in outline, not just in size.
 *
 * Every builder also names the regions the paint uses (head, legs, mane, snout...).
 */
import type { Animal } from '../../src/shared/referee/types'
import type { Rng } from '../../src/shared/engine/rng'
import { between } from './noise'

export type Sdf = (u: number, v: number) => number

export interface OutlineStyle {
  /** Smooth-union radius: how much the cut rounds the joints. */
  k: number
  legs: 2 | 4
  legW: number
  legL: number
  headS: number
  bodyH: number
  fluffy: boolean
  tailS: number
}

export interface Profile {
  outline: Sdf
  regions: Record<string, Sdf>
  /** Eye centre and radius. */
  eye: [number, number, number]
}

export function drawStyle(rng: Rng): OutlineStyle {
  return {
    k: between(rng, 0.012, 0.05),
    legs: rng.float() < 0.55 ? 4 : 2,
    legW: between(rng, 0.065, 0.1),
    legL: between(rng, 0.12, 0.26),
    headS: between(rng, 0.88, 1.18),
    bodyH: between(rng, 0.85, 1.15),
    fluffy: rng.float() < 0.6,
    tailS: between(rng, 0.8, 1.3),
  }
}

const circle =
  (cx: number, cy: number, r: number): Sdf =>
  (u, v) =>
    Math.hypot(u - cx, v - cy) - r

/** Ellipse (approximate distance: good enough near the outline, which is all a cut needs). */
const ellipse = (cx: number, cy: number, a: number, b: number, rot = 0): Sdf => {
  const [c, s] = [Math.cos(rot), Math.sin(rot)]
  return (u, v) => {
    const x = (u - cx) * c + (v - cy) * s
    const y = -(u - cx) * s + (v - cy) * c
    const k = Math.hypot(x / a, y / b)
    return (k - 1) * Math.min(a, b)
  }
}

const capsule =
  (ax: number, ay: number, bx: number, by: number, r: number): Sdf =>
  (u, v) => {
    const px = u - ax
    const py = v - ay
    const dx = bx - ax
    const dy = by - ay
    const h = Math.max(0, Math.min(1, (px * dx + py * dy) / (dx * dx + dy * dy)))
    return Math.hypot(px - dx * h, py - dy * h) - r
  }

const rbox = (cx: number, cy: number, hw: number, hh: number, r: number, rot = 0): Sdf => {
  const [c, s] = [Math.cos(rot), Math.sin(rot)]
  return (u, v) => {
    const x = Math.abs((u - cx) * c + (v - cy) * s) - hw + r
    const y = Math.abs(-(u - cx) * s + (v - cy) * c) - hh + r
    return Math.hypot(Math.max(x, 0), Math.max(y, 0)) + Math.min(Math.max(x, y), 0) - r
  }
}

function smin(a: number, b: number, k: number): number {
  const h = Math.max(k - Math.abs(a - b), 0) / k
  return Math.min(a, b) - h * h * k * 0.25
}

function union(k: number, parts: Sdf[]): Sdf {
  return (u, v) => {
    let d = parts[0]!(u, v)
    for (let i = 1; i < parts.length; i++) d = smin(d, parts[i]!(u, v), k)
    return d
  }
}

const hard =
  (parts: Sdf[]): Sdf =>
  (u, v) => {
    let d = Infinity
    for (const p of parts) d = Math.min(d, p(u, v))
    return d
  }

/** Legs hanging from the body's underside between v = top and v = bottom. */
function legs(st: OutlineStyle, top: number, bottom: number, front: number, back: number, w: number): Sdf[] {
  const xs = st.legs === 4 ? [back - 0.05, back + 0.06, front - 0.06, front + 0.05] : [back, front]
  return xs.map((x, i) =>
    rbox(x + (i % 2 ? 0.01 : -0.01), (top + bottom) / 2, w / 2, (top - bottom) / 2, w * 0.35),
  )
}

function sheep(st: OutlineStyle): Profile {
  const b = 0.24 * st.bodyH
  const body: Sdf[] = [ellipse(-0.02, 0.05, 0.36, b)]
  if (st.fluffy)
    for (let i = 0; i < 14; i++) {
      const a = (i / 14) * 2 * Math.PI
      body.push(circle(-0.02 + Math.cos(a) * 0.31, 0.05 + Math.sin(a) * (b - 0.05), 0.07))
    }
  const head = ellipse(0.38, 0.1, 0.12 * st.headS, 0.085 * st.headS, -0.6)
  const ear = ellipse(0.32, 0.19, 0.07, 0.03, 0.35)
  const legParts = legs(st, 0.05 - b * 0.6, -0.2 - st.legL, 0.17, -0.2, st.legW * 0.85)
  const tail = circle(-0.39, 0.12, 0.055 * st.tailS)
  return {
    outline: union(st.k, [union(0.02, body), head, ear, ...legParts, tail]),
    regions: { head: hard([head, ear]), legs: hard(legParts) },
    eye: [0.41, 0.14, 0.022],
  }
}

function pig(st: OutlineStyle): Profile {
  const body = ellipse(-0.03, 0.02, 0.38, 0.24 * st.bodyH)
  const head = circle(0.3, 0.05, 0.17 * st.headS)
  const snout = rbox(0.3 + 0.17 * st.headS, 0.0, 0.055, 0.075, 0.03)
  const ear = capsule(0.26, 0.18, 0.35, 0.31, 0.045)
  const legParts = legs(st, -0.1, -0.22 - st.legL * 0.6, 0.2, -0.22, st.legW * 1.1)
  const tail = union(0.01, [
    capsule(-0.4, 0.08, -0.46, 0.14, 0.022 * st.tailS),
    (u, v) => Math.abs(Math.hypot(u + 0.48, v - 0.18) - 0.035) - 0.016 * st.tailS,
  ])
  return {
    outline: union(st.k, [body, head, snout, ear, ...legParts, tail]),
    regions: { snout, ear, legs: hard(legParts) },
    eye: [0.32, 0.1, 0.02],
  }
}

function cow(st: OutlineStyle): Profile {
  const body = rbox(-0.04, 0.04, 0.36, 0.18 * st.bodyH, 0.07)
  const neck = capsule(0.26, 0.1, 0.38, 0.12, 0.09)
  const head = rbox(0.42, 0.1, 0.08 * st.headS, 0.13 * st.headS, 0.05, -0.45)
  const horn = capsule(0.4, 0.2, 0.45, 0.3, 0.024)
  const ear = capsule(0.37, 0.17, 0.28, 0.2, 0.03)
  const udder = circle(-0.1, -0.14 * st.bodyH, 0.065)
  const legParts = legs(st, -0.06, -0.22 - st.legL, 0.22, -0.26, st.legW)
  const tail = hard([capsule(-0.4, 0.18, -0.45, -0.1, 0.02 * st.tailS), ellipse(-0.455, -0.14, 0.035, 0.055)])
  return {
    outline: union(st.k, [body, neck, head, horn, ear, udder, ...legParts, tail]),
    regions: {
      horn,
      udder,
      muzzle: ellipse(0.5, -0.0, 0.065, 0.05, -0.45),
      hooves: (u, v) => Math.max(hard(legParts)(u, v), v + 0.16 + st.legL),
    },
    eye: [0.43, 0.13, 0.02],
  }
}

function horse(st: OutlineStyle): Profile {
  const body = ellipse(-0.06, 0.02, 0.33, 0.17 * st.bodyH)
  const neck = capsule(0.18, 0.06, 0.3, 0.3, 0.09)
  const head = capsule(0.3, 0.34, 0.46, 0.22, 0.06 * st.headS)
  const ear = capsule(0.28, 0.38, 0.3, 0.47, 0.024)
  const tail = capsule(-0.37, 0.12, -0.47, -0.16, 0.045 * st.tailS)
  const legParts = legs(st, -0.05, -0.27 - st.legL, 0.17, -0.28, st.legW * 0.85)
  const mane = capsule(0.14, 0.17, 0.27, 0.41, 0.05)
  return {
    outline: union(st.k, [body, neck, head, ear, tail, ...legParts]),
    regions: {
      mane,
      tail,
      hooves: (u, v) => Math.max(hard(legParts)(u, v), v + 0.23 + st.legL),
      muzzle: circle(0.47, 0.21, 0.05),
    },
    eye: [0.34, 0.33, 0.02],
  }
}

export function profile(type: Animal, st: OutlineStyle): Profile {
  return type === 'sheep' ? sheep(st) : type === 'pig' ? pig(st) : type === 'cow' ? cow(st) : horse(st)
}
