import type { Bot, GameEngine, SetupOptions } from './types'

export interface PlayedGame<State, Move> {
  state: State
  moves: { seat: number; move: Move; atMs: number }[]
  /** True when the game was stopped by the move cap before it ended. */
  unfinished: boolean
}

export interface RunOptions<State, Move, View> {
  engine: GameEngine<State, Move, View>
  setup: SetupOptions
  /** One bot per seat. */
  bots: Bot<View, Move>[]
  maxMoves?: number
  /** Called after every applied move (tests hook invariant checks here). */
  onMove?: (before: State, after: State, seat: number, move: Move) => void
}

/**
 * Plays a game to the end with bots on a virtual clock: at each step every seat that may act is
 * asked for a decision, the table's own timer competes with them, and the earliest wins. Turn-based
 * games simply have one acting seat and no delays. Bots see only view(state, seat).
 */
export function runGame<State, Move, View>(opts: RunOptions<State, Move, View>): PlayedGame<State, Move> {
  const { engine, bots } = opts
  const maxMoves = opts.maxMoves ?? 10_000
  let state = engine.setup(opts.setup)
  let now = 0
  const moves: PlayedGame<State, Move>['moves'] = []
  const observeAll = (): void => {
    bots.forEach((bot, seat) => bot.observe?.(engine.view(state, seat), { nowMs: now }))
  }
  observeAll()
  while (!engine.isOver(state)) {
    if (moves.length >= maxMoves) return { state, moves, unfinished: true }
    let best: { seat: number; move: Move; atMs: number } | null = null
    for (const seat of engine.currentSeats(state)) {
      const bot = bots[seat]
      if (!bot) throw new Error(`no bot for seat ${seat}`)
      const legal = engine.legalMoves(state, seat)
      if (legal.length === 0) continue
      const decision = bot.decide(engine.view(state, seat), legal, { nowMs: now })
      if (!decision) continue
      const atMs = now + Math.max(0, decision.delayMs ?? 0)
      if (!best || atMs < best.atMs) best = { seat, move: decision.move, atMs }
    }
    const timed = engine.timer?.(state) ?? null
    if (timed && (!best || timed.atMs <= best.atMs)) best = { ...timed, atMs: Math.max(now, timed.atMs) }
    if (!best) throw new Error('nobody can act and no timer is pending: the game is stuck')
    now = best.atMs
    const move = engine.stamp ? engine.stamp(best.move, now) : best.move
    const before = state
    state = engine.apply(state, best.seat, move)
    moves.push({ seat: best.seat, move, atMs: now })
    opts.onMove?.(before, state, best.seat, move)
    observeAll()
  }
  return { state, moves, unfinished: false }
}
