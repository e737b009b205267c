import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { AnyMoveSchema, MOVE_SCHEMAS } from '../../../src/shared/api'
import { runGame } from '../../../src/shared/engine/runner'
import type { GameId } from '../../../src/shared/engine/types'
import { GAME_MODULES } from '../../../src/shared/games/all'

const GAMES = Object.keys(MOVE_SCHEMAS) as GameId[]

describe('move schemas', () => {
  it('no two games share a move type (one variant checks them all at the boundary)', () => {
    const names = GAMES.flatMap((g) => MOVE_SCHEMAS[g].options.map((o) => o.entries.type.literal))
    expect(new Set(names).size).toBe(names.length)
  })

  it.each(GAMES)('%s: every legal move and every move its computer players make fits its schema', (game) => {
    const m = GAME_MODULES[game]
    const engine = m.engine as never as Parameters<typeof runGame>[0]['engine']
    for (let g = 0; g < 3; g++) {
      const seed = `ladder-${g}`
      const bots = [0, 1].map((seat) =>
        (m.bots as Record<string, (seat: number, seed: string) => never>)['easy']!(seat, `bot-${g}-${seat}`),
      )
      const bad: unknown[] = []
      const check = (move: unknown): void => {
        if (!v.is(MOVE_SCHEMAS[game], move) || !v.is(AnyMoveSchema, move)) bad.push(move)
      }
      runGame({
        engine,
        setup: { players: 2, seed },
        bots,
        maxMoves: 3000,
        onMove: (before, _after, seat, move) => {
          check(move)
          for (const legal of engine.legalMoves(before, seat)) check(legal)
        },
      })
      expect(bad.slice(0, 3)).toEqual([])
    }
  })
})
