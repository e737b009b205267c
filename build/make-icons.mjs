#!/usr/bin/env node
// Draws the app icon (two playing cards on green baize) with pngjs, at every size the packagers
// want: build/icon.png (1024 px; electron-builder makes the macOS .icns and the Windows .ico from
// it) and build/icons/<N>x<N>.png for Linux. Run again after changing the drawing:
// `node build/make-icons.mjs`. test/unit/desktop/packaging.test.ts checks the files and sizes.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PNG } from 'pngjs'

const here = path.dirname(fileURLToPath(import.meta.url))
export const LINUX_SIZES = [16, 24, 32, 48, 64, 128, 256, 512, 1024]
const SUB = 4 // subsamples per axis: smooth edges at 16 px as at 1024 px

/** Signed distance from p to a rounded rectangle centred at c, half size h, corner radius r, turned by a. */
function roundedRect(px, py, c, h, r, a) {
  const cos = Math.cos(-a)
  const sin = Math.sin(-a)
  const x = (px - c[0]) * cos - (py - c[1]) * sin
  const y = (px - c[0]) * sin + (py - c[1]) * cos
  const qx = Math.abs(x) - h[0] + r
  const qy = Math.abs(y) - h[1] + r
  return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - r
}

const BORDER = [120, 96, 70]
const CARD = [253, 247, 234]
const cards = [
  {
    c: [0.41, 0.53],
    a: -0.22,
    mark: (x, y) => roundedRect(x, y, [0.335, 0.5], [0.05, 0.05], 0.01, 0.785 - 0.22),
    ink: [40, 98, 186],
  },
  { c: [0.6, 0.48], a: 0.18, mark: (x, y) => Math.hypot(x - 0.6, y - 0.48) - 0.085, ink: [212, 55, 52] },
]

/** The colour at a point of the unit square, as [r, g, b, a] with a in 0..1. */
function sample(x, y) {
  if (roundedRect(x, y, [0.5, 0.5], [0.46, 0.46], 0.1, 0) > 0) return [0, 0, 0, 0]
  const t = y
  let col = [46 - 14 * t, 125 - 30 * t, 100 - 22 * t]
  for (const card of cards) {
    const d = roundedRect(x, y, card.c, [0.16, 0.23], 0.03, card.a)
    if (d > 0) continue
    col = d > -0.012 ? BORDER : card.mark(x, y) <= 0 ? card.ink : CARD
  }
  return [...col, 1]
}

export function drawIcon(size) {
  const png = new PNG({ width: size, height: size })
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const acc = [0, 0, 0, 0]
      for (let sy = 0; sy < SUB; sy++) {
        for (let sx = 0; sx < SUB; sx++) {
          const s = sample((px + (sx + 0.5) / SUB) / size, (py + (sy + 0.5) / SUB) / size)
          for (let k = 0; k < 3; k++) acc[k] += s[k] * s[3]
          acc[3] += s[3]
        }
      }
      const i = (py * size + px) * 4
      const n = SUB * SUB
      for (let k = 0; k < 3; k++) png.data[i + k] = acc[3] ? Math.round(acc[k] / acc[3]) : 0
      png.data[i + 3] = Math.round((255 * acc[3]) / n)
    }
  }
  return PNG.sync.write(png)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  fs.mkdirSync(path.join(here, 'icons'), { recursive: true })
  fs.writeFileSync(path.join(here, 'icon.png'), drawIcon(1024))
  for (const s of LINUX_SIZES) fs.writeFileSync(path.join(here, 'icons', `${s}x${s}.png`), drawIcon(s))
  console.log(`icons written to ${here}`)
}
