/**
 * What the camera referee says when the Lead did nothing (issue #20's "nothing changed" gate):
 *   npx tsx tools/eval/idle.ts --source scenegen --seed v13-dev-1 [--tables 5] [--turns 2] [--profile webcam]
 * Each table is calibrated as in evaluate.ts; every table a turn shows is shot twice, a moment of camera
 * drift apart, and refereed against the card that was about to be played. Nothing was done, so "does not
 * match" is right, "not sure" is the gate holding back, and "matches" would be wrong.
 */
import { parseArgs } from 'node:util'
import { Rng } from '../../src/shared/engine/rng'
import { problemText } from '../../src/cli/referee-words'
import { detectTokens } from '../../src/shared/vision/detect'
import { refereeDetections } from '../../src/shared/vision/referee'
import { drawDrift, PROFILES, shoot } from './camera'
import { calibrateTable } from './evaluate'
import { SOURCES } from './sources'

const { values } = parseArgs({
  options: {
    source: { type: 'string', default: 'scenegen' },
    seed: { type: 'string', default: 'idle' },
    tables: { type: 'string', default: '5' },
    turns: { type: 'string', default: '2' },
    profile: { type: 'string', default: 'webcam' },
  },
})
const source = SOURCES[values.source]
const profile = PROFILES[values.profile]
if (!source || !profile) throw new Error('idle: unknown source or profile')
const rounds = 3
const tally = { accused: 0, unsure: 0, agreed: 0 }
const why = new Map<string, number>()
for (let i = 0; i < Number(values.tables); i++) {
  const table = source.table(values.seed, i)
  const drift = drawDrift(new Rng(`${values.seed}/${i}/camera`), profile)
  const { cal } = calibrateTable(table, drift)
  if (!cal) continue
  const shots = Number(values.turns) * (rounds + 1)
  for (let t = 0; t < Number(values.turns); t++) {
    const turn = table.turn(t, rounds, cal.cardLengthPx)
    turn.cards.forEach((card, k) => {
      const when = (t * (rounds + 1) + k + 1) / shots
      const a = detectTokens(shoot(turn.frames[k]!, drift, when), cal)
      const b = detectTokens(shoot(turn.frames[k]!, drift, when + 0.5 / shots), cal)
      const r = refereeDetections(cal, a, b, card)
      if (r.matchesCard === false) tally.accused++
      else if (r.matchesCard === true) tally.agreed++
      else {
        tally.unsure++
        const first = r.problems.find((p) => p.kind !== 'nothing-changed')
        const key = first ? problemText(first) : 'nothing-changed only'
        why.set(key, (why.get(key) ?? 0) + 1)
      }
    })
  }
  process.stderr.write(`table ${i + 1}: ${JSON.stringify(tally)}\n`)
}
process.stdout.write(`${JSON.stringify({ ...tally, unsureBecause: Object.fromEntries(why) })}\n`)
