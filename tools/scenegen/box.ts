/**
 * Per-box variety (issue 20, 4a): a family's box need not match any other. Each type's size varies by
 * up to 25% either way, independently of the others; its paint shifts; and its outline is bare wood, a
 * painted dark line or a painted line of its own colour darkened. Drawn from its own random stream, so a
 * session's table, light and scenes stay those of the same seed without variety.
 */
import type { Rng } from '../../src/shared/engine/rng'
import { ANIMALS, type Animal } from '../../src/shared/referee/types'
import type { Part, Rgb, TokenLook } from './animals'

/** Largest change of a type's length, as a share. */
export const SIZE_SPREAD = 0.25
/** Largest shift of one paint colour per channel, grey levels (a whole colour, then a little per part). */
const PAINT_SHIFT = 22
const PART_SHIFT = 6

const clamp = (v: number): number => Math.max(0, Math.min(255, v))

function shifted(rng: Rng, c: Rgb, d: Rgb): Rgb {
  return c.map((v, k) => clamp(v + d[k]! + (rng.float() - 0.5) * 2 * PART_SHIFT)) as Rgb
}

/** This box's looks: `looks` varied in size, paint and outline. */
export function varyBox(rng: Rng, looks: Record<Animal, TokenLook>): Record<Animal, TokenLook> {
  const out = {} as Record<Animal, TokenLook>
  for (const type of ANIMALS) {
    const look = looks[type]
    const d: Rgb = [0, 1, 2].map(() => (rng.float() - 0.5) * 2 * PAINT_SHIFT) as Rgb
    const colours = Object.fromEntries(
      Object.entries(look.colours).map(([part, c]) => [part, part === 'eye' ? c : shifted(rng, c, d)]),
    ) as Record<Part, Rgb>
    const style = rng.int(3)
    const body = colours.body
    const outline: TokenLook['outline'] =
      style === 0
        ? undefined
        : {
            rgb: style === 1 ? [40, 34, 30] : [body[0] * 0.55, body[1] * 0.55, body[2] * 0.55],
            width: 0.02 + rng.float() * 0.03,
          }
    out[type] = {
      ...look,
      colours,
      lengthCm: look.lengthCm * (1 + (rng.float() - 0.5) * 2 * SIZE_SPREAD),
      ...(outline ? { outline } : {}),
    }
  }
  return out
}
