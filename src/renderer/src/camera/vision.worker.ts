/// <reference lib="webworker" />
/**
 * The camera referee's pixel work, off the page's main thread (vision-protocol.ts): calibration, token
 * detection, the referee's two-frame reading and the hand check. One request at a time, in order.
 */
import { calibrate, detectTokens, handInView, refereeFrames, type Calibration } from '../../../shared/vision'
import { failureOf } from './vision-errors'
import type { VisionRequest, VisionResponse, VisionResults } from './vision-protocol'

const scope = self as unknown as DedicatedWorkerGlobalScope
const calibrations = new Map<number, Calibration>()

function calibrationOf(id: number): Calibration {
  const cal = calibrations.get(id)
  if (!cal) throw new Error(`the vision worker has no calibration number ${id}`)
  return cal
}

function run(req: VisionRequest): VisionResults[keyof VisionResults] {
  switch (req.kind) {
    case 'calibrate':
      return calibrate(req.input)
    case 'useCalibration':
      // Only the newest few are kept: a page calibrates a handful of times at most.
      calibrations.set(req.calId, req.calibration)
      for (const k of [...calibrations.keys()].slice(0, -4)) calibrations.delete(k)
      return null
    case 'detect':
      return detectTokens(req.frame, calibrationOf(req.calId))
    case 'referee':
      return refereeFrames(calibrationOf(req.calId), req.before, req.after, req.card)
    case 'hand':
      return handInView(req.frame, calibrationOf(req.calId), [])
  }
}

/** The big typed arrays of a result, handed back without copying. */
function transferables(result: unknown): Transferable[] {
  const out = new Set<ArrayBuffer>()
  const visit = (v: unknown, depth: number): void => {
    if (depth > 3 || v === null || typeof v !== 'object') return
    if (ArrayBuffer.isView(v)) {
      if (v.buffer instanceof ArrayBuffer && v.byteLength > 4096) out.add(v.buffer)
      return
    }
    for (const x of Object.values(v)) visit(x, depth + 1)
  }
  visit(result, 0)
  return [...out]
}

scope.onmessage = (e: MessageEvent<VisionRequest>) => {
  const req = e.data
  let res: VisionResponse
  try {
    const result = run(req)
    res = { id: req.id, ok: true, result }
    try {
      scope.postMessage(res, transferables(result))
    } catch {
      // A buffer shared by two arrays of the result cannot be transferred twice: copy instead.
      scope.postMessage(res)
    }
    return
  } catch (err) {
    res = {
      id: req.id,
      ok: false,
      message: err instanceof Error ? err.message : String(err),
      failure: failureOf(err),
    }
  }
  scope.postMessage(res)
}
