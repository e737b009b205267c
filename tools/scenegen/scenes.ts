/** Whole scenes with ground truth: calibration frames, and before/after pairs around one action card. */
import { Rng } from '../../src/shared/engine/rng'
import { ANIMALS, type ActionCard, type Animal } from '../../src/shared/referee/types'
import type { Frame } from '../../src/shared/vision/types'
import { Occupancy, dropTokens, findSpot } from './placement'
import { renderScene, varyLighting, type Lighting, type PlacedToken, type Session } from './render'

/** Long side of the action card in cm. RULES-NOTES: Now you see me, Move (a standard playing card). */
export const CARD_CM = 8.8

export interface CalibrationScenes {
  empty: Frame
  /** One sheep top-left, pig top-right, cow bottom-left, horse bottom-right. */
  animals: Frame
  animalTokens: PlacedToken[]
  /** The two clicks on the card's ends and the length they give. */
  cardPoints: [[number, number], [number, number]]
  cardPx: number
}

export function calibrationScenes(s: Session, rng: Rng): CalibrationScenes {
  const occ = new Occupancy(s)
  const animalTokens: PlacedToken[] = []
  ANIMALS.forEach((type, i) => {
    const qx = (i % 2) * (s.width / 2)
    const qy = Math.floor(i / 2) * (s.height / 2)
    const centre: [number, number] = [qx + s.width / 4, qy + s.height / 4]
    const t = findSpot(s, rng, occ, type, { near: centre, spread: Math.min(s.width, s.height) / 4 })
    if (!t) throw new Error(`no room for the calibration ${type}`)
    occ.add(t, i)
    animalTokens.push(t)
  })
  const cardPx = CARD_CM * s.pxPerCm
  const a = rng.float() * Math.PI
  const cx = s.width / 2
  const cy = s.height / 2
  // Clicks land within a pixel or two of the card's ends.
  const click = (sign: number): [number, number] => [
    cx + (sign * Math.cos(a) * cardPx) / 2 + (rng.float() - 0.5) * 3,
    cy + (sign * Math.sin(a) * cardPx) / 2 + (rng.float() - 0.5) * 3,
  ]
  const cardPoints: [[number, number], [number, number]] = [click(-1), click(1)]
  return {
    empty: renderScene(s, [], { light: s.light, noiseSeed: rng.int(1 << 30) }),
    animals: renderScene(s, animalTokens, {
      light: varyLighting(rng, s.light, 0.3),
      noiseSeed: rng.int(1 << 30),
    }),
    animalTokens,
    cardPoints,
    cardPx: Math.hypot(cardPoints[1][0] - cardPoints[0][0], cardPoints[1][1] - cardPoints[0][1]),
  }
}

export interface ActionPair {
  before: Frame
  after: Frame
  tokensBefore: PlacedToken[]
  tokensAfter: PlacedToken[]
  /** The card the Lead Player drew; the action done on the table is always this card's. */
  card: ActionCard
  lightBefore: Lighting
  lightAfter: Lighting
}

const cardCount = (tokens: PlacedToken[], type: Animal): number =>
  tokens.filter((t) => t.type === type).length

/** A card that can be done on this table (RULES-NOTES: Now you see me, Action cannot be done). */
export function drawCard(rng: Rng, tokens: PlacedToken[]): ActionCard {
  for (;;) {
    const kind = rng.pick(['add', 'remove', 'move', 'swap'] as const)
    if (kind === 'swap') {
      const [a, b] = rng.shuffle([...ANIMALS])
      if (a && b && cardCount(tokens, a) > 0 && cardCount(tokens, b) > 0) return { kind, animals: [a, b] }
      continue
    }
    const type = rng.pick(ANIMALS)
    if (kind === 'add' || cardCount(tokens, type) > 0) return { kind, animals: [type] }
  }
}

/** The tokens after the Lead Player did `card`, or null when this table gives no room for it. */
export function doAction(
  s: Session,
  rng: Rng,
  before: PlacedToken[],
  card: ActionCard,
  cardPx: number,
): PlacedToken[] | null {
  // Untouched animals may be nudged a little by the hand (well within the referee's tolerance).
  const after = before.map((t) =>
    rng.float() < 0.15
      ? {
          ...t,
          x: t.x + (rng.float() - 0.5) * 3,
          y: t.y + (rng.float() - 0.5) * 3,
          angle: t.angle + (rng.float() - 0.5) * 0.1,
        }
      : { ...t },
  )
  const ofType = (type: Animal): number[] => after.flatMap((t, i) => (t.type === type ? [i] : []))
  const [a, b] = card.animals
  if (!a) return null
  if (card.kind === 'add') {
    const occ = new Occupancy(s, after)
    // Rulebook: "try to place it with the animals already on the table".
    const anchor = rng.float() < 0.3 ? rng.pick(after) : undefined
    const near = rng.pick(after)
    const t =
      findSpot(s, rng, occ, a, { anchor }) ??
      findSpot(s, rng, occ, a, { near: [near.x, near.y], spread: cardPx * 1.5 })
    if (!t) return null
    return [...after, t]
  }
  const i = rng.pick(ofType(a))
  if (card.kind === 'remove') return after.filter((_, k) => k !== i)
  const moved = after[i]!
  const rest = after.filter((_, k) => k !== i)
  if (card.kind === 'move') {
    const occ = new Occupancy(s, rest)
    const far = (t: PlacedToken): boolean => Math.hypot(t.x - moved.x, t.y - moved.y) < cardPx * 1.1
    const t = findSpot(s, rng, occ, a, { avoid: far })
    if (!t) return null
    after[i] = t
    return after
  }
  if (!b) return null
  const j = rng.pick(ofType(b))
  const other = after[j]!
  const swapped = after.map((t) => ({ ...t }))
  swapped[i] = { ...moved, x: other.x, y: other.y, angle: rng.float() * Math.PI * 2 }
  swapped[j] = { ...other, x: moved.x, y: moved.y, angle: rng.float() * Math.PI * 2 }
  const occ = new Occupancy(
    s,
    swapped.filter((_, k) => k !== i && k !== j),
  )
  for (const k of [i, j]) {
    const c = occ.conflicts(swapped[k]!)
    if (c.overlap > 0) return null
    occ.add(swapped[k]!, k)
  }
  return swapped
}

/** A before/after pair of one round: `count` tokens dropped, one card done, light changed in between. */
export function actionPair(
  s: Session,
  rng: Rng,
  opts: { count?: number; card?: ActionCard; cardPx?: number } = {},
): ActionPair {
  const cardPx = opts.cardPx ?? CARD_CM * s.pxPerCm
  for (;;) {
    const tokensBefore = dropTokens(s, rng, opts.count ?? 10 + rng.int(6))
    const card = opts.card ?? drawCard(rng, tokensBefore)
    const tokensAfter = doAction(s, rng, tokensBefore, card, cardPx)
    if (!tokensAfter) continue
    const lightBefore = varyLighting(rng, s.light, 0.6)
    const lightAfter = varyLighting(rng, lightBefore, 0.6)
    return {
      before: renderScene(s, tokensBefore, { light: lightBefore, noiseSeed: rng.int(1 << 30) }),
      after: renderScene(s, tokensAfter, { light: lightAfter, noiseSeed: rng.int(1 << 30) }),
      tokensBefore,
      tokensAfter,
      card,
      lightBefore,
      lightAfter,
    }
  }
}

export { Rng }

/** One turn on the table (RULES-NOTES: rounds continue on the table the previous round left). */
export interface TurnRounds {
  /** frames[0] is the drop; frames[k + 1] is the table after round k's card. */
  frames: Frame[]
  tokens: PlacedToken[][]
  cards: ActionCard[]
}

/** A drop of 10-15 animals and `rounds` cards done one after another, the light drifting in between. */
export function turnRounds(s: Session, rng: Rng, rounds: number, opts: { cardPx?: number } = {}): TurnRounds {
  const cardPx = opts.cardPx ?? CARD_CM * s.pxPerCm
  let tokens = dropTokens(s, rng, 10 + rng.int(6))
  let light = varyLighting(rng, s.light, 0.6 * (s.lightDrift ?? 1))
  const out: TurnRounds = {
    frames: [renderScene(s, tokens, { light, noiseSeed: rng.int(1 << 30) })],
    tokens: [tokens],
    cards: [],
  }
  while (out.cards.length < rounds) {
    const card = drawCard(rng, tokens)
    const next = doAction(s, rng, tokens, card, cardPx)
    if (!next) continue
    tokens = next
    light = varyLighting(rng, light, 0.6 * (s.lightDrift ?? 1))
    out.frames.push(renderScene(s, tokens, { light, noiseSeed: rng.int(1 << 30) }))
    out.tokens.push(tokens)
    out.cards.push(card)
  }
  return out
}
