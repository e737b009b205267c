/// <reference lib="webworker" />
/**
 * coco-ssd off the page's main thread (person-protocol.ts). WebGL2 on an OffscreenCanvas when the
 * worker has a hardware one; else tfjs's wasm backend, whose binaries come from our own origin
 * (`wasmPath`, /wasm/ in web mode and under Electron's app:// scheme alike). One request at a time.
 */
import * as tf from '@tensorflow/tfjs'
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm'
import { cocoDetect, loadCocoSsd, type CocoModel } from '../../../shared/vision/coco'
import type { PersonRequest, PersonResponse, PersonResults } from './person-protocol'

const scope = self as unknown as DedicatedWorkerGlobalScope
let model: CocoModel | null = null

/**
 * tfjs's WebGL backend needs WebGL2 on an OffscreenCanvas in a worker. Software WebGL (SwiftShader:
 * headless, no GPU driver) is many times slower than wasm, so it counts as none.
 */
function hardwareWebgl2(): boolean {
  if (typeof OffscreenCanvas === 'undefined') return false
  try {
    const gl = new OffscreenCanvas(1, 1).getContext('webgl2')
    if (!gl) return false
    const info = gl.getExtension('WEBGL_debug_renderer_info')
    const renderer = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER))
    return !/swiftshader|llvmpipe|software/i.test(renderer)
  } catch {
    return false
  }
}

async function pickBackend(wasmPath: string): Promise<string> {
  try {
    if (hardwareWebgl2() && (await tf.setBackend('webgl'))) {
      await tf.ready()
      return 'webgl'
    }
  } catch {
    // WebGL failed to start: wasm below.
  }
  setWasmPaths(wasmPath)
  if (!(await tf.setBackend('wasm')))
    throw new Error('neither the WebGL nor the wasm backend of tfjs started')
  await tf.ready()
  return 'wasm'
}

async function run(req: PersonRequest): Promise<PersonResults[keyof PersonResults]> {
  switch (req.kind) {
    case 'load': {
      const backend = await pickBackend(req.wasmPath)
      model = await loadCocoSsd(req.modelUrl)
      return backend
    }
    case 'detect':
      if (!model) throw new Error('the person detector has no model loaded')
      return cocoDetect(model, req.frame, req.minScore)
  }
}

// Requests are answered in order: tfjs runs one model call at a time anyway.
let queue: Promise<void> = Promise.resolve()
scope.onmessage = (e: MessageEvent<PersonRequest>) => {
  const req = e.data
  queue = queue.then(async () => {
    let res: PersonResponse
    try {
      res = { id: req.id, ok: true, result: await run(req) }
    } catch (err) {
      res = { id: req.id, ok: false, message: err instanceof Error ? err.message : String(err) }
    }
    scope.postMessage(res)
  })
}
