/**
 * Picture files -> Frames for the referee CLI: PNG (what the app and the scene generator write) and
 * JPEG (what most cameras and phones save). The format is told by the file's first bytes, not its name.
 */
import { decode as decodeJpeg, encode as encodeJpeg } from 'jpeg-js'
import type { Frame } from '../../shared/vision/types'
import { decodePng, ImageFileError, readBytes, rgbaFrame } from './png'

/** Largest picture accepted, in megapixels (a 48 MP phone photo fits; the detector shrinks it). */
const MAX_MEGAPIXELS = 60

const isPng = (b: Buffer): boolean => b.length >= 8 && b[0] === 0x89 && b.toString('latin1', 1, 4) === 'PNG'
const isJpeg = (b: Buffer): boolean => b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff

/** Decodes PNG or JPEG bytes into an RGBA frame; anything else throws ImageFileError. */
export function decodeImage(bytes: Buffer, name = 'image'): Frame {
  if (isPng(bytes)) return decodePng(bytes, name)
  if (isJpeg(bytes)) {
    try {
      return rgbaFrame(
        decodeJpeg(bytes, {
          useTArray: true,
          formatAsRGBA: true,
          maxResolutionInMP: MAX_MEGAPIXELS,
          maxMemoryUsageInMB: 1024,
        }),
      )
    } catch (err) {
      throw new ImageFileError(`${name} is not a readable JPEG: ${(err as Error).message}`)
    }
  }
  throw new ImageFileError(`${name} is neither a PNG nor a JPEG picture`)
}

/** Reads a PNG or JPEG file; a missing, unreadable or other file throws ImageFileError. */
export function readImage(path: string): Frame {
  return decodeImage(readBytes(path), path)
}

/** The frame as a camera that sends JPEG at this quality (1-100) delivers it: encoded and decoded again. */
export function jpegRoundTrip(f: Frame, quality: number): Frame {
  const raw = {
    width: f.width,
    height: f.height,
    data: Buffer.from(f.data.buffer, f.data.byteOffset, f.data.length),
  }
  return decodeImage(Buffer.from(encodeJpeg(raw, quality).data), 'JPEG frame')
}
