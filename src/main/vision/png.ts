/** PNG files <-> Frames (RGBA pixel buffers) for the referee CLI, the scene generator and tests. */
import { readFileSync, writeFileSync } from 'node:fs'
import { PNG } from 'pngjs'
import type { Frame } from '../../shared/vision/types'

export class ImageFileError extends Error {
  override name = 'ImageFileError'
}

/** A file's bytes; a missing or unreadable file throws ImageFileError. */
export function readBytes(path: string): Buffer {
  try {
    return readFileSync(path)
  } catch (err) {
    throw new ImageFileError(`cannot read ${path}: ${(err as Error).message}`)
  }
}

/** Reads a PNG into an RGBA frame; a missing, unreadable or non-PNG file throws ImageFileError. */
export function readPng(path: string): Frame {
  return decodePng(readBytes(path), path)
}

/** A decoder's RGBA pixels as a Frame, sharing their memory. */
export function rgbaFrame(img: { width: number; height: number; data: Uint8Array }): Frame {
  const { width, height, data } = img
  return { width, height, data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length) }
}

export function decodePng(bytes: Buffer, name = 'image'): Frame {
  try {
    return rgbaFrame(PNG.sync.read(bytes))
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
