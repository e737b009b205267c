/**
 * Table geometry of Now you see me, used by the engine (the app-led drop) and by the referee's
 * generated test scenes: scattering animals as if dropped from a height, and placing one near the
 * others. Units are centimetres of the virtual table.
 */
import { nextFloat, nextInt, type RngState } from '../../engine/rng'

export interface Point {
  x: number
  y: number
}
export interface TableSize {
  width: number
  height: number
}

/** Distance from the edge that a token's centre keeps (a token is about 2.5 cm across). */
export const EDGE_MARGIN = 1.5

export function gaussian(r: RngState): number {
  const u = Math.max(nextFloat(r), 1e-12)
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * nextFloat(r))
}

export function onTable(p: Point, table: TableSize): boolean {
  return (
    p.x >= EDGE_MARGIN &&
    p.y >= EDGE_MARGIN &&
    p.x <= table.width - EDGE_MARGIN &&
    p.y <= table.height - EDGE_MARGIN
  )
}

export function isFree(p: Point, others: readonly Point[], minGap: number): boolean {
  return others.every((o) => Math.hypot(o.x - p.x, o.y - p.y) >= minGap)
}

/**
 * Positions as if `count` animals were dropped from 20-30 cm: clustered around a centre near the
 * middle of the table with a spread, some touching. Falls back to anywhere free on the table.
 */
export function scatterPositions(r: RngState, count: number, table: TableSize, minGap: number): Point[] {
  const cx = table.width / 2 + (nextFloat(r) - 0.5) * (table.width / 3)
  const cy = table.height / 2 + (nextFloat(r) - 0.5) * (table.height / 3)
  const spread = 5 + nextFloat(r) * 4
  const out: Point[] = []
  for (let k = 0; k < count; k++) {
    let placed: Point | null = null
    for (let attempt = 0; attempt < 400 && !placed; attempt++) {
      const wide = attempt < 200 ? spread : spread * 3
      const p = { x: cx + gaussian(r) * wide, y: cy + gaussian(r) * wide * 0.8 }
      if (onTable(p, table) && isFree(p, out, minGap)) placed = p
    }
    placed ??= anywhereFree(r, out, table, minGap)
    out.push(placed)
  }
  return out
}

export function anywhereFree(r: RngState, others: readonly Point[], table: TableSize, minGap: number): Point {
  for (let attempt = 0; attempt < 2000; attempt++) {
    const p = {
      x: EDGE_MARGIN + nextFloat(r) * (table.width - 2 * EDGE_MARGIN),
      y: EDGE_MARGIN + nextFloat(r) * (table.height - 2 * EDGE_MARGIN),
    }
    if (isFree(p, others, minGap)) return p
  }
  throw new Error('no free place on the table')
}

/** A free place 2.5-6 cm from a random animal, so an added animal does not stand out. */
export function placeNear(r: RngState, others: readonly Point[], table: TableSize, minGap: number): Point {
  for (let attempt = 0; attempt < 400 && others.length > 0; attempt++) {
    const o = others[nextInt(r, others.length)] as Point
    const a = nextFloat(r) * 2 * Math.PI
    const d = minGap + 0.3 + nextFloat(r) * 3.5
    const p = { x: o.x + Math.cos(a) * d, y: o.y + Math.sin(a) * d }
    if (onTable(p, table) && isFree(p, others, minGap)) return p
  }
  return anywhereFree(r, others, table, minGap)
}

/** A free place between minDist and maxDist from `from`, on the table. */
export function placeAway(
  r: RngState,
  from: Point,
  others: readonly Point[],
  table: TableSize,
  minGap: number,
  minDist: number,
  maxDist: number,
): Point | null {
  for (let attempt = 0; attempt < 400; attempt++) {
    const a = nextFloat(r) * 2 * Math.PI
    const d = minDist + nextFloat(r) * (maxDist - minDist)
    const p = { x: from.x + Math.cos(a) * d, y: from.y + Math.sin(a) * d }
    if (onTable(p, table) && isFree(p, others, minGap)) return p
  }
  return null
}

export function jitter(r: RngState, p: Point, radius: number): Point {
  const a = nextFloat(r) * 2 * Math.PI
  const d = Math.sqrt(nextFloat(r)) * radius
  return { x: p.x + Math.cos(a) * d, y: p.y + Math.sin(a) * d }
}
