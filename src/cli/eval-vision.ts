/**
 * Camera referee figures on one scene source through a drifting webcam:
 *   npm run -s eval-vision -- --source scenegen --seed S [--tables 25] [--turns 4] [--profile webcam|nudged|still]
 *     [--layouts 1] [--every-card] [--json] [--failures]
 * --layouts N: pictures of the four animals per calibration (the app's wizard takes 1).
 * --every-card: judge every card other than the one played against each pair too (17 more referee calls a
 * pair), and count those said to agree (wrongCardsAgreed): cheats let through.
 * --first N starts at table N (to split a long run over processes).
 * 25 tables x 4 drops x 3 rounds = 300 before/after pairs and 400 pictures.
 * `miscounts` counts the blobs read wrong over every picture by where the count went wrong
 * (tools/eval/miscounts.ts: an animal unseen, a blob that is no animal, one animal cut in two, a pair
 * read as one or as more, a heap of three or more).
 * `changeRefusals` sorts the pairs not read right by what the change reading made of them: another action
 * read, or why it read none (tools/eval/evaluate.ts SourceScore.changeRefusals), most first.
 */
import { parseArgs } from 'node:util'
import { PROFILES } from '../../tools/eval/camera'
import { CALIBRATION_LAYOUTS, evaluateSource } from '../../tools/eval/evaluate'
import { SOURCES } from '../../tools/eval/sources'

const { values } = parseArgs({
  options: {
    source: { type: 'string', default: 'scenegen' },
    seed: { type: 'string', default: 'eval' },
    tables: { type: 'string', default: '25' },
    first: { type: 'string', default: '0' },
    turns: { type: 'string', default: '4' },
    profile: { type: 'string', default: 'webcam' },
    layouts: { type: 'string', default: String(CALIBRATION_LAYOUTS) },
    'every-card': { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
    failures: { type: 'boolean', default: false },
  },
})
const source = SOURCES[values.source]
const profile = PROFILES[values.profile]
if (!source || !profile) {
  process.stderr.write(
    `eval-vision: unknown ${source ? 'profile' : 'source'}; sources: ${Object.keys(SOURCES).join(', ')}; ` +
      `profiles: ${Object.keys(PROFILES).join(', ')}\n`,
  )
  process.exit(2)
}
let shown = 0
const score = evaluateSource(source, {
  seed: values.seed,
  tables: Number(values.tables),
  first: Number(values.first),
  turns: Number(values.turns),
  profile,
  layouts: Number(values.layouts),
  everyCard: values['every-card'],
  onTable: (i, s) => {
    // With --failures the table's lines come at once, so a long run can be read while it goes on.
    if (values.failures) for (const f of s.failures.slice(shown)) process.stderr.write(`  ${f}\n`)
    shown = s.failures.length
    process.stderr.write(`table ${i + 1}: ${s.failures.length} failure lines so far\n`)
  },
})
const sorted = [...score.detectMs].sort((a, b) => a - b)
const summary = {
  source: score.source,
  seed: values.seed,
  profile: values.profile,
  layouts: Number(values.layouts),
  tables: score.tables,
  calibratedFirstTry: score.calibratedFirstTry,
  calibrated: score.calibrated,
  images: score.images,
  pairs: score.pairs,
  exactCountRate: score.exactCountRate,
  actionAccuracy: score.actionAccuracy,
  wrongAccusationRate: score.wrongAccusationRate,
  uncertainRate: score.uncertainRate,
  decoyAgreementRate: score.decoyAgreementRate,
  decoyAccusationRate: score.decoyAccusationRate,
  ...(values['every-card']
    ? {
        wrongCards: score.wrongCards,
        wrongCardsAgreed: score.wrongCardsAgreed,
        pairsWrongCardAgreed: score.pairsWrongCardAgreed,
      }
    : {}),
  detectMedianMs: sorted[sorted.length >> 1] ?? NaN,
  miscounts: score.miscounts,
  changeRefusals: Object.fromEntries(Object.entries(score.changeRefusals).sort((x, y) => y[1] - x[1])),
}
if (values.json)
  process.stdout.write(
    JSON.stringify(
      values.failures
        ? { ...summary, failures: score.failures, evidence: score.evidence, changes: score.changes }
        : summary,
    ) + '\n',
  )
else {
  for (const [k, v] of Object.entries(summary)) {
    const text =
      typeof v === 'object'
        ? Object.entries(v)
            .map(([c, n]) => `${c} ${n}`)
            .join(', ')
        : typeof v === 'number' && !Number.isInteger(v)
          ? v.toFixed(3)
          : v
    process.stdout.write(`${k}: ${text}\n`)
  }
  if (values.failures) for (const f of score.failures) process.stdout.write(`  ${f}\n`)
}
