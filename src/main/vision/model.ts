/**
 * coco-ssd in Node: the wasm backend with its .wasm files from node_modules, and the model read from
 * resources/models/coco-ssd (put there at install time by scripts/fetch-model.mjs). Nothing is fetched
 * from the network at run time.
 */
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import * as tf from '@tensorflow/tfjs'
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm'
import { loadCocoSsd, type CocoModel } from '../../shared/vision/coco'

export class ModelError extends Error {
  override name = 'ModelError'
}

export const MISSING_HINT =
  'run `node scripts/fetch-model.mjs` to install it (the app still offers companion mode)'

/** Default model folder: TABLETOP_MODEL_DIR or resources/models/coco-ssd under the working directory. */
export function defaultModelDir(): string {
  return resolve(process.env.TABLETOP_MODEL_DIR || join(process.cwd(), 'resources', 'models', 'coco-ssd'))
}

interface WeightGroup {
  paths: string[]
  weights: tf.io.WeightsManifestEntry[]
}

/**
 * A tf.io handler reading model.json and its shards from `dir`. Checks that every shard exists and that
 * the shards hold exactly the bytes the manifest describes, and, when `sums` are given, their SHA-256.
 */
export function fileModelHandler(dir: string, sums?: Record<string, string>): tf.io.IOHandler {
  const read = (name: string): Buffer => {
    const path = join(dir, name)
    if (!existsSync(path)) throw new ModelError(`coco-ssd model file missing: ${path}; ${MISSING_HINT}`)
    const bytes = readFileSync(path)
    const want = sums?.[name]
    if (want && createHash('sha256').update(bytes).digest('hex') !== want) {
      throw new ModelError(`coco-ssd model file damaged (checksum mismatch): ${path}; ${MISSING_HINT}`)
    }
    return bytes
  }
  return {
    async load(): Promise<tf.io.ModelArtifacts> {
      let json: { modelTopology?: unknown; weightsManifest?: WeightGroup[]; format?: string }
      try {
        json = JSON.parse(read('model.json').toString('utf8'))
      } catch (err) {
        if (err instanceof ModelError) throw err
        throw new ModelError(
          `coco-ssd model.json in ${dir} is damaged (${(err as Error).message}); ${MISSING_HINT}`,
        )
      }
      if (!json.modelTopology || !Array.isArray(json.weightsManifest)) {
        throw new ModelError(`coco-ssd model.json in ${dir} is not a tfjs graph model; ${MISSING_HINT}`)
      }
      const specs = json.weightsManifest.flatMap((g) => g.weights)
      const shards = json.weightsManifest.flatMap((g) => g.paths.map(read))
      const data = Buffer.concat(shards)
      const expected = specs.reduce((s, w) => s + weightBytes(w), 0)
      if (data.length !== expected) {
        throw new ModelError(
          `coco-ssd weights in ${dir} are damaged: ${data.length} bytes, expected ${expected}; ${MISSING_HINT}`,
        )
      }
      return {
        modelTopology: json.modelTopology as tf.io.ModelArtifacts['modelTopology'],
        weightSpecs: specs,
        weightData: data.buffer.slice(data.byteOffset, data.byteOffset + data.length),
        format: json.format,
      }
    },
  }
}

const DTYPE_BYTES: Record<string, number> = { float32: 4, int32: 4, bool: 1, uint8: 1, uint16: 2, float16: 2 }

function weightBytes(w: tf.io.WeightsManifestEntry): number {
  const n = w.shape.reduce((p, d) => p * d, 1)
  const q = w.quantization
  const bytes = q ? (DTYPE_BYTES[q.dtype] ?? 4) : (DTYPE_BYTES[w.dtype] ?? 4)
  return n * bytes
}

let backendReady: Promise<void> | null = null

/** Switches tfjs to the wasm backend, loading the .wasm binaries from node_modules (file paths). */
export function useWasmBackend(): Promise<void> {
  backendReady ??= (async () => {
    const require = createRequire(import.meta.url)
    const dist = join(dirname(require.resolve('@tensorflow/tfjs-backend-wasm/package.json')), 'dist')
    setWasmPaths({
      'tfjs-backend-wasm.wasm': join(dist, 'tfjs-backend-wasm.wasm'),
      'tfjs-backend-wasm-simd.wasm': join(dist, 'tfjs-backend-wasm-simd.wasm'),
      'tfjs-backend-wasm-threaded-simd.wasm': join(dist, 'tfjs-backend-wasm-threaded-simd.wasm'),
    })
    // Worker threads for the threaded build are not worth their set-up cost for one small model.
    tf.env().set('WASM_HAS_MULTITHREAD_SUPPORT', false)
    if (!(await tf.setBackend('wasm'))) throw new ModelError('the tfjs wasm backend failed to start')
    await tf.ready()
  })()
  return backendReady
}

/** The sums committed in scripts/model-sums.json, when that file is at hand (development, CLI, tests). */
export function committedSums(root = process.cwd()): Record<string, string> | undefined {
  const path = join(root, 'scripts', 'model-sums.json')
  if (!existsSync(path)) return undefined
  return (JSON.parse(readFileSync(path, 'utf8')) as { files: Record<string, string> }).files
}

/** coco-ssd (lite_mobilenet_v2) from disk on the wasm backend. Throws ModelError when missing or damaged. */
export async function loadCocoSsdFromDisk(
  dir = defaultModelDir(),
  sums = committedSums(),
): Promise<CocoModel> {
  if (!existsSync(join(dir, 'model.json'))) {
    throw new ModelError(`coco-ssd model not found in ${dir}; ${MISSING_HINT}`)
  }
  await useWasmBackend()
  return loadCocoSsd(fileModelHandler(dir, sums))
}
