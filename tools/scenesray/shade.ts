/**
 * Shading of one surface point (see render.ts): direct light from each lamp through a few shadow
 * rays towards points spread over the lamp (soft shadows), a Blinn-Phong highlight no sharper than
 * the lamp's size allows, ambient light dimmed near contact, light bounced from the table onto the
 * pieces' side walls, the cut's rounded top edge, and a grazing reflection of the room on glossy tops.
 * The ray and its hit come in the shared scratch `dir` and `best`; the colour goes out in `col`.
 */
import type { Lens } from './lens'
import type { Lighting } from './light'
import { discSets as discSetsImport, SETS } from './light'
import { hash3 as hash3Import } from './noise'
import type { TableTop } from './surface'
import type { Hit, Solid, Surf } from './solid'
import {
  aoFactor as aoImport,
  blockedFromTable as blockedImport,
  candidates as candidatesImport,
  shadowed as shadowedImport,
  type Rect,
} from './reach'

// Hot functions bound once (a module loader's import getters would otherwise run on every call).
const hash3 = hash3Import
const aoFactor = aoImport
const shadowed = shadowedImport
const blockedFromTable = blockedImport
const candidates = candidatesImport
const discSets = discSetsImport
const cand = new Int32Array(4096)

export interface Scene {
  lens: Lens
  top: TableTop
  lighting: Lighting
  clutter: Solid[]
}

/** The ray being shaded and its nearest hit (filled by render.ts's cast). */
export const dir = new Float64Array(3)
export const best: Hit = { s: 0, face: 'top', u: 0, v: 0, w: 0, nx: 0, ny: 0, nz: 1 }
/** The shaded colour. */
export const col = new Float64Array(3)
const surf: Surf = { r: 0, g: 0, b: 0, spec: 0, shine: 1 }
const nrm = new Float64Array(3)
/** Shadow patches of the solids being rendered (set by each render call). */
let patches: Rect[][] = []
export function usePatches(p: Rect[][]): void {
  patches = p
}

/** The shading normal of a solid's surface at `best` into nrm: the cut's top edge is rounded. */
function normalOf(on: Solid): void {
  nrm[0] = best.nx
  nrm[1] = best.ny
  nrm[2] = best.nz
  if (best.face !== 'top' || on.bevel <= 0) return
  const d = on.shape.sdf(best.u, best.v)
  if (d <= -on.bevel) return
  const e = 0.01
  const gu = on.shape.sdf(best.u + e, best.v) - on.shape.sdf(best.u - e, best.v)
  const gv = on.shape.sdf(best.u, best.v + e) - on.shape.sdf(best.u, best.v - e)
  const g = Math.hypot(gu, gv) || 1
  const k = (1.2 * (1 + d / on.bevel)) / g
  for (let i = 0; i < 3; i++) nrm[i] = nrm[i]! + (gu * on.eu[i]! + gv * on.ev[i]!) * k
  const n = Math.hypot(nrm[0]!, nrm[1]!, nrm[2]!)
  for (let i = 0; i < 3; i++) nrm[i] = nrm[i]! / n
}

/** Radiance of the surface `cast` found, into col. */
export function shade(
  sc: Scene,
  solids: Solid[],
  on: Solid | null,
  px: number,
  py: number,
  sub: number,
): void {
  const l = sc.lens
  const t = best.s
  const x = l.pos[0] + dir[0]! * t
  const y = l.pos[1] + dir[1]! * t
  const z = l.pos[2] + dir[2]! * t
  let amb: number
  if (on === null) {
    sc.top.at(x, y, surf)
    nrm[0] = 0
    nrm[1] = 0
    nrm[2] = 1
    amb = aoFactor(solids, x, y)
  } else {
    on.material(best.u, best.v, best.w, best.face, surf)
    normalOf(on)
    // Sky seen by the face, light bounced off the table, darker where a wall meets the table.
    amb = (0.55 + 0.45 * nrm[2]!) * (nrm[2]! > 0.5 ? 1 : 0.6 + 0.4 * Math.min(1, z / 0.4))
  }
  const nx = nrm[0]!
  const ny = nrm[1]!
  const nz = nrm[2]!
  const amb3 = sc.lighting.ambient
  let r = surf.r * amb3[0] * amb
  let g = surf.g * amb3[1] * amb
  let b = surf.b * amb3[2] * amb
  const ox = x + nx * 0.003
  const oy = y + ny * 0.003
  const oz = z + nz * 0.003
  const set0 = Math.floor(hash3(px, py, sub) * SETS)
  const lights = sc.lighting.lights
  for (let li = 0; li < lights.length; li++) {
    const L = lights[li]!
    const base = ((set0 + li * 97) % SETS) * L.samples * 2
    let er = 0
    let seen = 0
    let cx = 0
    let cy = 0
    let cz = 0
    let dist = 1e9
    // On the table, the few solids whose shadow can fall here are found once for all samples.
    const nc = on === null ? candidates(patches, li, x, y, cand) : -1
    for (let j = 0; j < L.samples; j++) {
      const sa = discSets[base + 2 * j]!
      const sb = discSets[base + 2 * j + 1]!
      let lx: number
      let ly: number
      let lz: number
      let e = 1
      if (L.dir) {
        lx = L.dir[0]! + L.spread * (sa * L.ta[0]! + sb * L.tb[0]!)
        ly = L.dir[1]! + L.spread * (sa * L.ta[1]! + sb * L.tb[1]!)
        lz = L.dir[2]! + L.spread * (sa * L.ta[2]! + sb * L.tb[2]!)
        const n = Math.sqrt(lx * lx + ly * ly + lz * lz)
        lx /= n
        ly /= n
        lz /= n
      } else {
        const qx = L.pos[0]! + L.radius * (sa * L.ta[0]! + sb * L.tb[0]!) - x
        const qy = L.pos[1]! + L.radius * (sa * L.ta[1]! + sb * L.tb[1]!) - y
        const qz = L.pos[2]! + L.radius * (sa * L.ta[2]! + sb * L.tb[2]!) - z
        dist = Math.sqrt(qx * qx + qy * qy + qz * qz)
        lx = qx / dist
        ly = qy / dist
        lz = qz / dist
        const cosL = -(L.axis[0]! * lx + L.axis[1]! * ly + L.axis[2]! * lz)
        if (cosL <= 0) continue
        e = (Math.max(cosL, 0.05) * Math.PI * L.radius * L.radius) / (dist * dist)
        if (L.spot) e *= spot(L.spot, cosL)
      }
      const cosS = nx * lx + ny * ly + nz * lz
      if (cosS <= 0) continue
      cx += lx
      cy += ly
      cz += lz
      if (
        nc === -1
          ? shadowed(solids, patches, on, li, ox, oy, oz, lx, ly, lz, dist)
          : nc > 0 && blockedFromTable(solids, cand, nc, ox, oy, oz, lx, ly, lz, dist)
      )
        continue
      er += e * cosS
      seen++
    }
    if (er === 0) continue
    er /= L.samples
    r += surf.r * L.colour[0] * er
    g += surf.g * L.colour[1] * er
    b += surf.b * L.colour[2] * er
    if (surf.spec > 0) {
      // Highlight towards the lamp's centre, no sharper than the lamp's own size allows.
      const cl = Math.sqrt(cx * cx + cy * cy + cz * cz)
      let hx = cx / cl - dir[0]!
      let hy = cy / cl - dir[1]!
      let hz = cz / cl - dir[2]!
      const hl = Math.sqrt(hx * hx + hy * hy + hz * hz)
      hx /= hl
      hy /= hl
      hz /= hl
      const size = L.dir ? L.spread : L.radius / Math.max(dist, 1)
      const shine = Math.min(surf.shine, 5.6 / (size * size))
      const nh = Math.max(0, nx * hx + ny * hy + nz * hz)
      const k = surf.spec * ((shine + 8) / 8) * Math.pow(nh, shine) * er * (seen / L.samples)
      r += L.colour[0] * k
      g += L.colour[1] * k
      b += L.colour[2] * k
    }
  }
  if (on === null && sc.top.env > 0) {
    const c = Math.max(0, -dir[2]!)
    const f = sc.top.env * (1 + 10 * Math.pow(1 - c, 5))
    r += amb3[0] * f * 2
    g += amb3[1] * f * 2
    b += amb3[2] * f * 2
  }
  col[0] = r
  col[1] = g
  col[2] = b
}

function spot(s: [number, number], c: number): number {
  const t = Math.min(1, Math.max(0, (c - s[0]) / (s[1] - s[0])))
  return 0.08 + 0.92 * t * t * (3 - 2 * t)
}
