/**
 * How a kitchen table is lit: a cool or warm ambient light, window light from one side falling off
 * softly across the table, and often a warm lamp making a hotspot. The strongest light also decides
 * which way the animals' soft contact shadows fall.
 */
import type { Rng } from '../../src/shared/engine/rng'
import type { Rgb } from './tables'

export interface Lighting {
  /** Light falling on table point (x, y) cm, per channel (linear; ~1 is an ordinary lit table). */
  at(x: number, y: number): Rgb
  /** Shadow displacement on the table per cm of token height, cm. */
  shadow: [number, number]
  /** Half-width of the shadow's soft edge, cm. */
  softness: number
  /** How much of the light a shadow takes away (0..1). */
  strength: number
}

export function drawLighting(rng: Rng, view: [number, number]): Lighting {
  const level = 0.3 + rng.float() * 1.0
  const ambient: Rgb = rng.float() < 0.5 ? [0.93, 0.98, 1.08] : [1.08, 1.0, 0.88]
  const wAngle = rng.float() * Math.PI * 2
  const w: [number, number] = [Math.cos(wAngle), Math.sin(wAngle)]
  const gradient = 0.15 + rng.float() * 0.45
  const span = Math.max(view[0], view[1])
  const lamp = rng.float() < 0.6
  const lampAt: [number, number] = [(rng.float() - 0.5) * view[0] * 1.2, (rng.float() - 0.5) * view[1] * 1.2]
  const lampHeight = 35 + rng.float() * 60
  const lampPower = lamp ? 0.3 + rng.float() * 0.7 : 0
  const lampColour: Rgb = [1.15, 0.98, 0.72]
  // The shadow falls away from the stronger light: the lamp above the middle or the window at one side.
  const lampWins = lampPower > gradient + 0.2
  const dir: [number, number] = lampWins ? [-lampAt[0], -lampAt[1]] : [-w[0], -w[1]]
  const n = Math.hypot(dir[0], dir[1]) || 1
  const reach = lampWins ? Math.min(0.9, n / lampHeight) : 0.3 + rng.float() * 0.6
  return {
    at(x, y) {
      const side = 1 + gradient * Math.max(-0.9, Math.min(1, ((x * w[0] + y * w[1]) / span) * 2))
      const dx = x - lampAt[0]
      const dy = y - lampAt[1]
      const hot =
        lampPower * ((lampHeight * lampHeight) / (dx * dx + dy * dy + lampHeight * lampHeight)) ** 1.5
      return [0, 1, 2].map((c) => level * (ambient[c]! * side * 0.75 + hot * lampColour[c]!)) as Rgb
    },
    shadow: [(dir[0] / n) * reach, (dir[1] / n) * reach],
    softness: 0.12 + rng.float() * 0.35,
    strength: 0.25 + rng.float() * 0.3,
  }
}
