/**
 * scenesfive: the held-out scene source. Pictures of a family's table from a webcam clamped above it,
 * rendered per pixel through a lens (see README.md). Every part of a table is drawn from its own
 * generator `scenesfive/<seed>/<index>/<part>`, so a table is the same whatever is asked first.
 */
import { Rng } from '../../src/shared/engine/rng'
import type { ActionCard, Animal } from '../../src/shared/games/now-you-see-me/vocabulary'
import type {
  SceneSource,
  SourceCalibration,
  SourceTable,
  SourceTurn,
  TruthToken,
} from '../eval/scene-source'
import { pixelToTable, project } from './lens'
import { cardArt } from './objects'
import { deck, flat, gap, Table, truthOf } from './play'
import type { Piece } from './render'
import { buildStage, picture, placeable, type Stage } from './stage'

const QUARTERS: Animal[] = ['sheep', 'pig', 'cow', 'horse']

function calibrate(st: Stage, seed: string, index: number, attempt: number): SourceCalibration {
  const rng = new Rng(`scenesfive/${seed}/${index}/calibration${attempt}`)
  const noise = new Rng(`scenesfive/${seed}/${index}/calibration${attempt}/noise`)
  const { width: w, height: h } = st
  const empties = 1 + rng.int(2)
  const empty = []
  for (let k = 0; k < empties; k++) empty.push(picture(st, [], noise.int(1 << 30)))

  for (let layout = 0; layout < 200; layout++) {
    // The card near the middle.
    const cardA = cardArt(st.card, 0.03)
    const [cx, cy] = pixelToTable(
      st.lens,
      w / 2 + (rng.float() * 2 - 1) * 30,
      h / 2 + (rng.float() * 2 - 1) * 22,
      0,
    )
    const card = flat(cardA, cx, cy, rng.float() * Math.PI * 2, 1)
    if (!placeable(st, card, 4)) continue
    const pieces: Piece[] = [card]
    const tokens: TruthToken[] = []
    for (let q = 0; q < 4; q++) {
      const type = QUARTERS[q]!
      const right = q % 2 === 1
      const bottom = q >= 2
      let ok = false
      for (let tries = 0; tries < 60 && !ok; tries++) {
        const u = w * ((right ? 0.56 : 0.1) + rng.float() * 0.34)
        const v = h * ((bottom ? 0.58 : 0.12) + rng.float() * 0.3)
        const [x, y] = pixelToTable(st.lens, u, v, 0)
        const p = flat(st.box.arts[type], x, y, rng.float() * Math.PI * 2, rng.float() < 0.5 ? 1 : -1)
        if (!placeable(st, p, 10)) continue
        if (!pieces.every((o) => gap(p, o) >= 1.5)) continue
        const [tx, ty] = truthOf(st, p)
        const inX = right ? tx > w / 2 + 12 && tx < w - 24 : tx > 24 && tx < w / 2 - 12
        const inY = bottom ? ty > h / 2 + 12 && ty < h - 24 : ty > 24 && ty < h / 2 - 12
        if (!inX || !inY) continue
        pieces.push(p)
        tokens.push({ type, x: tx, y: ty })
        ok = true
      }
      if (!ok) break
    }
    if (tokens.length < 4) continue
    // The user's clicks on the two ends of one long side (a pixel or two off).
    const side = rng.float() < 0.5 ? -1 : 1
    const hl = st.card.length / 2
    const hw = (st.card.width / 2) * side
    const ends = [-hl, hl].map((lx) => {
      const c = Math.cos(card.angle)
      const s = Math.sin(card.angle)
      const [u, v] = project(st.lens, card.x + lx * c - hw * s, card.y + lx * s + hw * c, 0.03)
      return [u + (rng.float() * 2 - 1) * 1.5, v + (rng.float() * 2 - 1) * 1.5] as [number, number]
    })
    return {
      empty,
      animals: picture(st, pieces, noise.int(1 << 30)),
      animalTokens: tokens,
      card: [ends[0]!, ends[1]!],
    }
  }
  throw new Error(`scenesfive: no calibration layout fits table ${seed}/${index}`)
}

function playTurn(
  st: Stage,
  seed: string,
  index: number,
  turn: number,
  rounds: number,
  cardPx: number,
): SourceTurn {
  const rng = new Rng(`scenesfive/${seed}/${index}/turn${turn}`)
  const noise = new Rng(`scenesfive/${seed}/${index}/turn${turn}/noise`)
  const table = new Table(st, rng)
  table.drop(10 + rng.int(6))
  const frames = [picture(st, table.pieces(), noise.int(1 << 30))]
  const tokens: TruthToken[][] = [table.truth()]
  const cards: ActionCard[] = []
  let pile = rng.shuffle(deck())
  for (let r = 0; r < rounds; r++) {
    let done: ActionCard | null = null
    for (let draws = 0; draws < 60 && !done; draws++) {
      if (pile.length === 0) pile = rng.shuffle(deck())
      const card = pile.pop()!
      // A card that cannot be done is put aside and the next one drawn (the rulebook's note).
      if (table.act(card, cardPx)) done = card
    }
    if (!done) throw new Error(`scenesfive: no card could be done on table ${seed}/${index} turn ${turn}`)
    cards.push(done)
    frames.push(picture(st, table.pieces(), noise.int(1 << 30)))
    tokens.push(table.truth())
  }
  return { frames, tokens, cards }
}

export const scenesfiveSource: SceneSource = {
  name: 'scenesfive',
  table(seed: string, index: number): SourceTable {
    const st = buildStage(seed, index)
    return {
      name: `scenesfive/${seed}/${index} ${st.name}`,
      width: st.width,
      height: st.height,
      calibration: (attempt) => calibrate(st, seed, index, attempt),
      turn: (turn, rounds, cardPx) => playTurn(st, seed, index, turn, rounds, cardPx),
    }
  },
}
