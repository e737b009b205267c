import { describe, expect, it } from 'vitest'
import { Rng } from '../../../src/shared/engine/rng'
import { base64ToBytes, bytesToBase64 } from '../../../src/shared/vision/base64'
import { calibrate, CalibrationError, detectTokens, handInView, isStill } from '../../../src/shared/vision'
import { makeSession, renderScene, varyLighting } from '../../../tools/scenegen/render'
import { calibrationScenes, dropTokensForTest } from './helpers'
import { y4mFrame, y4mHeader } from '../../../tools/scenegen/y4m'

describe('vision basics', () => {
  it('base64 round-trips any bytes', () => {
    for (const n of [0, 1, 2, 3, 4, 1000]) {
      const bytes = Uint8Array.from({ length: n }, (_, i) => (i * 37) & 255)
      expect(base64ToBytes(bytesToBase64(bytes))).toEqual(bytes)
    }
  })

  it('calibration is plain JSON that survives a round trip', () => {
    const s = makeSession('basics-cal', { table: 'wood' })
    const cs = calibrationScenes(s, new Rng('basics-cal'))
    const cal = calibrate({ empty: cs.empty, animals: cs.animals, card: cs.cardPoints })
    const again = JSON.parse(JSON.stringify(cal))
    const frame = renderScene(s, cs.animalTokens, { noiseSeed: 5 })
    expect(detectTokens(frame, again).tokens.length).toBe(4)
    expect(cal.cardLengthPx).toBeCloseTo(cs.cardPx, 6)
  })

  it('calibration without animals says which quarter is empty', () => {
    const s = makeSession('basics-empty', { table: 'cloth' })
    const cs = calibrationScenes(s, new Rng('basics-empty'))
    expect(() => calibrate({ empty: cs.empty, animals: cs.empty, card: 80 })).toThrow(CalibrationError)
    expect(() => calibrate({ empty: cs.empty, animals: cs.empty, card: 80 })).toThrow(/sheep .*top-left/)
  })

  it('calibration refuses an animal seen only in part, next to the other three', () => {
    // Half of the pig is hidden behind table (as when a pale body is lost on a pale table): it is still
    // over 30% of its size beside the card, but half of what the other three say it should be. Every
    // whole pig would later read as two.
    const s = makeSession('basics-part', { table: 'wood' })
    const cs = calibrationScenes(s, new Rng('basics-part'))
    const shot = { light: s.light, noiseSeed: 7 }
    const animals = renderScene(s, cs.animalTokens, shot)
    expect(() => calibrate({ empty: cs.empty, animals, card: cs.cardPoints })).not.toThrow()
    const pig = cs.animalTokens[1]!
    const noPig = renderScene(
      s,
      cs.animalTokens.filter((t) => t !== pig),
      shot,
    )
    const data = Uint8ClampedArray.from(animals.data)
    for (let y = Math.floor(pig.y - 60); y < pig.y + 60; y++) {
      for (let x = Math.ceil(pig.x); x < pig.x + 60; x++) {
        const i = (y * animals.width + x) * 4
        for (let c = 0; c < 4; c++) data[i + c] = noPig.data[i + c]!
      }
    }
    expect(() => calibrate({ empty: cs.empty, animals: { ...animals, data }, card: cs.cardPoints })).toThrow(
      /pig in the top-right quarter looks too small next to the other three/,
    )
  })

  it('isStill ignores noise and exposure but not a moving arm; handInView sees the arm', () => {
    const s = makeSession('basics-still', { table: 'light' })
    const rng = new Rng('basics-still')
    const cs = calibrationScenes(s, rng)
    const cal = calibrate({ empty: cs.empty, animals: cs.animals, card: cs.cardPoints })
    const tokens = dropTokensForTest(s, rng, 12)
    const light = varyLighting(rng, s.light, 0.2)
    const still = [1, 2, 3].map((n) =>
      renderScene(s, tokens, { light: { ...light, gain: light.gain * (1 + n * 0.02) }, noiseSeed: n }),
    )
    expect(isStill(still)).toBe(true)
    const arm = (x: number) => ({
      from: [-60, 240] as [number, number],
      to: [x, 240] as [number, number],
      widthPx: 70,
      skin: [220, 170, 140] as [number, number, number],
    })
    const moving = [150, 200, 250].map((x, n) => renderScene(s, tokens, { arm: arm(x), noiseSeed: 10 + n }))
    expect(isStill(moving)).toBe(false)
    expect(handInView(moving[2]!, cal).inView).toBe(true)
    expect(handInView(still[0]!, cal).inView).toBe(false)
    expect(handInView(still[0]!, cal, [{ class: 'person', score: 0.9, bbox: [0, 0, 10, 10] }]).inView).toBe(
      true,
    )
  })

  it('writes I420 Y4M frames of the right size', () => {
    const f = renderScene(makeSession('basics-y4m'), [])
    expect(new TextDecoder().decode(y4mHeader(640, 480, 12))).toBe(
      'YUV4MPEG2 W640 H480 F12:1 Ip A1:1 C420jpeg\n',
    )
    expect(y4mFrame(f).length).toBe(6 + 640 * 480 * 1.5)
  })
})
