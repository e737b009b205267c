/**
 * Where animals lie: a drop as it lands from 20-30 cm (a few clusters, some animals settling against
 * each other, any turn, either face up, never on top of each other, all in view), the calibration
 * layout (one animal per quarter, apart), and the places a player's hand puts an animal.
 */
import type { Rng } from '../../src/shared/engine/rng'
import type { Animal } from '../../src/shared/referee/types'
import { sampleSdf } from './box'
import { project } from './camera3d'
import type { Placed, Stage } from './render'

/** Pixels kept clear between any token and the picture's edge. */
export const VIEW_MARGIN = 8

/** The token's edge points in table cm. */
function edgeOnTable(stage: Stage, p: Placed): Float32Array {
  const s = stage.box.sprites[p.type]
  const c = Math.cos(p.angle)
  const sn = Math.sin(p.angle)
  const m = p.mirrored ? -1 : 1
  const out = new Float32Array(s.edge.length)
  for (let i = 0; i < s.edge.length; i += 2) {
    const lx = s.edge[i]!
    const ly = s.edge[i + 1]! * m
    out[i] = p.x + c * lx - sn * ly
    out[i + 1] = p.y + sn * lx + c * ly
  }
  return out
}

/** Whether the whole token (walls included) lies inside the pixel rectangle [x0, x1) x [y0, y1). */
export function inRect(stage: Stage, p: Placed, x0: number, y0: number, x1: number, y1: number): boolean {
  const e = edgeOnTable(stage, p)
  for (let i = 0; i < e.length; i += 2)
    for (const z of [0, stage.box.thickness]) {
      const [u, v] = project(stage.cam, e[i]!, e[i + 1]!, z)
      if (u < x0 || v < y0 || u >= x1 || v >= y1) return false
    }
  return true
}

export function inView(stage: Stage, p: Placed): boolean {
  const { width: w, height: h } = stage.cam
  return inRect(stage, p, VIEW_MARGIN, VIEW_MARGIN, w - VIEW_MARGIN, h - VIEW_MARGIN)
}

/** Whether a and b come closer than `gap` cm (0: touching is allowed, overlapping is not). */
export function tooClose(stage: Stage, a: Placed, b: Placed, gap: number): boolean {
  const sa = stage.box.sprites[a.type]
  const sb = stage.box.sprites[b.type]
  if (Math.hypot(a.x - b.x, a.y - b.y) > sa.radius + sb.radius + gap) return false
  const inside = (p: Placed, q: Placed): boolean => {
    const e = edgeOnTable(stage, p)
    const s = stage.box.sprites[q.type]
    const c = Math.cos(q.angle)
    const sn = Math.sin(q.angle)
    const m = q.mirrored ? -1 : 1
    for (let i = 0; i < e.length; i += 2) {
      const dx = e[i]! - q.x
      const dy = e[i + 1]! - q.y
      if (sampleSdf(s, c * dx + sn * dy, (-sn * dx + c * dy) * m) < gap) return true
    }
    return false
  }
  return inside(a, b) || inside(b, a)
}

export const fitsAmong = (stage: Stage, p: Placed, others: Placed[], gap: number): boolean =>
  inView(stage, p) && others.every((o) => !tooClose(stage, p, o, gap))

/** The table point seen at pixel (u, v). */
export function tableAt(stage: Stage, u: number, v: number): [number, number] {
  const i = Math.round(v) * stage.cam.width + Math.round(u)
  return [stage.field.tx[i]!, stage.field.ty[i]!]
}

const gauss = (rng: Rng): number =>
  Math.sqrt(-2 * Math.log(1 - rng.float())) * Math.cos(2 * Math.PI * rng.float())

/** Slides `p` towards `target` until it (nearly) touches something, as animals settle in a drop. */
function settle(stage: Stage, p: Placed, others: Placed[], tx: number, ty: number): Placed {
  let cur = p
  for (let k = 0; k < 60; k++) {
    const d = Math.hypot(tx - cur.x, ty - cur.y)
    if (d < 0.2) break
    const next = { ...cur, x: cur.x + ((tx - cur.x) / d) * 0.15, y: cur.y + ((ty - cur.y) / d) * 0.15 }
    if (!fitsAmong(stage, next, others, 0)) break
    cur = next
  }
  return cur
}

/** A drop of `types` as it lands; a drop with no room left for an animal is dropped again. */
export function drop(rng: Rng, stage: Stage, types: Animal[]): Placed[] {
  for (let again = 0; again < 20; again++) {
    const placed = tryDrop(rng, stage, types)
    if (placed) return placed
  }
  throw new Error(`scenes3d: no room on this table for a drop of ${types.length}`)
}

function tryDrop(rng: Rng, stage: Stage, types: Animal[]): Placed[] | null {
  const { width: w, height: h } = stage.cam
  const clusters = Array.from({ length: 1 + rng.int(3) }, () =>
    tableAt(stage, w * (0.2 + 0.6 * rng.float()), h * (0.2 + 0.6 * rng.float())),
  )
  const spread = 5 + rng.float() * 7
  const placed: Placed[] = []
  for (const type of types) {
    let ok: Placed | null = null
    for (let tries = 0; tries < 400 && !ok; tries++) {
      const [cx, cy] = rng.pick(clusters)
      const widen = 1 + tries / 60
      const p: Placed = {
        type,
        x: cx + gauss(rng) * spread * widen,
        y: cy + gauss(rng) * spread * widen,
        angle: rng.float() * 2 * Math.PI,
        mirrored: rng.float() < 0.5,
      }
      if (!fitsAmong(stage, p, placed, 0.05)) continue
      ok = rng.float() < 0.35 && placed.length > 0 ? settle(stage, p, placed, cx, cy) : p
    }
    if (!ok) return null
    placed.push(ok)
  }
  return placed
}

/** One sheep, pig, cow and horse in the top-left, top-right, bottom-left and bottom-right quarters. */
export function calibrationLayout(rng: Rng, stage: Stage): Placed[] {
  const { width: w, height: h } = stage.cam
  const quarters: [Animal, number, number][] = [
    ['sheep', 0, 0],
    ['pig', 1, 0],
    ['cow', 0, 1],
    ['horse', 1, 1],
  ]
  const placed: Placed[] = []
  for (const [type, qx, qy] of quarters) {
    let ok: Placed | null = null
    for (let tries = 0; tries < 3000 && !ok; tries++) {
      const [x, y] = tableAt(
        stage,
        (qx + 0.2 + 0.6 * rng.float()) * (w / 2),
        (qy + 0.2 + 0.6 * rng.float()) * (h / 2),
      )
      // Laid out by hand: roughly upright, sometimes turned, either face up.
      const p: Placed = { type, x, y, angle: gauss(rng) * 0.5, mirrored: rng.float() < 0.5 }
      const m = VIEW_MARGIN
      const inQuarter = inRect(
        stage,
        p,
        qx * (w / 2) + m,
        qy * (h / 2) + m,
        (qx + 1) * (w / 2) - m,
        (qy + 1) * (h / 2) - m,
      )
      if (inQuarter && placed.every((o) => !tooClose(stage, p, o, 1.5))) ok = p
    }
    if (!ok) throw new Error(`scenes3d: the ${type} does not fit in its quarter`)
    placed.push(ok)
  }
  return placed
}

/** Somewhere next to the animals already there (an added animal should not stand out). */
export function placeAmong(rng: Rng, stage: Stage, type: Animal, others: Placed[]): Placed | null {
  for (let tries = 0; tries < 300; tries++) {
    const near = others.length ? rng.pick(others) : null
    const [cx, cy] = near ? [near.x, near.y] : tableAt(stage, stage.cam.width / 2, stage.cam.height / 2)
    const r = 4 + rng.float() * (6 + tries / 20)
    const a = rng.float() * 2 * Math.PI
    const p: Placed = {
      type,
      x: cx + r * Math.cos(a),
      y: cy + r * Math.sin(a),
      angle: rng.float() * 2 * Math.PI,
      mirrored: rng.float() < 0.5,
    }
    if (fitsAmong(stage, p, others, 0.1)) return p
  }
  return null
}
