/**
 * coco-ssd for the camera screens (issue 6, item 3): the person detector that tells the snapshot
 * watcher a hand or person is in view. The model runs in its own module worker (person.worker.ts,
 * issue 20: a check takes 100-600 ms, which on the page's thread froze it); this is the page's side.
 * The worker is started on first use, so the rest of the app never loads tfjs. A missing or damaged
 * model is an error (problems.ts words it for the family); the camera then falls back to the
 * change-against-the-table test alone.
 */
import type { CocoDetection, Frame } from '../../../shared/vision'
import type { PersonRequest, PersonResponse } from './person-protocol'
import { copyFrame, WorkerCalls, type Body } from './worker-rpc'

export interface PersonDetector {
  backend: string
  detect(frame: Frame): Promise<CocoDetection[]>
}

export const MODEL_URL = '/models/coco-ssd/model.json'
/** Where both modes serve tfjs's wasm binaries (web server and Electron's app:// scheme alike). */
const WASM_PATH = '/wasm/'
const MIN_SCORE = 0.4

class PersonWorker {
  private readonly worker = new Worker(new URL('./person.worker.ts', import.meta.url), { type: 'module' })
  private readonly calls = new WorkerCalls<PersonRequest, PersonResponse>(
    this.worker,
    (res) => new Error(res.message),
  )
  /** Set once the worker has failed as a whole: every later call gets the same error. */
  private broken: Error | null = null

  constructor() {
    // The worker's script did not load or threw outside a request.
    this.worker.onerror = (e) => {
      e.preventDefault()
      this.fail(new Error(`the person detector's worker failed: ${e.message || 'it did not start'}`))
    }
  }

  call<T>(body: Body<PersonRequest>, transfer: Transferable[] = []): Promise<T> {
    return this.broken ? Promise.reject(this.broken) : this.calls.call<T>(body, transfer)
  }

  fail(err: Error): void {
    this.broken = err
    this.calls.rejectAll(err)
  }

  terminate(): void {
    this.worker.terminate()
    this.fail(new Error('the person detector was stopped'))
  }
}

let worker: PersonWorker | null = null
let cached: Promise<PersonDetector> | null = null

/** Our own origin's files, named from the page (the worker's own URL lies under /assets/). */
const own = (path: string): string => new URL(path, document.baseURI).href

async function load(modelUrl: string): Promise<PersonDetector> {
  const w = (worker = new PersonWorker())
  let backend: string
  try {
    backend = await w.call<string>({ kind: 'load', modelUrl: own(modelUrl), wasmPath: own(WASM_PATH) })
  } catch (e) {
    // No model, no use for the worker: free its memory (tfjs and the backend).
    w.terminate()
    throw e
  }
  return {
    backend,
    detect(frame) {
      // The watcher keeps its frame (the snapshot is a mean of recent frames): one copy, then its
      // buffer is transferred rather than cloned again.
      const f = copyFrame(frame)
      return w.call<CocoDetection[]>({ kind: 'detect', frame: f, minScore: MIN_SCORE }, [f.data.buffer])
    },
  }
}

/** Loads once per page; a failure is cached too, with its message, until retry() clears it. */
export function personDetector(modelUrl = MODEL_URL): Promise<PersonDetector> {
  cached ??= load(modelUrl)
  return cached
}

/** Forgets the detector (and stops its worker): the next personDetector() starts afresh. */
export function retryPersonDetector(): void {
  worker?.terminate()
  worker = null
  cached = null
}
