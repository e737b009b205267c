/**
 * coco-ssd in the browser (issue 6, item 3): the person detector that tells the snapshot watcher a hand
 * or person is in view. WebGL first; the wasm backend (binaries served at /wasm/) when WebGL fails.
 * This is the only renderer module that imports @tensorflow/tfjs-backend-wasm; tfjs is loaded lazily
 * so the rest of the app never pays for it. A missing or damaged model is an error (problems.ts words
 * it for the family); the camera then falls back to the change-against-the-table test alone.
 */
import type { CocoDetection, Frame } from '../../../shared/vision'

export interface PersonDetector {
  backend: string
  detect(frame: Frame): Promise<CocoDetection[]>
}

export const MODEL_URL = '/models/coco-ssd/model.json'

let cached: Promise<PersonDetector> | null = null

/** Software WebGL (SwiftShader: headless, no GPU driver) is many times slower than wasm. */
function softwareWebgl(): boolean {
  try {
    const gl = document.createElement('canvas').getContext('webgl')
    if (!gl) return true
    const info = gl.getExtension('WEBGL_debug_renderer_info')
    const renderer = info ? String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL)) : ''
    return /swiftshader|llvmpipe|software/i.test(renderer)
  } catch {
    return true
  }
}

async function pickBackend(): Promise<string> {
  const tf = await import('@tensorflow/tfjs')
  try {
    if (!softwareWebgl() && (await tf.setBackend('webgl'))) {
      await tf.ready()
      return 'webgl'
    }
  } catch {
    // WebGL failed to start: wasm below.
  }
  const wasm = await import('@tensorflow/tfjs-backend-wasm')
  wasm.setWasmPaths('/wasm/')
  if (!(await tf.setBackend('wasm')))
    throw new Error('neither the WebGL nor the wasm backend of tfjs started')
  await tf.ready()
  return 'wasm'
}

async function load(modelUrl: string): Promise<PersonDetector> {
  const backend = await pickBackend()
  const { loadCocoSsd, cocoDetect } = await import('../../../shared/vision/coco')
  const model = await loadCocoSsd(modelUrl)
  return { backend, detect: (frame) => cocoDetect(model, frame, 0.4) }
}

/** Loads once per page; a failure is cached too, with its message, until retry() clears it. */
export function personDetector(modelUrl = MODEL_URL): Promise<PersonDetector> {
  cached ??= load(modelUrl)
  return cached
}

export function retryPersonDetector(): void {
  cached = null
}
