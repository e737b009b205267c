import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { PersonRequest, PersonResponse } from '../../../src/renderer/src/camera/person-protocol'
import type { Frame } from '../../../src/shared/vision'

/**
 * Issue 20: coco-ssd runs in a worker (person.worker.ts); person.ts is the page's side. A stand-in
 * for the browser's Worker records what the page sends (and transfers) and answers by hand.
 */
class FakeWorker {
  static all: FakeWorker[] = []
  sent: { msg: PersonRequest; transfer: Transferable[] }[] = []
  terminated = false
  onmessage: ((e: { data: PersonResponse }) => void) | null = null
  onerror: ((e: { message: string; preventDefault: () => void }) => void) | null = null
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    FakeWorker.all.push(this)
  }
  postMessage(msg: PersonRequest, transfer: Transferable[]): void {
    this.sent.push({ msg, transfer })
  }
  terminate(): void {
    this.terminated = true
  }
  reply(res: PersonResponse): void {
    this.onmessage?.({ data: res })
  }
}
const latest = (): FakeWorker => FakeWorker.all[FakeWorker.all.length - 1]!
/** Lets the page's promise chain run up to its next postMessage. */
const settle = (): Promise<void> => new Promise((r) => setTimeout(r, 0))

let person: typeof import('../../../src/renderer/src/camera/person')

beforeAll(async () => {
  vi.stubGlobal('Worker', FakeWorker)
  vi.stubGlobal('document', { baseURI: 'app://app/index.html' })
  person = await import('../../../src/renderer/src/camera/person')
})

afterEach(() => {
  person.retryPersonDetector()
  FakeWorker.all = []
})

async function loaded(): Promise<{ w: FakeWorker; d: Awaited<ReturnType<typeof person.personDetector>> }> {
  const pending = person.personDetector()
  await settle()
  const w = latest()
  w.reply({ id: w.sent[0]!.msg.id, ok: true, result: 'wasm' })
  return { w, d: await pending }
}

describe('the person detector runs in its own module worker', () => {
  it('starts one module worker that loads the model and the wasm binaries from our own origin', async () => {
    const { w, d } = await loaded()
    expect(FakeWorker.all).toHaveLength(1)
    expect(w.options.type).toBe('module')
    expect(w.url.pathname).toMatch(/person\.worker\.ts$/)
    expect(w.sent[0]!.msg).toMatchObject({
      kind: 'load',
      modelUrl: 'app://app/models/coco-ssd/model.json',
      wasmPath: 'app://app/wasm/',
    })
    expect(d.backend).toBe('wasm')
    // Loaded once per page.
    expect(await person.personDetector()).toBe(d)
    expect(FakeWorker.all).toHaveLength(1)
  })

  it("transfers a copy of the frame's pixels and leaves the caller's frame whole", async () => {
    const { w, d } = await loaded()
    const frame: Frame = { width: 2, height: 1, data: new Uint8ClampedArray([1, 2, 3, 255, 4, 5, 6, 255]) }
    const found = d.detect(frame)
    const { msg, transfer } = w.sent[1]!
    expect(msg.kind).toBe('detect')
    if (msg.kind !== 'detect') return
    expect(msg.minScore).toBe(0.4)
    expect([...msg.frame.data]).toEqual([...frame.data])
    expect(msg.frame.data).not.toBe(frame.data)
    expect(transfer).toEqual([msg.frame.data.buffer])
    expect(frame.data.byteLength).toBe(8)
    const person1 = { class: 'person', score: 0.9, bbox: [0, 0, 1, 1] as [number, number, number, number] }
    w.reply({ id: msg.id, ok: true, result: [person1] })
    expect(await found).toEqual([person1])
  })

  it("a damaged model: the worker's reason, kept until retry, and the worker stopped", async () => {
    const first = person.personDetector()
    await settle()
    const w = latest()
    w.reply({ id: w.sent[0]!.msg.id, ok: false, message: 'Unexpected token d in JSON' })
    await expect(first).rejects.toThrow('Unexpected token d in JSON')
    expect(w.terminated).toBe(true)
    await expect(person.personDetector()).rejects.toThrow('Unexpected token d in JSON')
    expect(FakeWorker.all).toHaveLength(1)
    person.retryPersonDetector()
    void person.personDetector().catch(() => undefined)
    await settle()
    expect(FakeWorker.all).toHaveLength(2)
  })

  it('a worker that fails as a whole rejects the check under way and every later one', async () => {
    const { w, d } = await loaded()
    const frame: Frame = { width: 1, height: 1, data: new Uint8ClampedArray(4) }
    const under = d.detect(frame)
    w.onerror?.({ message: 'out of memory', preventDefault: () => undefined })
    await expect(under).rejects.toThrow("the person detector's worker failed: out of memory")
    await expect(d.detect(frame)).rejects.toThrow('out of memory')
  })
})
