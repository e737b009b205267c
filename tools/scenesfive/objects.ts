/**
 * Things that stay on the table all evening (a mug, a coaster, a book, a phone, a pen, the card deck, a
 * plate, a placemat, a napkin) and the action card itself, as prisms with printed tops.
 */
import type { Rng } from '../../src/shared/engine/rng'
import { buildArt, capsule, circle, roundBox, type Art } from './art'
import { hashFloat, hsvLinear, mix, scale, srgbToLinear, valueNoise, type Rgb } from './noise'

const lin = (r: number, g: number, b: number): Rgb => [srgbToLinear(r), srgbToLinear(g), srgbToLinear(b)]

export interface CardDesign {
  back: Rgb
  accent: Rgb
  length: number
  width: number
}

export function drawCardDesign(rng: Rng): CardDesign {
  const hue = rng.float() * 360
  return {
    back: hsvLinear(hue, 0.45 + rng.float() * 0.4, 0.45 + rng.float() * 0.4),
    accent: hsvLinear(hue + 150 + rng.float() * 60, 0.3 + rng.float() * 0.5, 0.7 + rng.float() * 0.3),
    length: 8.6 + rng.float() * 0.5,
    width: 5.6 + rng.float() * 0.4,
  }
}

/** The action card (back up), or the deck of them when `thickness` is larger. */
export function cardArt(d: CardDesign, thickness: number): Art {
  const hl = d.length / 2
  const hw = d.width / 2
  const white = lin(240, 238, 232)
  return buildArt({
    box: [-hl, -hw, hl, hw],
    cell: 0.05,
    sdf: (x, y) => roundBox(x, y, 0, 0, hl, hw, 0.35),
    color: (x, y) => {
      const b = roundBox(x, y, 0, 0, hl, hw, 0.35)
      if (b > -0.25) return white
      if (b > -0.4) return d.accent
      // A ring of dots and a big "1 2 3" disc in the middle of the back.
      const r = Math.hypot(x / 1.3, y)
      if (r < 1.6 && r > 1.3) return d.accent
      if (Math.abs(Math.sin(x * 3) * Math.sin(y * 3)) > 0.85) return mix(d.back, d.accent, 0.4)
      return scale(d.back, 0.95 + 0.1 * valueNoise(x * 3, y * 3, 5))
    },
    side: thickness > 0.2 ? scale(white, 0.85) : white,
    thickness,
    gloss: 0.12,
  })
}

interface ObjectKind {
  name: string
  /** How far it must stay from the play (cm, beyond its outline). */
  art: Art
}

export function drawObject(rng: Rng, card: CardDesign): ObjectKind {
  const k = rng.int(9)
  switch (k) {
    case 0: {
      const r = 4 + rng.float() * 0.6
      const glaze = rng.float() < 0.5 ? lin(236, 234, 228) : hsvLinear(rng.float() * 360, 0.5, 0.6)
      const coffee = rng.float() < 0.7
      return {
        name: 'mug',
        art: buildArt({
          box: [-r, -r, r + 2.6, r],
          cell: 0.08,
          sdf: (x, y) => Math.min(circle(x, y, 0, 0, r), Math.abs(circle(x, y, r + 0.6, 0, 1.6)) - 0.45),
          color: (x, y) => {
            const d = Math.hypot(x, y)
            if (d < r - 0.45)
              return coffee ? (d < r - 1.1 ? lin(60, 36, 20) : lin(140, 100, 70)) : scale(glaze, 0.45)
            return glaze
          },
          side: glaze,
          thickness: 9 + rng.float() * 1.5,
          gloss: 0.3,
        }),
      }
    }
    case 1: {
      const r = 4.5 + rng.float() * 1
      return {
        name: 'coaster',
        art: buildArt({
          box: [-r, -r, r, r],
          cell: 0.06,
          sdf: (x, y) => circle(x, y, 0, 0, r),
          color: (x, y) => scale(lin(180, 135, 90), 0.75 + 0.4 * hashFloat(x * 30, y * 30, 3)),
          side: lin(160, 120, 80),
          thickness: 0.4,
          gloss: 0,
        }),
      }
    }
    case 2: {
      const w = 7 + rng.float() * 2
      const h = 10 + rng.float() * 2
      const cover = hsvLinear(rng.float() * 360, 0.3 + rng.float() * 0.6, 0.3 + rng.float() * 0.6)
      const ink = rng.float() < 0.5 ? lin(20, 20, 20) : lin(240, 240, 235)
      return {
        name: 'book',
        art: buildArt({
          box: [-w, -h, w, h],
          cell: 0.1,
          sdf: (x, y) => roundBox(x, y, 0, 0, w, h, 0.15),
          color: (x, y) => {
            if (y < -h * 0.55 && y > -h * 0.75 && Math.abs(x) < w * 0.7) return ink
            if (y > -h * 0.4 && y < h * 0.3 && Math.abs(x) < w * 0.6)
              return hsvLinear(hashFloat(3, 4, 5) * 360, 0.4, 0.7)
            if (y > h * 0.6 && y < h * 0.68 && Math.abs(x) < w * 0.4) return ink
            return cover
          },
          side: lin(235, 230, 215),
          thickness: 0.5 + rng.float() * 2.5,
          gloss: 0.15,
        }),
      }
    }
    case 3:
      return {
        name: 'phone',
        art: buildArt({
          box: [-3.7, -7.7, 3.7, 7.7],
          cell: 0.06,
          sdf: (x, y) => roundBox(x, y, 0, 0, 3.6, 7.6, 0.8),
          color: (x, y) => (roundBox(x, y, 0, 0, 3.6, 7.6, 0.8) > -0.25 ? lin(60, 60, 65) : lin(12, 13, 16)),
          side: lin(90, 90, 95),
          thickness: 0.8,
          gloss: 0.9,
        }),
      }
    case 4: {
      const col = hsvLinear(rng.float() * 360, 0.7, 0.5)
      return {
        name: 'pen',
        art: buildArt({
          box: [-7.5, -0.6, 7.5, 0.6],
          cell: 0.04,
          sdf: (x, y) => capsule(x, y, -7, 0, 7, 0, 0.45, 0.3),
          color: (x) => (x > 4.5 ? lin(200, 200, 205) : col),
          side: col,
          thickness: 0.9,
          gloss: 0.4,
        }),
      }
    }
    case 5:
      return { name: 'deck', art: cardArt(card, 0.9 + rng.float() * 0.6) }
    case 6: {
      const r = 9 + rng.float() * 2
      const china = rng.float() < 0.6 ? lin(240, 240, 236) : hsvLinear(rng.float() * 360, 0.25, 0.8)
      return {
        name: 'plate',
        art: buildArt({
          box: [-r, -r, r, r],
          cell: 0.1,
          sdf: (x, y) => circle(x, y, 0, 0, r),
          color: (x, y) => {
            const d = Math.hypot(x, y)
            if (d > r - 0.25) return scale(china, 0.85)
            if (d > r - 2.4) return scale(china, 0.97 + 0.03 * Math.cos(d * 3))
            return hashFloat(x * 8, y * 8, 2) > 0.995 ? lin(170, 120, 70) : china
          },
          side: scale(china, 0.9),
          thickness: 1.4 + rng.float() * 0.6,
          gloss: 0.45,
        }),
      }
    }
    case 7: {
      const straw = rng.float() < 0.5
      const col = straw ? lin(200, 170, 110) : hsvLinear(rng.float() * 360, 0.4, 0.5)
      return {
        name: 'placemat',
        art: buildArt({
          box: [-22, -15, 22, 15],
          cell: 0.15,
          sdf: (x, y) => roundBox(x, y, 0, 0, 22, 15, straw ? 1 : 0.3),
          color: (x, y) =>
            scale(
              col,
              0.8 + 0.25 * Math.abs(Math.sin(y * (straw ? 5 : 2.5))) * (0.8 + 0.2 * valueNoise(x, y * 3, 7)),
            ),
          side: scale(col, 0.8),
          thickness: 0.25,
          gloss: 0,
        }),
      }
    }
    default: {
      const col = rng.float() < 0.5 ? lin(238, 236, 230) : hsvLinear(rng.float() * 360, 0.35, 0.8)
      const s = 6 + rng.float() * 2
      return {
        name: 'napkin',
        art: buildArt({
          box: [-s, -s, s, s],
          cell: 0.1,
          sdf: (x, y) => roundBox(x, y, 0, 0, s, s, 0.3),
          color: (x, y) =>
            Math.abs(x + y * 0.1) < 0.08
              ? scale(col, 0.8)
              : scale(col, 0.93 + 0.07 * valueNoise(x * 0.5, y * 0.5, 9)),
          side: scale(col, 0.85),
          thickness: 0.5,
          gloss: 0,
        }),
      }
    }
  }
}
