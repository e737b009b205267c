/**
 * YUV4MPEG2 (I420) encoding, the format Chromium's fake camera reads
 * (--use-file-for-fake-video-capture=round.y4m). Full-range BT.601, as the "C420jpeg" tag says.
 */
import type { Frame } from '../../src/shared/vision/types'

export function y4mHeader(width: number, height: number, fps: number): Uint8Array {
  return new TextEncoder().encode(`YUV4MPEG2 W${width} H${height} F${fps}:1 Ip A1:1 C420jpeg\n`)
}

/** One FRAME record: the marker, then the Y plane and the 2x2-subsampled U and V planes. */
export function y4mFrame(f: Frame): Uint8Array {
  const { width: w, height: h, data } = f
  const marker = new TextEncoder().encode('FRAME\n')
  const cw = Math.ceil(w / 2)
  const ch = Math.ceil(h / 2)
  const out = new Uint8Array(marker.length + w * h + 2 * cw * ch)
  out.set(marker, 0)
  const y0 = marker.length
  const u0 = y0 + w * h
  const v0 = u0 + cw * ch
  for (let i = 0; i < w * h; i++) {
    out[y0 + i] = Math.round(0.299 * data[i * 4]! + 0.587 * data[i * 4 + 1]! + 0.114 * data[i * 4 + 2]!)
  }
  for (let cy = 0; cy < ch; cy++) {
    for (let cx = 0; cx < cw; cx++) {
      let r = 0
      let g = 0
      let b = 0
      let n = 0
      for (let dy = 0; dy < 2; dy++) {
        for (let dx = 0; dx < 2; dx++) {
          const x = Math.min(w - 1, cx * 2 + dx)
          const y = Math.min(h - 1, cy * 2 + dy)
          const i = (y * w + x) * 4
          r += data[i]!
          g += data[i + 1]!
          b += data[i + 2]!
          n++
        }
      }
      r /= n
      g /= n
      b /= n
      const clamp = (v: number): number => Math.max(0, Math.min(255, Math.round(v)))
      out[u0 + cy * cw + cx] = clamp(128 - 0.168736 * r - 0.331264 * g + 0.5 * b)
      out[v0 + cy * cw + cx] = clamp(128 + 0.5 * r - 0.418688 * g - 0.081312 * b)
    }
  }
  return out
}
