import type { BotFactory, GameEngine, GameId } from '../engine/types'

/** What the app needs of one game: its engine, its computer players and optional helpers. */
export interface GameModule {
  // The registry holds games of different State/Move/View types; each UI narrows its own.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  engine: GameEngine<any, any, any>
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  bots: Record<string, BotFactory<any, any>>
  /** What the medium computer player would do: the hint button. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  hint?: (view: any, legal: any[]) => unknown
}

export const GAME_INFO: Record<GameId, { title: string; players: [number, number]; blurb: string }> = {
  'sneak-peek': {
    title: 'Sneak Peek',
    players: [2, 4],
    blurb: 'Flip three cards, remember where they lie, and collect sets of colour and symbol.',
  },
  'sleek-seek': {
    title: 'Sleek Seek',
    players: [2, 4],
    blurb: 'Cards come face up one by one: be the first to spot a set and call "Seek!".',
  },
  's-head': {
    title: 'S-head',
    players: [2, 6],
    blurb: 'Play equal or higher, burn the pile with four of a kind, and don\u2019t be the last with cards.',
  },
  'now-you-see-me': {
    title: '1, 2, 3! Now you see me',
    players: [2, 8],
    blurb: 'Close your eyes! One animal appears, hides, moves or swaps. Who spots which?',
  },
}

const modules: Partial<Record<GameId, GameModule>> = {}

export function registerGame(id: GameId, module: GameModule): void {
  modules[id] = module
}

export function gameModule(id: GameId): GameModule | undefined {
  return modules[id]
}

export function availableGames(): GameId[] {
  return Object.keys(modules) as GameId[]
}
