/**
 * A private, mutable, rank-only model of a deal for the hard bot's playouts. Suits never matter
 * for play, so hands are counts per rank; nothing here is seen by the engine or the UI. It follows
 * the same rulings as apply.ts (burn, pick-up lead, refill, placings) in a few array operations.
 */
export interface Sim {
  n: number
  two: boolean
  ten: boolean
  seven: boolean
  three: boolean
  /** Per seat: counts by rank (index 2..14). */
  hand: number[][]
  handN: number[]
  up: number[][]
  upN: number[]
  /** Per seat: face-down ranks (order is the blind order). */
  down: number[][]
  /** Top = last. */
  draw: number[]
  pile: number[]
  /** Seat that played the top card, -1 when the pile is empty. */
  owner: number
  turn: number
  /** 0 while playing, else the place (1 = first out, n = S-head). */
  place: number[]
  placed: number
}

export function cloneSim(s: Sim): Sim {
  return {
    ...s,
    hand: s.hand.map((h) => h.slice()),
    handN: s.handN.slice(),
    up: s.up.map((h) => h.slice()),
    upN: s.upN.slice(),
    down: s.down.map((d) => d.slice()),
    draw: s.draw.slice(),
    pile: s.pile.slice(),
    place: s.place.slice(),
  }
}

export function wild(s: Sim, r: number): boolean {
  return (r === 2 && s.two) || (r === 3 && s.three) || (r === 10 && s.ten)
}

export function simCanPlay(s: Sim, r: number): boolean {
  if (wild(s, r)) return true
  const pile = s.pile
  let i = pile.length - 1
  if (s.three) while (i >= 0 && pile[i] === 3) i--
  if (i < 0) return true
  const top = pile[i] as number
  if (s.seven && top === 7) return r <= 7
  return r >= top
}

/** Plays k cards of rank r for seat p from its hand (0), face-up (1) or a blind card (2). */
export function simPlay(s: Sim, p: number, r: number, k: number, from: 0 | 1 | 2): void {
  if (from === 0) {
    ;(s.hand[p] as number[])[r]! -= k
    s.handN[p]! -= k
  } else if (from === 1) {
    ;(s.up[p] as number[])[r]! -= k
    s.upN[p]! -= k
  }
  const pile = s.pile
  for (let i = 0; i < k; i++) pile.push(r)
  s.owner = p
  const n = pile.length
  const burn = (s.ten && r === 10) || (n >= 4 && pile[n - 2] === r && pile[n - 3] === r && pile[n - 4] === r)
  if (burn) {
    pile.length = 0
    s.owner = -1
  }
  endTurn(s, p, burn ? p : -1)
}

/** Seat p picks up the pile (plus a failed blind card, or -1). */
export function simPickUp(s: Sim, p: number, extra: number): void {
  const h = s.hand[p] as number[]
  for (const r of s.pile) h[r]!++
  s.handN[p]! += s.pile.length
  if (extra > 0) {
    h[extra]!++
    s.handN[p]!++
  }
  s.pile.length = 0
  const forcer = s.owner
  s.owner = -1
  endTurn(s, p, forcer !== p && forcer >= 0 && s.place[forcer] === 0 ? forcer : -1)
}

function endTurn(s: Sim, p: number, lead: number): void {
  const h = s.hand[p] as number[]
  while (s.handN[p]! < 3 && s.draw.length > 0) {
    h[s.draw.pop() as number]!++
    s.handN[p]!++
  }
  if (s.handN[p] === 0 && s.upN[p] === 0 && (s.down[p] as number[]).length === 0) {
    s.place[p] = ++s.placed
    if (s.placed === s.n - 1) {
      for (let q = 0; q < s.n; q++) if (s.place[q] === 0) s.place[q] = s.n
      s.placed = s.n
      return
    }
  }
  if (lead >= 0 && s.place[lead] === 0) {
    s.turn = lead
    return
  }
  let t = p
  do t = (t + 1) % s.n
  while (s.place[t] !== 0)
  s.turn = t
}

/** One turn of the medium-like playout policy for the seat to play. */
export function simStep(s: Sim): void {
  const p = s.turn
  let src: number[]
  let from: 0 | 1
  if (s.handN[p]! > 0) {
    src = s.hand[p] as number[]
    from = 0
  } else if (s.upN[p]! > 0) {
    src = s.up[p] as number[]
    from = 1
  } else {
    const r = (s.down[p] as number[]).pop() as number
    if (simCanPlay(s, r)) simPlay(s, p, r, 1, 2)
    else simPickUp(s, p, r)
    return
  }
  const pile = s.pile
  if (pile.length > 0) {
    // Complete a burn when the set in hand is big enough: the burner leads again.
    const top = pile[pile.length - 1] as number
    let run = 1
    while (run < pile.length && pile[pile.length - 1 - run] === top) run++
    const have = src[top] as number
    if (have > 0 && have + run >= 4 && simCanPlay(s, top)) return simPlay(s, p, top, have, from)
  }
  for (let r = 2; r <= 14; r++) {
    const c = src[r] as number
    if (c > 0 && !wild(s, r) && simCanPlay(s, r)) return simPlay(s, p, r, c, from)
  }
  if (s.three && (src[3] as number) > 0) return simPlay(s, p, 3, 1, from)
  if (s.two && (src[2] as number) > 0) return simPlay(s, p, 2, 1, from)
  if (s.ten && (src[10] as number) > 0) return simPlay(s, p, 10, 1, from)
  simPickUp(s, p, -1)
}

/** Plays on to the end (or a step cap); returns the place of `seat`, or 0 when capped. */
export function playout(s: Sim, seat: number, maxSteps: number): number {
  for (let i = 0; i < maxSteps && s.placed < s.n; i++) simStep(s)
  return s.placed < s.n ? 0 : (s.place[seat] as number)
}
