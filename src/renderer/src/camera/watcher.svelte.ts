/**
 * Still-scene watcher (issue 6, item 3): grabs the play area several times a second and says whether
 * the picture is still and whether a hand or person is in view (coco-ssd person detections, when the
 * model loaded, plus the change against the empty table). Screens read `status` for their aria-live text.
 */
import {
  isStill,
  type Calibration,
  type Frame,
  type HandReason,
  type HandReport,
} from '../../../shared/vision'
import { MOVED_WARNING } from '../../../shared/vision/detect'
import { currentLocale, t } from '../i18n'
import { grabFrame, type Crop } from './frames'
import { handWords, warningWords } from './problem-words'
import { cameraReadWords } from './read-words'
import { vision } from './vision-client'
import type { PersonDetector } from './person'

export interface Look {
  frame: Frame
  /** Still for STILL_MS over the last frames. */
  still: boolean
  hand: boolean
  /** Hand-free and still against the frame just before it: settled, if not yet for STILL_MS. */
  calm: boolean
  reasons: HandReason[]
}

/** The picture must stay still this long before a snapshot. */
export const STILL_MS = 500
const STILL_FRAMES = 3
const MAX_FRAMES = 12
/** Aim for this many milliseconds between frames (slower when detection takes longer). */
const TICK_MS = 120
/** The name of each coco-ssd check's performance measure (test/e2e/camera.spec.ts watches them). */
export const COCO_MEASURE = 'tc:coco-check'

export function median(xs: number[]): number {
  if (xs.length === 0) return 0
  const s = [...xs].sort((a, b) => a - b)
  const m = Math.floor(s.length / 2)
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2
}

/** The mean of still frames: less camera noise in the snapshot, so the animals are seen more surely. */
export function meanFrame(frames: Frame[]): Frame {
  const first = frames[0]!
  if (frames.length === 1) return first
  const n = first.data.length
  const sum = new Uint32Array(n)
  for (const f of frames) for (let i = 0; i < n; i++) sum[i] = sum[i]! + f.data[i]!
  const out = new Uint8ClampedArray(n)
  for (let i = 0; i < n; i++) out[i] = Math.round(sum[i]! / frames.length)
  return { width: first.width, height: first.height, data: out }
}

export class SceneWatcher {
  // In the language of the moment each status is made: it changes several times a second.
  status = $state(t('camera.watch.starting'))
  still = $state(false)
  hand = $state(false)
  /** Milliseconds of the per-frame analysis (stillness + hand test against the table), the last 200. */
  frameMs = $state<number[]>([])
  /** Milliseconds of each coco-ssd person check (run on still, hand-free candidates only), the last 200. */
  cocoMs = $state<number[]>([])
  frames = $state(0)
  private recent: { frame: Frame; at: number }[] = []
  private run: Frame[] = []
  private running = false

  constructor(
    private readonly video: HTMLVideoElement,
    private readonly crop: Crop,
    /** Without a calibration (during calibration) only coco-ssd can see a hand. */
    private readonly cal: Calibration | null,
    private readonly size: { width: number; height: number },
    private readonly detector: PersonDetector | null,
    private readonly onLook: (look: Look) => void,
  ) {}

  start(): void {
    if (this.running) return
    this.running = true
    void this.loop()
  }

  stop(): void {
    this.running = false
  }

  /** Forget the frames seen so far: the next snapshot needs a fresh still moment. */
  reset(): void {
    this.recent = []
    this.run = []
  }

  private async loop(): Promise<void> {
    while (this.running) {
      const t0 = performance.now()
      try {
        await this.tick()
      } catch (e) {
        this.status = cameraReadWords(currentLocale(), e)
      }
      const spent = performance.now() - t0
      await new Promise((r) => setTimeout(r, Math.max(10, TICK_MS - spent)))
    }
  }

  private async tick(): Promise<void> {
    if (this.video.readyState < 2) return
    const frame = grabFrame(this.video, this.crop, this.size.width, this.size.height)
    const at = performance.now()
    // The hand check compares the frame with the empty table: pixel work, done in the vision worker.
    const report: HandReport = this.cal
      ? await vision('watch').hand(frame, this.cal)
      : { inView: false, reasons: [], moved: false }
    // Keep the shortest run of recent frames that spans STILL_MS.
    const recent = [...this.recent, { frame, at }].slice(-MAX_FRAMES)
    while (recent.length > STILL_FRAMES && at - recent[1]!.at >= STILL_MS) recent.shift()
    this.recent = recent
    const still =
      recent.length >= STILL_FRAMES && at - recent[0]!.at >= STILL_MS && isStill(recent.map((r) => r.frame))
    this.frameMs = [...this.frameMs.slice(-199), Math.round(performance.now() - at)]
    this.frames++
    // coco-ssd is the slow part: it only confirms a candidate snapshot (still, nothing large on the table).
    if (still && !report.inView && this.detector) {
      const started = performance.now()
      const persons = await this.detector.detect(frame)
      // A user-timing measure, so a test can see which main-thread tasks ran during a check; only the
      // newest is kept in the page's buffer (observers still receive each one).
      performance.clearMeasures(COCO_MEASURE)
      const check = performance.measure(COCO_MEASURE, { start: started })
      this.cocoMs = [...this.cocoMs.slice(-199), Math.round(check.duration)]
      const people = persons.filter((p) => p.class === 'person' && p.score >= 0.5)
      if (people.length > 0) {
        report.inView = true
        report.reasons = [{ kind: 'person', score: Math.max(...people.map((p) => p.score)) }]
      }
    }
    if (!this.running) return
    this.still = still
    this.hand = report.inView
    // A moved camera makes the whole table look changed, which would otherwise read as a hand.
    this.status = report.moved
      ? warningWords(currentLocale(), MOVED_WARNING)
      : report.inView
        ? t('camera.watch.hand', { reason: handWords(currentLocale(), report.reasons[0]) })
        : still
          ? t('camera.watch.still')
          : t('camera.watch.wait')
    // Every frame since the picture last moved: their mean is the snapshot (the longer still, the less noise).
    const prev = recent[recent.length - 2]?.frame
    const calm = !report.inView && prev !== undefined && isStill([prev, frame])
    this.run = calm ? [...this.run, frame].slice(-MAX_FRAMES) : [frame]
    const shot = still && !report.inView ? meanFrame(this.run) : frame
    this.onLook({ frame: shot, still, hand: report.inView, calm, reasons: report.reasons })
  }
}
