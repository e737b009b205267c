/**
 * Where each channel of a picture clips. A sensor clips at its full scale, but the camera's white balance
 * scales the channels after that, so a clipped white reads (253, 251, 250) rather than 255 in all three,
 * and the level differs from camera to camera. A clipped stretch shows as a pile of readings at one
 * level; a picture that clips nowhere spreads its brightest readings over several.
 */
import { VISION } from './params'

const { CLIPPED, LOWEST, PILE, PILE_RATIO, SPAN } = VISION.clipping

/** Per channel, the reading at or above which the channel is clipped in `buf` (`stride` bytes a pixel). */
export function clipLevels(buf: ArrayLike<number>, stride: number, n: number): [number, number, number] {
  const out: [number, number, number] = [CLIPPED, CLIPPED, CLIPPED]
  for (let c = 0; c < 3; c++) {
    const hist = new Uint32Array(256)
    for (let i = 0; i < n; i++) hist[buf[i * stride + c]!]!++
    // The most common bright level against the four levels either side of it together: clipping piles
    // readings up at one level (noise and JPEG scatter some a few levels off it); the brightest levels
    // a table reads unclipped spread over several, and a digital gain's comb of alternate empty levels
    // makes single levels stand out from their neighbours but not from the eight around them.
    let top = LOWEST
    for (let v = LOWEST + 1; v <= 255; v++) if (hist[v]! > hist[top]!) top = v
    const pile = hist[top]!
    let around = 0
    for (let v = Math.max(0, top - SPAN); v <= Math.min(255, top + SPAN); v++)
      if (v !== top) around += hist[v]!
    if (pile >= PILE * n && pile >= PILE_RATIO * around) out[c] = Math.min(CLIPPED, top - 1)
  }
  return out
}

const cache = new WeakMap<object, [number, number, number]>()

/** clipLevels, remembered per buffer (the empty table is the same for every frame). */
export function clipLevelsOf(buf: Uint8Array | Uint8ClampedArray, stride: number): [number, number, number] {
  let c = cache.get(buf)
  if (!c) cache.set(buf, (c = clipLevels(buf, stride, Math.floor(buf.length / stride))))
  return c
}
