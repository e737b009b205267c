/** The project's own generator as a scene source for the shared evaluator (tools/eval). */
import type { SceneSource, SourceTable } from '../eval/scene-source'
import { makeSession } from './render'
import { calibrationScenes, Rng, turnRounds } from './scenes'
import { TABLE_KINDS } from './tables'

const truth = (ts: { type: import('../../src/shared/referee/types').Animal; x: number; y: number }[]) =>
  ts.map(({ type, x, y }) => ({ type, x, y }))

export const scenegenSource: SceneSource = {
  name: 'scenegen',
  table(seed: string, index: number): SourceTable {
    const kind = TABLE_KINDS[index % TABLE_KINDS.length]!
    const session = makeSession(`${seed}/${index}`, { table: kind, variedBox: true, realism: true })
    return {
      name: `scenegen/${seed}/${index} ${kind}`,
      width: session.width,
      height: session.height,
      calibration(attempt) {
        const cs = calibrationScenes(session, new Rng(`${seed}/${index}/calibration/${attempt}`))
        return {
          empty: [cs.empty],
          animals: cs.animals,
          animalTokens: truth(cs.animalTokens),
          card: cs.cardPoints,
        }
      },
      turn(t, rounds, cardPx) {
        const turn = turnRounds(session, new Rng(`${seed}/${index}/turn/${t}`), rounds, { cardPx })
        return { frames: turn.frames, tokens: turn.tokens.map(truth), cards: turn.cards }
      },
    }
  },
}
