/**
 * The page's side of a camera worker (vision.worker.ts, person.worker.ts): numbered requests, answered
 * in any order by replies carrying the same number. Each worker is still created where it is used
 * (`new Worker(new URL(...), ...)` must stay literal there for the bundler to find the script).
 */
import type { Frame } from '../../../shared/vision'

/** A worker's answer: the result, or a failure its client turns into an Error (errorOf). */
export type WorkerReply =
  { id: number; ok: true; result: unknown } | { id: number; ok: false; message: string }

/** A request without its number (each variant keeps its own fields). */
export type Body<R> = R extends { id: number } ? Omit<R, 'id'> : never

export class WorkerCalls<Req extends { id: number }, Res extends WorkerReply> {
  private next = 1
  private readonly pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>()

  constructor(
    private readonly worker: Worker,
    errorOf: (res: Extract<Res, { ok: false }>) => Error,
  ) {
    worker.onmessage = (e: MessageEvent<Res>) => {
      const res = e.data
      const p = this.pending.get(res.id)
      if (!p) return
      this.pending.delete(res.id)
      if (res.ok) p.resolve(res.result)
      else p.reject(errorOf(res as Extract<Res, { ok: false }>))
    }
  }

  /** A fresh number, for a request or for anything the client numbers alongside (a calibration). */
  nextId(): number {
    return this.next++
  }

  call<T>(body: Body<Req>, transfer: Transferable[] = []): Promise<T> {
    const id = this.nextId()
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject })
      this.worker.postMessage({ ...body, id }, transfer)
    })
  }

  /** Rejects every call still waiting (the worker failed or was stopped). */
  rejectAll(err: Error): void {
    for (const p of this.pending.values()) p.reject(err)
    this.pending.clear()
  }
}

/** A copy of a frame whose buffer can be transferred, so the caller keeps its own frame. */
export function copyFrame(f: Frame): Frame {
  return { width: f.width, height: f.height, data: new Uint8ClampedArray(f.data) }
}
