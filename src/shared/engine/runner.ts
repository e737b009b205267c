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
 * What happens next by itself: every seat that may act and has a bot is asked for a decision, the
 * table's own timer competes with them, and the earliest wins (a tie goes to the timer). Seats
 * without a bot (people) are skipped. Used by runGame's virtual clock and by the app's sessions.
 */
export function nextAutoMove<State, Move, View>(
  engine: GameEngine<State, Move, View>,
  state: State,
  bots: readonly (Bot<View, Move> | null | undefined)[],
  nowMs: number,
  defaultDelayMs = 0,
): { seat: number; move: Move; atMs: number } | null {
  let best: { seat: number; move: Move; atMs: number } | null = null
  for (const seat of engine.currentSeats(state)) {
    const bot = bots[seat]
    if (!bot) continue
    const legal = engine.legalMoves(state, seat)
    if (legal.length === 0) continue
    const decision = bot.decide(engine.view(state, seat), legal, { nowMs })
    if (!decision) continue
    const atMs = nowMs + Math.max(0, decision.delayMs ?? defaultDelayMs)
    if (!best || atMs < best.atMs) best = { seat, move: decision.move, atMs }
  }
  const timed = engine.timer?.(state) ?? null
  if (timed && (!best || timed.atMs <= best.atMs)) best = { ...timed, atMs: Math.max(nowMs, timed.atMs) }
  return best
}

/**
 * Plays a game to the end with bots on a virtual clock: at each step every seat that may act is
 * asked for a decision, the table's own timer competes with them, and the earliest wins. Turn-based
 * games simply have one acting seat and no delays. Bots see only view(state, seat).
 */
export function runGame<State, Move, View>(opts: RunOptions<State, Move, View>): PlayedGame<State, Move> {
  const { engine, bots } = opts
  const maxMoves = opts.maxMoves ?? 10_000
  if (bots.length !== opts.setup.players)
    throw new Error(`need one bot per seat: ${bots.length} for ${opts.setup.players}`)
  let state = engine.setup(opts.setup)
  let now = 0
  const moves: PlayedGame<State, Move>['moves'] = []
  const observeAll = (): void => {
    bots.forEach((bot, seat) => bot.observe?.(engine.view(state, seat), { nowMs: now }))
  }
  observeAll()
  while (!engine.isOver(state)) {
    if (moves.length >= maxMoves) return { state, moves, unfinished: true }
    const best = nextAutoMove(engine, state, bots, now)
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
