import { describe, expect, it } from 'vitest'
import {
  arcminutes,
  minXHeightPx,
  pxPerCm,
  roomMinXHeightPx,
} from '../../../../src/renderer/src/games/now-you-see-me/room/legibility'

describe('readable from 3 metres', () => {
  it('1 cm at 3 m is about 11.5 arcmin: over twice the 5 arcmin a 20/20 eye just reads', () => {
    expect(arcminutes(1, 3)).toBeCloseTo(11.46, 2)
    expect(arcminutes(1, 3) / 5).toBeGreaterThan(2)
  })

  it('a 15.6" 1080p laptop has 55.6 px per cm, a 15.6" 1366x768 one 39.5', () => {
    expect(pxPerCm({ widthPx: 1920, heightPx: 1080, diagonalIn: 15.6 })).toBeCloseTo(55.6, 1)
    expect(pxPerCm({ widthPx: 1366, heightPx: 768, diagonalIn: 15.6 })).toBeCloseTo(39.55, 2)
  })

  it('needs an x-height of 56 px at 1920x1080 and 40 px at 1366x768 (the reference laptop)', () => {
    expect(roomMinXHeightPx(1920, 1080)).toBe(56)
    expect(roomMinXHeightPx(1366, 768)).toBe(40)
  })

  it('grows with the distance and shrinks on a bigger screen of the same resolution', () => {
    const laptop = { widthPx: 1920, heightPx: 1080, diagonalIn: 15.6 }
    expect(minXHeightPx(laptop, 6)).toBe(112) // 2 cm of 55.6 px, rounded up
    expect(minXHeightPx({ ...laptop, diagonalIn: 40 })).toBe(22)
  })

  it('refuses sizes that are not positive', () => {
    expect(() => pxPerCm({ widthPx: 0, heightPx: 1080, diagonalIn: 15.6 })).toThrow(RangeError)
    expect(() => minXHeightPx({ widthPx: 1920, heightPx: 1080, diagonalIn: 15.6 }, 0)).toThrow(RangeError)
  })
})
