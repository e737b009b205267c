/**
 * The page's side of the vision worker (vision.worker.ts): promise-returning calls in place of the
 * shared vision functions. Frames are copied once and the copy's buffer transferred, so the caller
 * keeps its frame (the watcher averages recent frames; the referee shows the snapshots).
 */
import type { ActionCard } from '../../../shared/referee'
import type {
  Calibration,
  CalibrationInput,
  Detection,
  Frame,
  HandReport,
  RefereeReport,
} from '../../../shared/vision'
import { errorOf, VisionError } from './vision-errors'
import type { VisionRequest, VisionResponse } from './vision-protocol'
import { copyFrame, WorkerCalls, type Body } from './worker-rpc'

class VisionClient {
  private readonly worker = new Worker(new URL('./vision.worker.ts', import.meta.url), { type: 'module' })
  private readonly calls = new WorkerCalls<VisionRequest, VisionResponse>(this.worker, (res) =>
    errorOf(res.failure, res.message),
  )
  private readonly calIds = new WeakMap<Calibration, number>()

  constructor() {
    this.worker.onerror = (e) =>
      this.calls.rejectAll(
        new VisionError(`the vision worker failed: ${e.message}`, { code: 'worker-failed' }),
      )
  }

  private call<T>(body: Body<VisionRequest>, transfer: Transferable[] = []): Promise<T> {
    return this.calls.call<T>(body, transfer)
  }

  /** The worker's number for this calibration, sending it the first time. */
  private async calId(cal: Calibration): Promise<number> {
    const known = this.calIds.get(cal)
    if (known !== undefined) return known
    const calId = this.calls.nextId()
    this.calIds.set(cal, calId)
    // A calibration is plain JSON; the page may hold it in a reactive proxy, which cannot be cloned.
    const calibration = JSON.parse(JSON.stringify(cal)) as Calibration
    await this.call({ kind: 'useCalibration', calId, calibration })
    return calId
  }

  calibrate(input: CalibrationInput): Promise<Calibration> {
    const empty = (Array.isArray(input.empty) ? input.empty : [input.empty]).map(copyFrame)
    const animals = (Array.isArray(input.animals) ? input.animals : [input.animals]).map(copyFrame)
    // Plain numbers: the page's click points may be reactive proxies, which cannot be cloned.
    const c = input.card
    const card: CalibrationInput['card'] =
      typeof c === 'number'
        ? c
        : [
            [c[0][0], c[0][1]],
            [c[1][0], c[1][1]],
          ]
    return this.call(
      { kind: 'calibrate', input: { empty, animals, card } },
      [...empty, ...animals].map((f) => f.data.buffer),
    )
  }

  async detect(frame: Frame, cal: Calibration): Promise<Detection> {
    const calId = await this.calId(cal)
    const f = copyFrame(frame)
    return this.call({ kind: 'detect', calId, frame: f }, [f.data.buffer])
  }

  async referee(cal: Calibration, before: Frame, after: Frame, card: ActionCard): Promise<RefereeReport> {
    const calId = await this.calId(cal)
    const [b, a] = [copyFrame(before), copyFrame(after)]
    const plain: ActionCard = { kind: card.kind, animals: [...card.animals] }
    return this.call({ kind: 'referee', calId, before: b, after: a, card: plain }, [
      b.data.buffer,
      a.data.buffer,
    ])
  }

  async hand(frame: Frame, cal: Calibration): Promise<HandReport> {
    const calId = await this.calId(cal)
    const f = copyFrame(frame)
    return this.call({ kind: 'hand', calId, frame: f }, [f.data.buffer])
  }
}

const clients = new Map<string, VisionClient>()

/**
 * The page's vision workers, started on first use: the watcher's hand checks ('watch') run in their
 * own, so they never wait behind a slow detection ('read') and a hand is not missed meanwhile.
 */
export function vision(lane: 'watch' | 'read' = 'read'): VisionClient {
  let c = clients.get(lane)
  if (!c) clients.set(lane, (c = new VisionClient()))
  return c
}
