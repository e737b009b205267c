/**
 * Messages between the page and the coco-ssd worker (person.worker.ts, issue 20): the person check
 * takes 100-600 ms a frame, which on the page's thread froze it. The page loads the model once, then
 * sends frames whose pixel buffers are transferred, not cloned.
 */
import type { CocoDetection, Frame } from '../../../shared/vision'

export type PersonRequest =
  | { id: number; kind: 'load'; modelUrl: string; wasmPath: string }
  | { id: number; kind: 'detect'; frame: Frame; minScore: number }

export interface PersonResults {
  /** The tfjs backend that runs the model ('webgl' or 'wasm'). */
  load: string
  detect: CocoDetection[]
}

export type PersonResponse =
  | { id: number; ok: true; result: PersonResults[keyof PersonResults] }
  | { id: number; ok: false; message: string }
