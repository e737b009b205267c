/**
 * coco-ssd as extra evidence (ARCHITECTURE: Camera referee, step 3): it sees people and hands, never the
 * tokens. Works with any tfjs backend: WebGL in the renderer, wasm in Node (src/main/vision/model.ts).
 * Kept out of the vision index so token detection does not pull in tfjs.
 */
import * as tf from '@tensorflow/tfjs'
import * as cocoSsd from '@tensorflow-models/coco-ssd'
import type { CocoDetection, Frame } from './types'

export type CocoModel = cocoSsd.ObjectDetection

/** Where the app serves resources/models (web server and Electron protocol alike). */
export const DEFAULT_MODEL_URL = '/models/coco-ssd/model.json'

/**
 * Loads lite_mobilenet_v2 from the app's own files. `modelUrl` may also be a tf.io.IOHandler (Node reads
 * the files from disk). Never falls back to the network: a missing model is an error for the caller to
 * show ("model missing, companion mode only").
 */
export async function loadCocoSsd(
  modelUrl: string | tf.io.IOHandler = DEFAULT_MODEL_URL,
): Promise<CocoModel> {
  // coco-ssd types modelUrl as a string, but hands it to tf.loadGraphModel, which takes handlers too.
  return cocoSsd.load({ base: 'lite_mobilenet_v2', modelUrl: modelUrl as string })
}

/** RGB int32 tensor of a frame (tf.browser.fromPixels needs DOM types; this does not). */
export function frameTensor(frame: Frame): tf.Tensor3D {
  const { width: w, height: h, data } = frame
  const rgb = new Int32Array(w * h * 3)
  for (let i = 0; i < w * h; i++) {
    rgb[i * 3] = data[i * 4]!
    rgb[i * 3 + 1] = data[i * 4 + 1]!
    rgb[i * 3 + 2] = data[i * 4 + 2]!
  }
  return tf.tensor3d(rgb, [h, w, 3], 'int32')
}

/** All coco-ssd detections of a frame. */
export async function cocoDetect(model: CocoModel, frame: Frame, minScore = 0.4): Promise<CocoDetection[]> {
  const t = frameTensor(frame)
  try {
    const found = await model.detect(t, 20, minScore)
    return found.map((d) => ({ class: d.class, score: d.score, bbox: d.bbox }))
  } finally {
    t.dispose()
  }
}
