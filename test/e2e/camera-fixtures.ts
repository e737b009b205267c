/**
 * Test videos and calibrations for camera.spec.ts, made at test time by the scene generator
 * (src/cli/scenegen.ts): DIR/round.y4m is a whole round for Chromium's fake camera (still table, a
 * hand reaching in, the card's change, the hand leaving, still table; the fake camera loops it), and
 * DIR/empty.png + calibration.png + card.json are the calibration pictures of the same table.
 *
 * The calibration is computed here in Node with the same vision code the app runs, and injected into
 * the page's localStorage under the fake camera's label (what the wizard at #/camera saves), so the
 * test does not have to show the fake camera an empty table and four animals.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { readPng } from '../../src/main/vision/png'
import type { ActionCard } from '../../src/shared/referee/types'
import { calibrate, type Calibration, type Frame } from '../../src/shared/vision'
import { y4mFrame } from '../../tools/scenegen/y4m'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/**
 * The video's make (tools/scenegen/round.ts): a fixture made by an older make is not reused. 2: the
 * round is undone under a hand, so the fake camera's loop is a round too.
 */
const ROUND_MAKE = 2

/** Fixed per seed, so a launch option can name the video before it is made. */
export function fixtureDir(seed: string): string {
  return path.join(os.tmpdir(), `tc-camera-${seed}-${ROUND_MAKE}`)
}

export function videoPath(seed: string): string {
  return path.join(fixtureDir(seed), 'round.y4m')
}

/**
 * A picture as the page sees it through the fake camera: the generator writes full-range YUV 4:2:0, and
 * Chromium decodes it as BT.601 limited range (libyuv I420ToARGB), which stretches the contrast. The
 * calibration must be learnt on pictures like the camera's, as the wizard does with the real camera.
 */
export function throughFakeCamera(f: Frame): Frame {
  const { width: w, height: h } = f
  const yuv = y4mFrame(f)
  const y0 = 'FRAME\n'.length
  const cw = Math.ceil(w / 2)
  const u0 = y0 + w * h
  const v0 = u0 + cw * Math.ceil(h / 2)
  const out = new Uint8ClampedArray(w * h * 4)
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const c = (y >> 1) * cw + (x >> 1)
      const Y = 1.164 * (yuv[y0 + y * w + x]! - 16)
      const U = yuv[u0 + c]! - 128
      const V = yuv[v0 + c]! - 128
      const i = (y * w + x) * 4
      out[i] = Y + 1.596 * V
      out[i + 1] = Y - 0.391 * U - 0.813 * V
      out[i + 2] = Y + 2.018 * U
      out[i + 3] = 255
    }
  }
  return { width: w, height: h, data: out }
}

export interface Fixture {
  dir: string
  video: string
  /** The card the generated round carries out. */
  card: ActionCard
  /** How many animals lie on the table before the card's action. */
  animals: number
  calibration: Calibration
}

/** Makes (or reuses) the round for `seed` and calibrates on its pictures. */
export function makeFixture(seed: string): Fixture {
  const dir = fixtureDir(seed)
  const video = videoPath(seed)
  if (!fs.existsSync(video) || !fs.existsSync(path.join(dir, 'pair-0.json'))) {
    const r = spawnSync(
      'npx',
      ['tsx', 'src/cli/scenegen.ts', '--out', dir, '--seed', seed, '--pairs', '1', '--video'],
      { cwd: ROOT, encoding: 'utf8', timeout: 180_000 },
    )
    if (r.status !== 0) throw new Error(`scenegen failed: ${r.stderr || r.stdout}`)
  }
  const truth = JSON.parse(fs.readFileSync(path.join(dir, 'pair-0.json'), 'utf8')) as {
    card: ActionCard
    before: unknown[]
  }
  const cardInfo = JSON.parse(fs.readFileSync(path.join(dir, 'card.json'), 'utf8')) as {
    cardPoints: [[number, number], [number, number]]
  }
  const calibration = calibrate({
    empty: throughFakeCamera(readPng(path.join(dir, 'empty.png'))),
    animals: throughFakeCamera(readPng(path.join(dir, 'calibration.png'))),
    card: cardInfo.cardPoints,
  })
  return { dir, video, card: truth.card, animals: truth.before.length, calibration }
}

/** The record CameraSetup saves (src/renderer/src/camera/storage.ts), for the whole fake-camera picture. */
export function setupRecord(label: string, cal: Calibration): { key: string; value: string } {
  const value = {
    version: 1,
    label,
    video: { width: cal.width, height: cal.height },
    crop: { x: 0, y: 0, w: cal.width, h: cal.height },
    calibration: cal,
    savedAt: new Date().toISOString(),
  }
  return { key: `tc.camera.setup:${label}`, value: JSON.stringify(value) }
}
