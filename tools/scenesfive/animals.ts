/**
 * One family's box: the four animal silhouettes (side profiles, head to +x, feet to +y), their sizes,
 * colours and print style, built as signed distance fields in design units (a body about 1 long) and
 * scaled to centimetres.
 */
import type { Rng } from '../../src/shared/engine/rng'
import type { Animal } from '../../src/shared/games/now-you-see-me/vocabulary'
import { buildArt, capsule, circle, ellipse, roundBox, smin, type Art, type Sdf } from './art'
import { fbm, hashFloat, hsvLinear, mix, scale, srgbToLinear, type Rgb } from './noise'

export interface Box {
  arts: Record<Animal, Art>
  /** Short description for the table's name. */
  style: string
}

/** Length of each animal's token in a typical box, cm. */
const NOMINAL_CM: Record<Animal, number> = { sheep: 3.4, pig: 3.5, cow: 4.0, horse: 4.5 }

interface Shape {
  sdf: Sdf
  /** Named parts the print colours differently (each an Sdf in design units). */
  parts: Record<string, Sdf>
  /** Eye position (design units). */
  eye: [number, number]
}

function sheepShape(rng: Rng, leg: number, head: number): Shape {
  const puffs: [number, number, number][] = []
  const n = 11 + rng.int(4)
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2 + rng.float() * 0.2
    puffs.push([-0.02 + Math.cos(a) * 0.33, -0.03 + Math.sin(a) * 0.19, 0.1 + rng.float() * 0.035])
  }
  const wool: Sdf = (x, y) => {
    let d = ellipse(x, y, -0.02, -0.03, 0.36, 0.22)
    for (const [cx, cy, r] of puffs) d = Math.min(d, circle(x, y, cx, cy, r))
    return d
  }
  const face: Sdf = (x, y) =>
    Math.min(
      ellipse(x, y, 0.42, -0.02, 0.14 * head, 0.095 * head, 0.55),
      ellipse(x, y, 0.34, -0.1, 0.075 * head, 0.03 * head, -0.5),
    )
  const legs: Sdf = (x, y) => {
    let d = 1e9
    for (const lx of [-0.24, -0.12, 0.11, 0.22])
      d = Math.min(d, capsule(x, y, lx, 0.12, lx, 0.12 + 0.22 * leg, 0.035))
    return d
  }
  return {
    sdf: (x, y) => Math.min(smin(wool(x, y), face(x, y), 0.05), legs(x, y)),
    parts: { wool, face, legs },
    eye: [0.44, -0.05],
  }
}

function pigShape(_rng: Rng, leg: number, head: number): Shape {
  const body: Sdf = (x, y) => ellipse(x, y, -0.04, 0, 0.4, 0.24)
  const headS: Sdf = (x, y) => circle(x, y, 0.32, -0.03, 0.17 * head)
  const snout: Sdf = (x, y) => roundBox(x, y, 0.32 + 0.19 * head, -0.0, 0.05, 0.085 * head, 0.04)
  const ear: Sdf = (x, y) => capsule(x, y, 0.27, -0.14, 0.35, -0.3 * head, 0.06, 0.02)
  const legs: Sdf = (x, y) => {
    let d = 1e9
    for (const lx of [-0.3, -0.16, 0.1, 0.22])
      d = Math.min(d, capsule(x, y, lx, 0.12, lx, 0.12 + 0.17 * leg, 0.055))
    return d
  }
  const tail: Sdf = (x, y) =>
    Math.min(
      Math.abs(circle(x, y, -0.52, -0.09, 0.055)) - 0.02,
      capsule(x, y, -0.42, -0.05, -0.48, -0.07, 0.02),
    )
  return {
    sdf: (x, y) =>
      Math.min(
        smin(smin(body(x, y), headS(x, y), 0.08), snout(x, y), 0.03),
        ear(x, y),
        legs(x, y),
        tail(x, y),
      ),
    parts: { body, snout, ear, legs, tail },
    eye: [0.36, -0.09],
  }
}

function cowShape(rng: Rng, leg: number, head: number): Shape {
  const body: Sdf = (x, y) => roundBox(x, y, -0.04, -0.02, 0.37, 0.17, 0.08)
  const headS: Sdf = (x, y) => capsule(x, y, 0.3, -0.1, 0.48, 0.0, 0.11 * head, 0.085 * head)
  const muzzle: Sdf = (x, y) => circle(x, y, 0.5, 0.02, 0.07 * head)
  const horns: Sdf = (x, y) =>
    Math.min(
      capsule(x, y, 0.38, -0.14, 0.43, -0.29, 0.024, 0.012),
      capsule(x, y, 0.33, -0.13, 0.29, -0.27, 0.024, 0.012),
    )
  const ear: Sdf = (x, y) => ellipse(x, y, 0.27, -0.13, 0.075, 0.03, -0.3)
  const legs: Sdf = (x, y) => {
    let d = 1e9
    for (const lx of [-0.33, -0.2, 0.12, 0.24])
      d = Math.min(d, capsule(x, y, lx, 0.1, lx, 0.1 + 0.26 * leg, 0.045))
    return d
  }
  const udder: Sdf = (x, y) => ellipse(x, y, -0.1, 0.16, 0.075, 0.05)
  const tail: Sdf = (x, y) =>
    Math.min(capsule(x, y, -0.4, -0.12, -0.47, 0.16, 0.018), circle(x, y, -0.47, 0.19, 0.04))
  const spots: [number, number, number][] = []
  const ns = 3 + rng.int(4)
  for (let i = 0; i < ns; i++)
    spots.push([-0.35 + rng.float() * 0.6, -0.17 + rng.float() * 0.3, 0.05 + rng.float() * 0.07])
  const spot: Sdf = (x, y) => {
    let d = 1e9
    for (const [cx, cy, r] of spots)
      d = Math.min(d, circle(x, y, cx, cy, r) + 0.03 * Math.sin(x * 40 + y * 23))
    return d
  }
  return {
    sdf: (x, y) =>
      Math.min(
        smin(body(x, y), headS(x, y), 0.06),
        muzzle(x, y),
        horns(x, y),
        ear(x, y),
        legs(x, y),
        udder(x, y),
        tail(x, y),
      ),
    parts: { body, head: headS, muzzle, horns, legs, udder, tail, spot },
    eye: [0.37, -0.08],
  }
}

function horseShape(_rng: Rng, leg: number, head: number): Shape {
  const body: Sdf = (x, y) => ellipse(x, y, -0.06, -0.02, 0.36, 0.16)
  const neck: Sdf = (x, y) => capsule(x, y, 0.18, -0.05, 0.34, -0.3, 0.13, 0.075)
  const headS: Sdf = (x, y) => capsule(x, y, 0.35, -0.31, 0.35 + 0.2 * head, -0.31 + 0.15 * head, 0.08, 0.05)
  const ears: Sdf = (x, y) => capsule(x, y, 0.34, -0.37, 0.36, -0.46, 0.028, 0.01)
  const mane: Sdf = (x, y) => capsule(x, y, 0.16, -0.13, 0.3, -0.39, 0.045, 0.035)
  const legs: Sdf = (x, y) => {
    let d = 1e9
    for (const lx of [-0.33, -0.22, 0.11, 0.21])
      d = Math.min(d, capsule(x, y, lx, 0.06, lx, 0.06 + 0.36 * leg, 0.04, 0.032))
    return d
  }
  const hooves: Sdf = (x, y) => Math.max(legs(x, y), 0.06 + 0.36 * leg - 0.06 - y)
  const tail: Sdf = (x, y) => capsule(x, y, -0.4, -0.1, -0.55, 0.2, 0.055, 0.03)
  return {
    sdf: (x, y) =>
      Math.min(
        smin(smin(body(x, y), neck(x, y), 0.07), headS(x, y), 0.04),
        ears(x, y),
        mane(x, y),
        legs(x, y),
        smin(tail(x, y), body(x, y), 0.03),
      ),
    parts: { body, mane: (x, y) => Math.min(mane(x, y), tail(x, y)), hooves, head: headS },
    eye: [0.4, -0.31],
  }
}

interface Palette {
  main: Rgb
  second: Rgb
  dark: Rgb
}

function naturalPalette(type: Animal, rng: Rng): Palette {
  const j = (v: number): number => srgbToLinear(Math.min(255, Math.max(0, v + (rng.float() * 2 - 1) * 14)))
  const c = (r: number, g: number, b: number): Rgb => [j(r), j(g), j(b)]
  switch (type) {
    case 'sheep':
      return { main: c(238, 232, 214), second: c(70, 62, 58), dark: c(35, 30, 30) }
    case 'pig':
      return { main: c(242, 168, 170), second: c(222, 120, 132), dark: c(70, 40, 45) }
    case 'cow':
      return rng.float() < 0.7
        ? { main: c(244, 242, 236), second: c(35, 32, 32), dark: c(25, 22, 22) }
        : { main: c(160, 95, 52), second: c(240, 232, 220), dark: c(40, 28, 22) }
    case 'horse':
      return { main: c(145, 88, 48), second: c(55, 38, 28), dark: c(30, 22, 18) }
  }
}

function oddPalette(rng: Rng, hue: number, sat: number, val: number): Palette {
  return {
    main: hsvLinear(hue, sat, val),
    second: hsvLinear(hue + (rng.float() * 2 - 1) * 40, Math.min(1, sat + 0.2), val * 0.55),
    dark: hsvLinear(hue, 0.5, 0.15),
  }
}

const WOOD_EDGE: Rgb[] = [
  [0.62, 0.45, 0.26],
  [0.72, 0.55, 0.33],
  [0.5, 0.34, 0.18],
]

/** Draws one family's box. */
export function drawBox(rng: Rng): Box {
  const types: Animal[] = ['sheep', 'pig', 'cow', 'horse']
  const odd = rng.float() < 0.35
  const palettes = {} as Record<Animal, Palette>
  for (const t of types) {
    palettes[t] =
      odd && rng.float() < 0.7
        ? oddPalette(rng, rng.float() * 360, 0.3 + rng.float() * 0.6, 0.45 + rng.float() * 0.5)
        : naturalPalette(t, rng)
  }
  if (rng.float() < 0.3) {
    // Two types printed in much the same colour: only shape and size tell them apart.
    const a = rng.pick(types)
    const b = rng.pick(types.filter((t) => t !== a))
    const m = palettes[a].main
    palettes[b] = { ...palettes[b], main: mix(m, scale(m, 0.9 + rng.float() * 0.2), 0.5) }
  }
  const outline = rng.float() < 0.6
  const outlineW = 0.012 + rng.float() * 0.02
  const soft = rng.float() < 0.6
  const thickness = 0.35 + rng.float() * 0.3
  const edgePainted = rng.float() < 0.35
  const woodEdge = rng.pick(WOOD_EDGE)
  const grainSeed = rng.int(1 << 30)
  const gloss = rng.float() < 0.3 ? 0.25 + rng.float() * 0.3 : 0.04 + rng.float() * 0.08
  const arts = {} as Record<Animal, Art>
  for (const t of types) {
    const size = NOMINAL_CM[t] * (0.75 + rng.float() * 0.5)
    const leg = 0.85 + rng.float() * 0.3
    const head = 0.9 + rng.float() * 0.2
    const shape =
      t === 'sheep'
        ? sheepShape(rng, leg, head)
        : t === 'pig'
          ? pigShape(rng, leg, head)
          : t === 'cow'
            ? cowShape(rng, leg, head)
            : horseShape(rng, leg, head)
    const pal = palettes[t]
    const k = size
    const color = (x: number, y: number, d: number): Rgb => {
      const u = x / k
      const v = y / k
      let c: Rgb = pal.main
      const P = shape.parts
      if (t === 'sheep') {
        if (P.face!(u, v) < 0 || P.legs!(u, v) < 0) c = pal.second
        else c = scale(c, 0.88 + 0.14 * Math.abs(Math.sin(u * 60 + Math.sin(v * 50) * 2) * Math.sin(v * 55)))
      } else if (t === 'pig') {
        if (P.snout!(u, v) < 0) {
          c = pal.second
          if (circle(u, v, 0.53, -0.03, 0.017) < 0 || circle(u, v, 0.53, 0.04, 0.017) < 0) c = pal.dark
        } else if (P.ear!(u, v) < -0.02) c = pal.second
      } else if (t === 'cow') {
        if (P.horns!(u, v) < 0) c = [0.8, 0.72, 0.55]
        else if (P.muzzle!(u, v) < 0 || P.udder!(u, v) < 0) c = [0.85, 0.45, 0.45]
        else if (P.spot!(u, v) < 0 && P.body!(u, v) < 0.02) c = pal.second
        else if (P.tail!(u, v) < 0 && v > 0.15) c = pal.dark
      } else {
        if (P.mane!(u, v) < 0) c = pal.second
        else if (P.hooves!(u, v) < 0) c = pal.dark
      }
      const [ex, ey] = shape.eye
      if (circle(u, v, ex, ey, 0.028) < 0)
        c = circle(u, v, ex + 0.007, ey - 0.007, 0.009) < 0 ? [0.9, 0.9, 0.9] : pal.dark
      if (soft) c = scale(c, 1 - 0.22 * Math.min(1, Math.max(0, 1 + d / (0.08 * k))))
      if (outline && d > -outlineW * k) c = pal.dark
      // Paint on wood: a faint grain and printing unevenness.
      const g =
        0.95 +
        0.05 * Math.sin(x * 9 + fbm(x * 2, y * 6, grainSeed, 2) * 6) +
        0.03 * (hashFloat(x * 97, y * 97, grainSeed) - 0.5)
      return scale(c, g)
    }
    arts[t] = buildArt({
      box: [-0.62 * k, -0.52 * k, 0.66 * k, 0.5 * k],
      cell: 0.035,
      sdf: (x, y) => shape.sdf(x / k, y / k) * k,
      color,
      side: edgePainted ? scale(pal.main, 0.8) : woodEdge,
      thickness,
      gloss,
    })
  }
  const style = `${odd ? 'odd' : 'classic'}${outline ? '-outlined' : ''}`
  return { arts, style }
}
