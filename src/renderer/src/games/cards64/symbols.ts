import { SYMBOLS } from '../../../../shared/games/cards64'

/**
 * One SVG path per engine symbol, drawn in a 100 x 100 box centred on 0,0. The outlines differ in
 * kind (points, curves, corners), so they stay apart when a card is drawn small.
 */
const PATHS: Record<string, string> = {
  star: 'M0 -46 L12 -15 L44 -14 L19 6 L28 38 L0 20 L-28 38 L-19 6 L-44 -14 L-12 -15 Z',
  moon: 'M14 -44 A46 46 0 1 0 14 44 A36 36 0 1 1 14 -44 Z',
  heart:
    'M0 40 C-30 18 -46 2 -46 -16 C-46 -34 -30 -44 -17 -44 C-8 -44 -2 -38 0 -30 C2 -38 8 -44 17 -44 C30 -44 46 -34 46 -16 C46 2 30 18 0 40 Z',
  drop: 'M0 -46 C10 -28 34 -2 34 16 C34 35 18 46 0 46 C-18 46 -34 35 -34 16 C-34 -2 -10 -28 0 -46 Z',
  leaf: 'M-38 38 C-44 -10 -10 -42 40 -42 C42 8 10 42 -38 38 Z M-38 38 L20 -22',
  bolt: 'M10 -46 L-30 6 L-4 6 L-14 46 L30 -8 L4 -8 Z',
  circle: 'M0 -40 A40 40 0 1 1 0 40 A40 40 0 1 1 0 -40 Z',
  square: 'M-36 -36 H36 V36 H-36 Z',
}

export function symbolPath(symbol: number): string {
  return PATHS[SYMBOLS[symbol]?.name ?? ''] ?? PATHS['circle']!
}
