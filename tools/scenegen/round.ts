/**
 * A whole round as a frame sequence for the fake camera: still table, an arm reaching in from an edge,
 * the card's action done under the hand, the arm leaving, still table again; then the same hand undoes
 * it. Chromium's fake camera loops its video, and a loop straight from the after table to the before
 * table would be a change no hand made, which a real table never shows (the app then cannot trust its
 * before picture, round-capture.ts, and the round is not sure at best). Undone under a hand, every loop
 * is a round too.
 */
import type { Rng } from '../../src/shared/engine/rng'
import type { Frame } from '../../src/shared/vision/types'
import type { Rgb } from './animals'
import { renderScene, type Arm, type Lighting, type PlacedToken, type Session } from './render'
import type { ActionPair } from './scenes'

const SKINS: Rgb[] = [
  [232, 190, 160],
  [210, 160, 120],
  [170, 115, 80],
  [110, 75, 55],
]

/**
 * Frames of the round at `fps`: about 2 s still, 1 s in, 1 s at work, 1 s out, 2 s still; then the
 * same again from the after table back to the before one.
 */
export function* roundFrames(s: Session, rng: Rng, pair: ActionPair, fps: number): Generator<Frame> {
  const before = pair.tokensBefore
  const after = pair.tokensAfter
  // Where the hand works: the first token that changed (in either list), else the centre.
  const key = (t: PlacedToken): string => `${t.type}|${Math.round(t.x)}|${Math.round(t.y)}`
  const afterKeys = new Set(after.map(key))
  const beforeKeys = new Set(before.map(key))
  const changed = [
    ...before.filter((t) => !afterKeys.has(key(t))),
    ...after.filter((t) => !beforeKeys.has(key(t))),
  ]
  const target: [number, number] = changed[0] ? [changed[0].x, changed[0].y] : [s.width / 2, s.height / 2]
  const edge = rng.int(4)
  const from: [number, number] =
    edge === 0
      ? [-60, target[1]]
      : edge === 1
        ? [s.width + 60, target[1]]
        : edge === 2
          ? [target[0], -60]
          : [target[0], s.height + 60]
  const arm = (t: number): Arm => ({
    from,
    to: [from[0] + (target[0] - from[0]) * t, from[1] + (target[1] - from[1]) * t],
    widthPx: s.pxPerCm * 7,
    skin: SKINS[rng.int(SKINS.length)]!,
  })
  const skin = arm(0).skin
  const still = Math.round(fps * 2)
  const move = Math.round(fps)
  let seed = rng.int(1 << 30)
  const frame = (tokens: PlacedToken[], a: Arm | undefined, light: Lighting): Frame =>
    renderScene(s, tokens, { arm: a, light, noiseSeed: seed++ })
  const half = function* (
    from: PlacedToken[],
    to: PlacedToken[],
    lightFrom: Lighting,
    lightTo: Lighting,
  ): Generator<Frame> {
    for (let i = 0; i < still; i++) yield frame(from, undefined, lightFrom)
    for (let i = 1; i <= move; i++) yield frame(from, { ...arm(i / move), skin }, lightFrom)
    for (let i = 0; i < move; i++) yield frame(i < move / 2 ? from : to, { ...arm(1), skin }, lightTo)
    for (let i = move; i >= 1; i--) yield frame(to, { ...arm(i / move), skin }, lightTo)
    for (let i = 0; i < still; i++) yield frame(to, undefined, lightTo)
  }
  yield* half(before, after, pair.lightBefore, pair.lightAfter)
  yield* half(after, before, pair.lightAfter, pair.lightBefore)
}
