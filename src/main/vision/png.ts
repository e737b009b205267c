/** PNG files <-> Frames (RGBA pixel buffers) for the referee CLI, the scene generator and tests. */
import { readFileSync, writeFileSync } from 'node:fs'
import { PNG } from 'pngjs'
import type { Frame } from '../../shared/vision/types'

export class ImageFileError extends Error {
  override name = 'ImageFileError'
}

/** Reads a PNG into an RGBA frame; a missing, unreadable or non-PNG file throws ImageFileError. */
export function readPng(path: string): Frame {
  let bytes: Buffer
  try {
    bytes = readFileSync(path)
  } catch (err) {
    throw new ImageFileError(`cannot read ${path}: ${(err as Error).message}`)
  }
  return decodePng(bytes, path)
}

export function decodePng(bytes: Buffer, name = 'image'): Frame {
  try {
    const png = PNG.sync.read(bytes)
    return {
      width: png.width,
      height: png.height,
      data: new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length),
    }
  } catch (err) {
    throw new ImageFileError(`${name} is not a readable PNG: ${(err as Error).message}`)
  }
}

export function encodePng(frame: Frame): Buffer {
  const png = new PNG({ width: frame.width, height: frame.height })
  png.data = Buffer.from(frame.data.buffer, frame.data.byteOffset, frame.data.length)
  return PNG.sync.write(png)
}

export function writePng(path: string, frame: Frame): void {
  writeFileSync(path, encodePng(frame))
}
