/**
 * Camera referee figures on generated rounds (seeds the tests do not use): count, action and accusation
 * rates, the same with the camera knocked by a few pixels after calibration and with every picture
 * compressed as JPEG at quality 75, token detection time per
 * 640x480 frame, and coco-ssd time on the wasm backend when the model is installed (omitted, with a
 * note on stderr, when it is not).
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { Rng } from '../../shared/engine/rng'
import { cocoDetect } from '../../shared/vision/coco'
import { evaluateVision, median } from '../../../tools/scenegen/evaluate'
import { makeSession } from '../../../tools/scenegen/render'
import { actionPair } from '../../../tools/scenegen/scenes'
import { jpegRoundTrip } from '../../main/vision/image'
import { defaultModelDir, loadCocoSsdFromDisk } from '../../main/vision/model'
import type { BenchFigures, BenchSection } from './types'

async function cocoMedianMs(): Promise<number | undefined> {
  if (!existsSync(join(defaultModelDir(), 'model.json'))) {
    process.stderr.write('bench vision: coco-ssd model not installed; visionCocoSsdMedianMs omitted\n')
    return undefined
  }
  const model = await loadCocoSsdFromDisk()
  const s = makeSession('bench-coco')
  const pair = actionPair(s, new Rng('bench-coco'))
  await cocoDetect(model, pair.before) // warm-up: the first call compiles the graph
  const ms: number[] = []
  for (let i = 0; i < 5; i++) {
    const t = performance.now()
    await cocoDetect(model, i % 2 ? pair.after : pair.before)
    ms.push(performance.now() - t)
  }
  return median(ms)
}

const section: BenchSection = {
  name: 'vision',
  async run(): Promise<BenchFigures> {
    // 10 tables x 2 drops x 3 rounds = 60 pairs, 80 frames: well under a minute on a quiet machine.
    const score = evaluateVision('vision-bench', 10, 2)
    const figures: BenchFigures = {
      visionExactCountRate: score.exactCountRate,
      visionActionAccuracy: score.actionAccuracy,
      visionWrongAccusationRate: score.wrongAccusationRate,
      visionUncertainRate: score.uncertainRate,
      visionDecoyAgreementRate: score.decoyAgreementRate,
      visionCalibrationRetakes: score.calibrationRetakes,
      visionDetectMedianMs: median(score.detectMs),
    }
    // The same rounds with the camera knocked 2 px right and 1 px up after calibration: the frames are
    // lined up with the empty table again before anything is compared (register.ts).
    const knocked = evaluateVision('vision-bench', 10, 2, { knock: [2, -1] })
    figures.visionKnockedExactCountRate = knocked.exactCountRate
    figures.visionKnockedActionAccuracy = knocked.actionAccuracy
    figures.visionKnockedWrongAccusationRate = knocked.wrongAccusationRate
    // The same rounds from a webcam that sends JPEG at quality 75 (calibration pictures too).
    const jpeg = evaluateVision('vision-bench', 10, 2, { camera: (f) => jpegRoundTrip(f, 75) })
    figures.visionJpeg75ExactCountRate = jpeg.exactCountRate
    figures.visionJpeg75ActionAccuracy = jpeg.actionAccuracy
    figures.visionJpeg75WrongAccusationRate = jpeg.wrongAccusationRate
    const coco = await cocoMedianMs()
    if (coco !== undefined) figures.visionCocoSsdMedianMs = coco
    return figures
  },
}

export default section
