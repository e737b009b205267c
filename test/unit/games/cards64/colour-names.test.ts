import { describe, expect, it } from 'vitest'
import { COLOURS } from '../../../../src/shared/games/cards64'

/**
 * Colour names that match the cards (issue #22): each card colour's name must be the nearest named
 * colour, by CIEDE2000, to the hex the card is drawn with (CardFace fills the symbol with it).
 */

type Lab = [number, number, number]

/** sRGB hex to CIELAB (D65 white). */
function labOf(hex: string): Lab {
  const lin = (c: number): number => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)
  const [r, g, b] = [1, 3, 5].map((i) => lin(parseInt(hex.slice(i, i + 2), 16) / 255)) as Lab
  const x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
  const y = 0.2126729 * r + 0.7151522 * g + 0.072175 * b
  const z = (0.0193339 * r + 0.119192 * g + 0.9503041 * b) / 1.08883
  const f = (t: number): number => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t) / 116 + 16 / 116)
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))]
}

const rad = (deg: number): number => (deg * Math.PI) / 180
const deg = (r: number): number => ((r * 180) / Math.PI + 360) % 360

/** CIEDE2000 colour difference (Sharma, Wu and Dalal 2005), kL = kC = kH = 1. */
function ciede2000([l1, a1, b1]: Lab, [l2, a2, b2]: Lab): number {
  const cBar = (Math.hypot(a1, b1) + Math.hypot(a2, b2)) / 2
  const g = 0.5 * (1 - Math.sqrt(cBar ** 7 / (cBar ** 7 + 25 ** 7)))
  const [a1p, a2p] = [(1 + g) * a1, (1 + g) * a2]
  const [c1p, c2p] = [Math.hypot(a1p, b1), Math.hypot(a2p, b2)]
  const h1p = c1p === 0 ? 0 : deg(Math.atan2(b1, a1p))
  const h2p = c2p === 0 ? 0 : deg(Math.atan2(b2, a2p))
  let dh = h2p - h1p
  if (c1p * c2p === 0) dh = 0
  else if (dh > 180) dh -= 360
  else if (dh < -180) dh += 360
  const dL = l2 - l1
  const dC = c2p - c1p
  const dH = 2 * Math.sqrt(c1p * c2p) * Math.sin(rad(dh / 2))
  const lBar = (l1 + l2) / 2
  const cBarP = (c1p + c2p) / 2
  let hBar = h1p + h2p
  if (c1p * c2p !== 0) {
    if (Math.abs(h1p - h2p) <= 180) hBar = (h1p + h2p) / 2
    else hBar = h1p + h2p < 360 ? (h1p + h2p + 360) / 2 : (h1p + h2p - 360) / 2
  }
  const t =
    1 -
    0.17 * Math.cos(rad(hBar - 30)) +
    0.24 * Math.cos(rad(2 * hBar)) +
    0.32 * Math.cos(rad(3 * hBar + 6)) -
    0.2 * Math.cos(rad(4 * hBar - 63))
  const dTheta = 30 * Math.exp(-(((hBar - 275) / 25) ** 2))
  const rC = 2 * Math.sqrt(cBarP ** 7 / (cBarP ** 7 + 25 ** 7))
  const sL = 1 + (0.015 * (lBar - 50) ** 2) / Math.sqrt(20 + (lBar - 50) ** 2)
  const sC = 1 + 0.045 * cBarP
  const sH = 1 + 0.015 * cBarP * t
  const rT = -Math.sin(rad(2 * dTheta)) * rC
  return Math.sqrt((dL / sL) ** 2 + (dC / sC) ** 2 + (dH / sH) ** 2 + rT * (dC / sC) * (dH / sH))
}

/**
 * What people call colours: the 66 most common names of the xkcd colour survey (Randall Munroe,
 * 2010; about 200,000 people named 3.4 million colours), with the survey's hex for each, as published
 * in xkcd's rgb.txt (also matplotlib's XKCD_COLORS).
 */
const NAMED: readonly [string, string][] = [
  ['dark teal', '#014d4e'],
  ['brick red', '#8f1402'],
  ['royal purple', '#4b006e'],
  ['plum', '#580f41'],
  ['mint green', '#8fff9f'],
  ['gold', '#dbb40c'],
  ['baby blue', '#a2cffe'],
  ['yellow green', '#c0fb2d'],
  ['bright purple', '#be03fd'],
  ['dark red', '#840000'],
  ['pale blue', '#d0fefe'],
  ['grass green', '#3f9b0b'],
  ['navy', '#01153e'],
  ['aquamarine', '#04d8b2'],
  ['burnt orange', '#c04e01'],
  ['neon green', '#0cff0c'],
  ['bright blue', '#0165fc'],
  ['rose', '#cf6275'],
  ['light pink', '#ffd1df'],
  ['mustard', '#ceb301'],
  ['indigo', '#380282'],
  ['lime', '#aaff32'],
  ['sea green', '#53fca1'],
  ['periwinkle', '#8e82fe'],
  ['dark pink', '#cb416b'],
  ['olive green', '#677a04'],
  ['peach', '#ffb07c'],
  ['pale green', '#c7fdb5'],
  ['light brown', '#ad8150'],
  ['hot pink', '#ff028d'],
  ['black', '#000000'],
  ['lilac', '#cea2fd'],
  ['navy blue', '#001146'],
  ['royal blue', '#0504aa'],
  ['beige', '#e6daa6'],
  ['salmon', '#ff796c'],
  ['olive', '#6e750e'],
  ['maroon', '#650021'],
  ['bright green', '#01ff07'],
  ['dark purple', '#35063e'],
  ['mauve', '#ae7181'],
  ['forest green', '#06470c'],
  ['aqua', '#13eac9'],
  ['cyan', '#00ffff'],
  ['tan', '#d1b26f'],
  ['dark blue', '#00035b'],
  ['lavender', '#c79fef'],
  ['turquoise', '#06c2ac'],
  ['dark green', '#033500'],
  ['violet', '#9a0eea'],
  ['light purple', '#bf77f6'],
  ['lime green', '#89fe05'],
  ['grey', '#929591'],
  ['sky blue', '#75bbfd'],
  ['yellow', '#ffff14'],
  ['magenta', '#c20078'],
  ['light green', '#96f97b'],
  ['orange', '#f97306'],
  ['teal', '#029386'],
  ['light blue', '#95d0fc'],
  ['red', '#e50000'],
  ['brown', '#653700'],
  ['pink', '#ff81c0'],
  ['blue', '#0343df'],
  ['green', '#15b01a'],
  ['purple', '#7e1e9c'],
]

const nearest = (hex: string): { name: string; distance: number }[] =>
  NAMED.map(([name, ref]) => ({ name, distance: ciede2000(labOf(hex), labOf(ref)) })).sort(
    (a, b) => a.distance - b.distance,
  )

describe('CIEDE2000', () => {
  it("matches Sharma, Wu and Dalal's published test data", () => {
    const pairs: [Lab, Lab, number][] = [
      [[50, 2.6772, -79.7751], [50, 0, -82.7485], 2.0425],
      [[50, 0, 0], [50, -1, 2], 2.3669],
      [[50, 2.49, -0.001], [50, -2.49, 0.0009], 7.1792],
      [[50, 2.5, 0], [50, 0, -2.5], 4.3065],
      [[50, 2.5, 0], [73, 25, -18], 27.1492],
      [[60.2574, -34.0099, 36.2677], [60.4626, -34.1751, 39.4387], 1.2644],
      [[2.0776, 0.0795, -1.135], [0.9033, -0.0636, -0.5514], 0.9082],
    ]
    for (const [a, b, want] of pairs) {
      expect(ciede2000(a, b)).toBeCloseTo(want, 4)
      expect(ciede2000(b, a)).toBeCloseTo(want, 4)
    }
  })
})

describe('cards64 colour names (issue #22)', () => {
  it('each card colour is called by its nearest named colour, by CIEDE2000', () => {
    for (const c of COLOURS) expect(`${c.hex} ${nearest(c.hex)[0]?.name}`).toBe(`${c.hex} ${c.name}`)
  })

  it('the old names were wrong: amber-looking "orange", "vermillion" that people call orange, pink "purple"', () => {
    expect(nearest('#E69F00')[0]?.name).toBe('gold')
    expect(
      nearest('#D55E00')
        .slice(0, 2)
        .map((n) => n.name),
    ).toContain('orange')
    expect(nearest('#CC79A7')[0]?.name).toBe('pink')
  })

  it('the colours stay far apart: at least 20 CIEDE2000 units between any two', () => {
    for (const [i, a] of COLOURS.entries())
      for (const b of COLOURS.slice(i + 1)) expect(ciede2000(labOf(a.hex), labOf(b.hex))).toBeGreaterThan(20)
  })
})
