/**
 * Where the animals lie: the calibration layout (one of each type in its quarter, whole and apart,
 * with the action card beside them), a drop of 10-15 animals from the box (scattered, some landing
 * against or partly on others) and the Lead's actions as the rulebook has them: add an animal from
 * the box next to the others, remove one, move one at least the card's long side, or trade the
 * places of two animals of different types. All positions are table cm; checks are in pixels.
 */
import type { Rng } from '../../src/shared/engine/rng'
import { ACTION_KINDS, ANIMALS, type ActionCard, type Animal } from '../../src/shared/referee/types'
import type { Box } from './box'
import { CARD_CM, type CardPlace, type Placed } from './compose'
import type { Lens } from './lens'

/** The box's 26 animals (rulebook: 7 sheep, 7 pigs, 6 cows, 6 horses). */
export const BOX_COUNTS: Record<Animal, number> = { sheep: 7, pig: 7, cow: 6, horse: 6 }

const gauss = (rng: Rng): number => {
  const u = Math.max(rng.float(), 1e-9)
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.float())
}

export class Layout {
  constructor(
    private readonly rng: Rng,
    private readonly lens: Lens,
    private readonly box: Box,
  ) {}

  /** Radius, cm, of the disc an animal of this type covers around its frame's origin. */
  reach(type: Animal): number {
    return this.box.lengthCm[type] * 0.68
  }

  /** The pixel box a disc of radius r cm at (x, y) covers. */
  pixelBox(x: number, y: number, r: number): [number, number, number, number] {
    const us: number[] = []
    const vs: number[] = []
    for (let k = 0; k < 12; k++) {
      const [u, v] = this.lens.toImage(
        x + r * Math.cos((k * Math.PI) / 6),
        y + r * Math.sin((k * Math.PI) / 6),
      )
      us.push(u)
      vs.push(v)
    }
    return [Math.min(...us), Math.min(...vs), Math.max(...us), Math.max(...vs)]
  }

  /** Whether a disc lies inside the pixel rectangle [x0, y0, x1, y1]. */
  inside(x: number, y: number, r: number, rect: [number, number, number, number]): boolean {
    const [a, b, c, d] = this.pixelBox(x, y, r)
    return a >= rect[0] && b >= rect[1] && c <= rect[2] && d <= rect[3]
  }

  get frameRect(): [number, number, number, number] {
    return [6, 6, this.lens.width - 7, this.lens.height - 7]
  }

  place(type: Animal, x: number, y: number): Placed {
    const r = this.rng
    return {
      type,
      x,
      y,
      angle: r.float() * Math.PI * 2,
      flipped: r.float() < 0.5,
      mis: [(r.float() * 2 - 1) * 0.025, (r.float() * 2 - 1) * 0.025],
      tone: 0.94 + r.float() * 0.12,
      seed: r.int(1 << 20),
    }
  }

  /** A random table point whose picture lies in the pixel rectangle. */
  spotIn(rect: [number, number, number, number]): [number, number] {
    const u = rect[0] + this.rng.float() * (rect[2] - rect[0])
    const v = rect[1] + this.rng.float() * (rect[3] - rect[1])
    return this.lens.toTable(u, v)
  }

  /**
   * One sheep, pig, cow and horse in the four quarters and the card apart from them. A user whose
   * layout was refused (`retry` 1, 2) lays the animals out again farther from the picture's edges,
   * as the app asks; the first time they go anywhere in their quarter.
   */
  calibration(retry = 0): { tokens: Placed[]; card: CardPlace } {
    const { width: w, height: h } = this.lens
    const [mx, my] = [4 + w * 0.07 * retry, 4 + h * 0.07 * retry]
    const cardReach = Math.hypot(CARD_CM[0], CARD_CM[1]) / 2
    for (let attempt = 0; ; attempt++) {
      const [cx, cy] = this.spotIn([w * 0.3, h * 0.3, w * 0.7, h * 0.7])
      const card: CardPlace = { x: cx, y: cy, angle: this.rng.float() * Math.PI }
      // Far from the middle when the card is there; the quarters' borders keep the animals apart.
      const quarters: [number, number, number, number][] = [
        [mx, my, w / 2 - 6, h / 2 - 6],
        [w / 2 + 6, my, w - 1 - mx, h / 2 - 6],
        [mx, h / 2 + 6, w / 2 - 6, h - 1 - my],
        [w / 2 + 6, h / 2 + 6, w - 1 - mx, h - 1 - my],
      ]
      const tokens: Placed[] = []
      for (const [q, type] of ANIMALS.entries()) {
        const r = this.reach(type)
        for (let k = 0; k < 300 && tokens.length === q; k++) {
          const [x, y] = this.spotIn(quarters[q]!)
          const clear = Math.hypot(x - cx, y - cy) > cardReach + r + 1
          if (clear && this.inside(x, y, r, quarters[q]!)) tokens.push(this.place(type, x, y))
        }
      }
      if (tokens.length === 4) return { tokens, card }
      if (attempt > 50) throw new Error('scenesreal: no room for the calibration animals on this table')
    }
  }

  /** A spot for a new animal: touching or overlapping the edge of `near`, or anywhere in the drop. */
  private spotFor(
    type: Animal,
    placed: Placed[],
    near: Placed | null,
    centre: [number, number],
    spread: number,
  ): [number, number] | null {
    const r = this.reach(type)
    for (let k = 0; k < 200; k++) {
      let x: number
      let y: number
      if (near) {
        const a = this.rng.float() * Math.PI * 2
        const d = (this.reach(near.type) + r) * (0.45 + this.rng.float() * 0.45)
        x = near.x + Math.cos(a) * d
        y = near.y + Math.sin(a) * d
      } else {
        x = centre[0] + gauss(this.rng) * spread
        y = centre[1] + gauss(this.rng) * spread
      }
      if (!this.inside(x, y, r, this.frameRect)) continue
      // An animal may lean on another's edge but never hide most of it.
      const buried = placed.some((p) => Math.hypot(p.x - x, p.y - y) < (this.reach(p.type) + r) * 0.42)
      if (!buried) return [x, y]
    }
    return null
  }

  /** 10 to 15 animals let fall from the box over the table. */
  drop(): Placed[] {
    const pool = ANIMALS.flatMap((a) => Array<Animal>(BOX_COUNTS[a]).fill(a))
    this.rng.shuffle(pool)
    const n = 10 + this.rng.int(6)
    const { width: w, height: h } = this.lens
    const centre = this.spotIn([w * 0.35, h * 0.35, w * 0.65, h * 0.65])
    const spread = 5 + this.rng.float() * 8
    const placed: Placed[] = []
    for (const type of pool) {
      if (placed.length === n) break
      const near = placed.length > 0 && this.rng.float() < 0.3 ? this.rng.pick(placed) : null
      const spot =
        this.spotFor(type, placed, near, centre, spread) ??
        this.spotFor(type, placed, null, centre, spread * 2.5)
      if (spot) placed.push(this.place(type, spot[0], spot[1]))
    }
    if (placed.length < 10) throw new Error('scenesreal: the drop found no room for 10 animals')
    return placed
  }

  /** The rulebook's deck: cards that cannot be done on this table are put aside and another drawn. */
  drawCard(table: Placed[]): ActionCard {
    const on = (a: Animal): number => table.filter((t) => t.type === a).length
    for (;;) {
      const kind = this.rng.pick(ACTION_KINDS)
      const first = this.rng.pick(ANIMALS)
      const animals: Animal[] =
        kind === 'swap' ? [first, this.rng.pick(ANIMALS.filter((a) => a !== first))] : [first]
      const doable = kind === 'add' ? on(first) < BOX_COUNTS[first] : animals.every((a) => on(a) > 0)
      if (doable) return { kind, animals }
    }
  }

  /** The table after the Lead did `card`; `cardPx` is the least distance, in pixels, a move covers. */
  act(table: Placed[], card: ActionCard, cardPx: number): Placed[] {
    const next = table.slice()
    const pickOf = (a: Animal): number => this.rng.pick(next.flatMap((t, i) => (t.type === a ? [i] : [])))
    const [a, b] = card.animals as [Animal, Animal | undefined]
    if (card.kind === 'add') {
      const near = this.rng.pick(next)
      const spot =
        this.spotFor(a, next, near, [near.x, near.y], 6) ?? this.spotFor(a, next, null, [near.x, near.y], 10)
      if (!spot) throw new Error('scenesreal: no room to add an animal')
      next.push(this.place(a, spot[0], spot[1]))
    } else if (card.kind === 'remove') {
      next.splice(pickOf(a), 1)
    } else if (card.kind === 'move') {
      const [t] = next.splice(pickOf(a), 1) as [Placed]
      const from = this.lens.toImage(t.x, t.y)
      const rest = next
      for (let k = 0; ; k++) {
        const near = k < 150 && this.rng.float() < 0.5 ? this.rng.pick(rest) : null
        const spot = this.spotFor(a, rest, near, [t.x, t.y], 14)
        if (spot) {
          const to = this.lens.toImage(spot[0], spot[1])
          // A margin over the card's length, since a new turn shifts the centroid a few pixels.
          if (Math.hypot(to[0] - from[0], to[1] - from[1]) >= cardPx * 1.15 + 6) {
            next.push({ ...t, x: spot[0], y: spot[1], angle: t.angle + (this.rng.float() - 0.5) * 1.5 })
            break
          }
        }
        if (k > 600) throw new Error('scenesreal: no spot far enough to move an animal to')
      }
    } else {
      const i = pickOf(a)
      const j = pickOf(b!)
      const [ti, tj] = [next[i]!, next[j]!]
      const turn = (): number => (this.rng.float() - 0.5) * 0.8
      const movedI = { ...ti, x: tj.x, y: tj.y, angle: ti.angle + turn() }
      const movedJ = { ...tj, x: ti.x, y: ti.y, angle: tj.angle + turn() }
      next.splice(Math.max(i, j), 1)
      next.splice(Math.min(i, j), 1)
      next.push(movedI, movedJ)
    }
    return next
  }
}
