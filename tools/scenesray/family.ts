/**
 * One box of animals ("family"): the cut style, each type's length (typical length +-25%, drawn for
 * each type on its own, so one box's sheep may be larger than its cows), the paint (usually the
 * expected colours, sometimes not), printed details (eyes, spots, mane, hooves, a printed outline),
 * the varnish and the wood of the edge (plywood layers, beech, or painted all over).
 *
 * Each type's outline and paint are baked once into grids (0.25 mm cells) centred on the outline's
 * area centroid, so a piece at (x, y) has its centre of mass there.
 */
import type { Animal } from '../../src/shared/referee/types'
import { ANIMALS } from '../../src/shared/referee/types'
import type { Rng } from '../../src/shared/engine/rng'
import { between, clamp, fbm, hash3, lin, type Rgb } from './noise'
import { drawStyle, profile } from './outline'
import { gridShape } from './field'
import type { Face, Shape2, Surf } from './solid'

export interface PieceKind {
  type: Animal
  shape: Shape2
  /** Cut thickness, cm. */
  height: number
  /** Outline points (for contact tests) and inside points (for overlap shares), local cm. */
  rim: [number, number][]
  inner: [number, number][]
  /** Radius of the circle around the centroid that holds the outline. */
  radius: number
  material(u: number, v: number, w: number, face: Face, out: Surf): void
}

export type Family = Record<Animal, PieceKind>

const CELL = 0.03
const TYPICAL: Record<Animal, number> = { sheep: 3.9, pig: 3.9, cow: 4.4, horse: 4.4 }

type Scheme = Record<string, Rgb>

/** The paints of one type: usually the expected ones, one box in eight something unusual. */
function scheme(type: Animal, rng: Rng): Scheme {
  const odd = rng.float() < 0.12
  const p = <T>(xs: T[]): T => rng.pick(xs)
  if (type === 'sheep') {
    const body = odd
      ? p<Rgb>([
          [60, 56, 54],
          [170, 165, 160],
        ])
      : p<Rgb>([
          [243, 238, 222],
          [250, 249, 244],
          [236, 226, 200],
        ])
    const face = p<Rgb>([[45, 40, 40], [70, 60, 58], body, [230, 200, 190]])
    return { body, head: face, legs: rng.float() < 0.7 ? face : body, detail: [25, 22, 22] }
  }
  if (type === 'pig') {
    const body = odd
      ? p<Rgb>([
          [150, 95, 65],
          [60, 50, 50],
        ])
      : p<Rgb>([
          [242, 172, 182],
          [238, 152, 142],
          [250, 198, 204],
        ])
    return { body, snout: [body[0] * 0.9, body[1] * 0.72, body[2] * 0.8], detail: [60, 30, 35] }
  }
  if (type === 'cow') {
    const base = odd
      ? p<Rgb>([
          [165, 112, 72],
          [40, 38, 38],
        ])
      : p<Rgb>([
          [248, 246, 240],
          [240, 236, 226],
        ])
    const spots = odd
      ? p<Rgb>([
          [110, 70, 45],
          [245, 245, 240],
        ])
      : p<Rgb>([
          [30, 28, 28],
          [120, 68, 38],
          [150, 82, 40],
        ])
    return { body: base, spots, horn: [235, 222, 190], udder: [240, 170, 175], detail: [25, 22, 22] }
  }
  const body = odd
    ? p<Rgb>([
        [215, 214, 208],
        [40, 35, 34],
      ])
    : p<Rgb>([
        [150, 82, 40],
        [112, 60, 34],
        [170, 100, 48],
        [218, 178, 112],
      ])
  const mane = p<Rgb>([
    [35, 28, 25],
    [body[0] * 0.6, body[1] * 0.55, body[2] * 0.5],
    [240, 228, 200],
  ])
  return { body, mane, hooves: [40, 34, 30], detail: [20, 18, 18] }
}

export function drawFamily(rng: Rng): Family {
  const style = drawStyle(rng)
  const height = between(rng, 0.3, 0.6)
  const edge = rng.pick(['plywood', 'beech', 'beech', 'painted'] as const)
  const wood = rng.pick<Rgb>([
    [222, 190, 150],
    [205, 168, 120],
    [232, 208, 170],
  ])
  const gloss = rng.float() < 0.6 ? between(rng, 0.02, 0.09) : between(rng, 0.003, 0.015)
  const printedOutline = rng.float() < 0.3
  const fam = {} as Family
  for (const type of ANIMALS) {
    const length = TYPICAL[type] * between(rng, 0.75, 1.25)
    fam[type] = bake(type, style, length, height, scheme(type, rng), {
      edge,
      wood: lin(...wood),
      gloss,
      shine: between(rng, 25, 90),
      printedOutline,
      seed: rng.int(1 << 30),
    })
  }
  return fam
}

interface Finish {
  edge: 'plywood' | 'beech' | 'painted'
  wood: Rgb
  gloss: number
  shine: number
  printedOutline: boolean
  seed: number
}

function bake(
  type: Animal,
  style: ReturnType<typeof drawStyle>,
  length: number,
  height: number,
  sch: Scheme,
  fin: Finish,
): PieceKind {
  const prof = profile(type, style)
  // Extent and centroid in profile units, from a fine scan.
  let [umin, umax, vmin, vmax, su, sv, n] = [9, -9, 9, -9, 0, 0, 0]
  for (let v = -0.8; v <= 0.8; v += 0.01)
    for (let u = -0.8; u <= 0.8; u += 0.01)
      if (prof.outline(u, v) < 0) {
        umin = Math.min(umin, u)
        umax = Math.max(umax, u)
        vmin = Math.min(vmin, v)
        vmax = Math.max(vmax, v)
        su += u
        sv += v
        n++
      }
  const k = length / (umax - umin)
  const [cu, cv] = [su / n, sv / n]
  const toProf = (u: number, v: number): [number, number] => [u / k + cu, v / k + cv]
  const pad = 0.1
  const u0 = (umin - cu) * k - pad
  const u1 = (umax - cu) * k + pad
  const v0 = (vmin - cv) * k - pad
  const v1 = (vmax - cv) * k + pad
  const shape = gridShape((u, v) => prof.outline(...toProf(u, v)) < 0, u0, v0, u1, v1, CELL)
  const nx = Math.round((shape.u1 - u0) / CELL) + 1
  const ny = Math.round((shape.v1 - v0) / CELL) + 1
  const paint = new Float32Array(nx * ny * 3)
  const colour = paintOf(type, prof, sch, fin)
  for (let j = 0; j < ny; j++)
    for (let i = 0; i < nx; i++) {
      const [pu, pv] = toProf(u0 + i * CELL, v0 + j * CELL)
      const c = colour(pu, pv, shape.sdf(u0 + i * CELL, v0 + j * CELL) * (1 / k))
      paint.set(c, (j * nx + i) * 3)
    }
  const rim: [number, number][] = []
  const inner: [number, number][] = []
  let radius = 0
  for (let v = v0; v <= shape.v1; v += 0.1)
    for (let u = u0; u <= shape.u1; u += 0.1) {
      const d = shape.sdf(u, v)
      if (d < 0) {
        inner.push([u, v])
        radius = Math.max(radius, Math.hypot(u, v))
      }
      if (Math.abs(d) < 0.05) rim.push([u, v])
    }
  const side = fin.edge === 'painted' ? null : fin.wood
  return {
    type,
    shape,
    height,
    rim,
    inner,
    radius: radius + 0.1,
    material(u, v, w, face, out) {
      const i = clamp(Math.round((u - u0) / CELL), 0, nx - 1)
      const j = clamp(Math.round((v - v0) / CELL), 0, ny - 1)
      const o = (j * nx + i) * 3
      if (face === 'side' && side) {
        const layer = fin.edge === 'plywood' ? 0.8 + 0.25 * Math.cos((w / height) * Math.PI * 5) : 1
        const g = 0.88 + 0.2 * fbm(u * 3 + w * 9, v * 3, fin.seed, 2)
        out.r = side[0] * layer * g
        out.g = side[1] * layer * g
        out.b = side[2] * layer * g
        out.spec = 0.004
        out.shine = 8
        return
      }
      out.r = paint[o]!
      out.g = paint[o + 1]!
      out.b = paint[o + 2]!
      out.spec = face === 'side' ? fin.gloss * 0.5 : fin.gloss
      out.shine = fin.shine
    },
  }
}

/** The printed colour at a profile point (`edge` = signed distance to the outline, profile units). */
function paintOf(
  type: Animal,
  prof: ReturnType<typeof profile>,
  sch: Scheme,
  fin: Finish,
): (u: number, v: number, edge: number) => Rgb {
  const r = prof.regions
  const inR = (name: string, u: number, v: number): boolean => (r[name] ? r[name]!(u, v) < 0 : false)
  return (u, v, edge) => {
    let c: Rgb = sch.body!
    if (type === 'sheep') {
      if (inR('head', u, v)) c = sch.head!
      else if (inR('legs', u, v)) c = sch.legs!
    } else if (type === 'pig') {
      if (inR('snout', u, v)) c = sch.snout!
      if (inR('ear', u, v)) c = sch.snout!
      if (Math.hypot(u - 0.5, v - 0.02) < 0.014 || Math.hypot(u - 0.5, v + 0.03) < 0.014) c = sch.detail!
    } else if (type === 'cow') {
      if (fbm(u * 5.5, v * 5.5, fin.seed, 3) > 0.56) c = sch.spots!
      if (inR('horn', u, v)) c = sch.horn!
      if (inR('udder', u, v) || inR('muzzle', u, v)) c = sch.udder!
      if (inR('hooves', u, v)) c = sch.detail!
    } else {
      if (inR('mane', u, v) || inR('tail', u, v)) c = sch.mane!
      if (inR('hooves', u, v)) c = sch.hooves!
    }
    const [ex, ey, er] = prof.eye
    const de = Math.hypot(u - ex, v - ey)
    if (de < er) c = de < er * 0.45 && type !== 'sheep' ? [250, 250, 250] : sch.detail!
    if (fin.printedOutline && edge > -0.014) c = sch.detail!
    // Thin paint lets the wood's grain through a little.
    const grain = 0.95 + 0.07 * fbm(u * 2, v * 40, fin.seed + 5, 2) + 0.02 * hash3(u * 997, v * 991, fin.seed)
    const l = lin(c[0], c[1], c[2])
    return [l[0] * grain, l[1] * grain, l[2] * grain]
  }
}
