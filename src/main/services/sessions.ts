import { randomUUID } from 'node:crypto'
import * as v from 'valibot'
import {
  ApiError,
  MOVE_SCHEMAS,
  type GameSnapshot,
  type Params,
  type SeatInfo,
  type Settings,
} from '../../shared/api'
import { checkRules } from '../../shared/engine/rules'
import { nextAutoMove } from '../../shared/engine/runner'
import type { Bot, GameEngine, GameId } from '../../shared/engine/types'
import { gameModule, GAME_INFO, type GameModule } from '../../shared/games/registry'
import type { GameStore, StoredSeat } from './game-store'
import type { PlayersService } from './players'

type AnyEngine = GameEngine<unknown, unknown, unknown>

interface Live {
  id: string
  game: GameId
  module: GameModule
  engine: AnyEngine
  rules: Record<string, unknown>
  seats: StoredSeat[]
  bots: (Bot<unknown, unknown> | null)[]
  state: unknown
  seq: number
  /** Wall-clock ms at which the game clock read 0. */
  clockBase: number
  timer: ReturnType<typeof setTimeout> | null
  /** Automatic moves that failed in a row (the session retries a few times before giving up). */
  autoFailures: number
}

/** A failed automatic move is retried this many times, this long apart, so a game never stalls silently. */
const AUTO_RETRIES = 3
const AUTO_RETRY_MS = 250

const BOT_PACE_MS: Record<Settings['botPace'], number> = { slow: 1500, normal: 800, fast: 60 }

export interface SessionsDeps {
  store: GameStore
  players: PlayersService
  settings: () => Settings
  onUpdate: (sessionId: string, seq: number, over: boolean) => void
  now?: () => number
  /**
   * Where seeds come from; tests give a fixed one for a deterministic game. Not reachable over the
   * API: clients never choose a seed (docs/architecture.md, Hidden information).
   */
  drawSeed?: () => string
}

/**
 * Game sessions: the authoritative engine states. Every applied move is appended to the database
 * before anyone is told, so a game survives a crash and is resumed by replaying its moves.
 */
export class SessionsService {
  private live = new Map<string, Live>()
  private now: () => number
  private drawSeed: () => string
  constructor(private deps: SessionsDeps) {
    this.now = deps.now ?? Date.now
    this.drawSeed = deps.drawSeed ?? randomUUID
  }

  private moduleOf(game: GameId): GameModule {
    const m = gameModule(game)
    if (!m) throw new ApiError('unavailable', `${GAME_INFO[game].title} is not available yet.`)
    return m
  }

  private seatInfo = (s: StoredSeat): SeatInfo => {
    if (s.playerId) {
      const p = this.deps.players.get(s.playerId)
      return { seat: s.seat, kind: 'human', name: p.name, colour: p.colour, playerId: p.id, level: null }
    }
    const level = s.botLevel ?? 'medium'
    return {
      seat: s.seat,
      kind: 'bot',
      name: `Computer (${level})`,
      colour: '#6b7280',
      playerId: null,
      level,
    }
  }

  start(p: Params<'games.start'>): GameSnapshot {
    const module = this.moduleOf(p.game)
    const engine = module.engine as AnyEngine
    const n = p.seats.length
    if (n < engine.minPlayers || n > engine.maxPlayers) {
      throw new ApiError(
        'bad_request',
        `${GAME_INFO[p.game].title} is for ${engine.minPlayers} to ${engine.maxPlayers} players.`,
      )
    }
    const humans = p.seats.flatMap((s) => (s.kind === 'human' ? [s.playerId] : []))
    if (new Set(humans).size !== humans.length)
      throw new ApiError('bad_request', 'A player can take only one seat.')
    for (const id of humans) {
      if (this.deps.players.get(id).archived)
        throw new ApiError('bad_request', 'An archived player cannot join a game.')
    }
    for (const s of p.seats) {
      if (s.kind === 'bot' && !module.bots[s.level])
        throw new ApiError('bad_request', `No computer player "${s.level}".`)
    }
    const id = randomUUID()
    const seed = this.drawSeed()
    const rules = this.checkRules(engine, p.game, n, { ...this.defaultRules(p.game), ...(p.rules ?? {}) })
    const seats: StoredSeat[] = p.seats.map((s, seat) =>
      s.kind === 'human'
        ? { seat, playerId: s.playerId, botLevel: null }
        : { seat, playerId: null, botLevel: s.level },
    )
    const state = engine.setup({ players: n, seed, rules })
    this.deps.store.create({ id, kind: p.game, rules, seed, startedAt: new Date().toISOString(), seats })
    const live: Live = {
      id,
      game: p.game,
      module,
      engine,
      rules,
      seats,
      bots: seats.map((s) => (s.botLevel ? this.makeBot(module, s.botLevel, s.seat, seed) : null)),
      state,
      seq: 0,
      clockBase: this.now(),
      timer: null,
      autoFailures: 0,
    }
    this.live.set(id, live)
    this.observe(live)
    this.schedule(live)
    // The table view: whoever started the game need not be the one whose hand comes first, and the
    // screen asks for a seat's view once that person holds it.
    return this.snapshotOf(live, null)
  }

  /** The game's rules schema decides; a rule out of bounds or unknown is the client's error. */
  private checkRules(
    engine: AnyEngine,
    game: GameId,
    players: number,
    rules: Record<string, unknown>,
  ): Record<string, unknown> {
    const checked = checkRules(engine.rulesSchema(players), rules, GAME_INFO[game].title)
    if (!checked.ok) throw new ApiError('bad_request', checked.message, checked.issues)
    return rules
  }

  /** Timing rules come from Settings when the game starts (they are then fixed for replay). */
  private defaultRules(game: GameId): Record<string, unknown> {
    const s = this.deps.settings()
    if (game === 'sneak-peek') return { revealMs: s.revealSeconds * 1000 }
    if (game === 'sleek-seek') return { selectMs: s.seekSeconds * 1000 }
    if (game === 'now-you-see-me')
      return { lookMs: s.lookSeconds * 1000, wrongCountChance: s.wrongDropPercent / 100 }
    return {}
  }

  private makeBot(module: GameModule, level: string, seat: number, seed: string): Bot<unknown, unknown> {
    const factory = module.bots[level]
    if (!factory) throw new ApiError('bad_request', `No computer player "${level}".`)
    return factory(seat, `${seed}:bot:${seat}`) as Bot<unknown, unknown>
  }

  private clock(live: Live): number {
    return this.now() - live.clockBase
  }

  private observe(live: Live): void {
    const nowMs = this.clock(live)
    live.bots.forEach((bot, seat) => bot?.observe?.(live.engine.view(live.state, seat), { nowMs }))
  }

  /** Loads a session into memory, replaying its stored moves (resume after a crash or restart). */
  private get(id: string): Live {
    const cached = this.live.get(id)
    if (cached) return cached
    const stored = this.deps.store.load(id)
    if (!stored) throw new ApiError('not_found', 'There is no such game.')
    if (stored.status === 'abandoned') throw new ApiError('not_found', 'That game was abandoned.')
    const module = this.moduleOf(stored.kind)
    const engine = module.engine as AnyEngine
    const live: Live = {
      id,
      game: stored.kind,
      module,
      engine,
      rules: stored.rules,
      seats: stored.seats,
      bots: stored.seats.map((s) =>
        s.botLevel ? this.makeBot(module, s.botLevel, s.seat, stored.seed) : null,
      ),
      state: engine.setup({ players: stored.seats.length, seed: stored.seed, rules: stored.rules }),
      seq: 0,
      clockBase: this.now(),
      timer: null,
      autoFailures: 0,
    }
    let lastAt = 0
    live.clockBase = this.now()
    for (const m of stored.moves) {
      live.state = engine.apply(live.state, m.seat, m.move)
      live.seq = m.seq + 1
      lastAt = m.atMs
      live.bots.forEach((bot, seat) => bot?.observe?.(engine.view(live.state, seat), { nowMs: m.atMs }))
    }
    // The game clock resumes where the last move left it; pending timers restart from there.
    live.clockBase = this.now() - lastAt
    this.live.set(id, live)
    this.schedule(live)
    return live
  }

  snapshot(id: string, seat: number | null): GameSnapshot {
    const live = this.get(id)
    if (seat !== null && seat >= live.seats.length)
      throw new ApiError('bad_request', 'There is no such seat.')
    return this.snapshotOf(live, seat)
  }

  private snapshotOf(live: Live, seat: number | null): GameSnapshot {
    const { engine, state } = live
    const over = engine.isOver(state)
    return {
      sessionId: live.id,
      game: live.game,
      rules: live.rules,
      seats: live.seats.map(this.seatInfo),
      seat,
      view: engine.view(state, seat),
      legal: seat === null || over ? [] : engine.legalMoves(state, seat),
      current: over ? [] : engine.currentSeats(state),
      over,
      result: over ? this.results(live) : null,
      seq: live.seq,
      clockMs: this.clock(live),
    }
  }

  private results(live: Live): NonNullable<GameSnapshot['result']> {
    return live.engine.result(live.state).map((r) => ({ ...r, winner: r.place === 1 }))
  }

  move(p: Params<'games.move'>): GameSnapshot {
    const live = this.get(p.sessionId)
    if (p.seat >= live.seats.length) throw new ApiError('bad_request', 'There is no such seat.')
    if (live.seats[p.seat]?.botLevel) throw new ApiError('rule', 'That seat is played by the computer.')
    // The contract checked the move's shape for some game; this checks it is one of this game's.
    if (!v.is(MOVE_SCHEMAS[live.game], p.move))
      throw new ApiError('bad_request', `That is not a move of ${GAME_INFO[live.game].title}.`)
    if (p.seq !== undefined && p.seq !== live.seq) {
      throw new ApiError(
        'conflict',
        'The game has moved on since you looked; here is the table as it is now.',
      )
    }
    this.applyMove(live, p.seat, p.move)
    return this.snapshotOf(live, p.seat)
  }

  hint(id: string, seat: number): { move: unknown | null } {
    const live = this.get(id)
    if (!live.module.hint || live.engine.isOver(live.state)) return { move: null }
    const legal = live.engine.legalMoves(live.state, seat)
    if (legal.length === 0) return { move: null }
    return { move: live.module.hint(live.engine.view(live.state, seat), legal) }
  }

  abandon(id: string): void {
    const live = this.live.get(id)
    if (live?.timer) clearTimeout(live.timer)
    this.live.delete(id)
    this.deps.store.abandon(id)
  }

  /** Undoes abandon: only an abandoned app game comes back; it resumes from its stored moves. */
  unabandon(id: string): void {
    const stored = this.deps.store.load(id)
    if (!stored) throw new ApiError('not_found', 'There is no such game.')
    if (stored.status !== 'abandoned') throw new ApiError('conflict', 'That game was not abandoned.')
    this.deps.store.unabandon(id)
  }

  /** notBeforeMs: an automatic move is due at this game-clock time; timers can fire a millisecond early. */
  private applyMove(live: Live, seat: number, move: unknown, notBeforeMs = 0): void {
    if (live.engine.isOver(live.state)) throw new ApiError('rule', 'The game is over.')
    const atMs = Math.max(this.clock(live), notBeforeMs)
    const stamped = live.engine.stamp ? live.engine.stamp(move, atMs) : move
    const next = live.engine.apply(live.state, seat, stamped) // throws RuleError: nothing stored
    // Stored before anyone hears of it: an acknowledged move survives a crash.
    this.deps.store.appendMove(live.id, live.seq, seat, atMs, stamped)
    live.state = next
    live.seq += 1
    const over = live.engine.isOver(next)
    if (over) this.deps.store.finish(live.id, this.results(live))
    this.observe(live)
    this.schedule(live)
    this.deps.onUpdate(live.id, live.seq, over)
  }

  /** Arms one timer for whatever happens next by itself: a computer player's move or a table timer. */
  private schedule(live: Live): void {
    if (live.timer) clearTimeout(live.timer)
    live.timer = null
    const { engine, state } = live
    if (engine.isOver(state)) return
    const nowMs = this.clock(live)
    // Turn-based bots take the user's pace; real-time bots bring their own reaction delays.
    const best = nextAutoMove(engine, state, live.bots, nowMs, BOT_PACE_MS[this.deps.settings().botPace])
    if (!best) return
    live.timer = setTimeout(
      () => {
        live.timer = null
        try {
          this.applyMove(live, best.seat, best.move, best.atMs)
          live.autoFailures = 0
        } catch (e) {
          live.autoFailures += 1
          console.error(`[sessions] automatic move failed in ${live.id} (${live.autoFailures} in a row)`, e)
          // Decide again a little later (the clock has moved on), rather than leave the game waiting.
          if (live.autoFailures <= AUTO_RETRIES && this.live.get(live.id) === live) {
            live.timer = setTimeout(() => this.schedule(live), AUTO_RETRY_MS)
          }
        }
      },
      Math.max(0, best.atMs - nowMs),
    )
  }

  list(p: Params<'games.list'>): ReturnType<GameStore['list']> {
    return this.deps.store.list(p, this.seatInfo)
  }

  close(): void {
    for (const live of this.live.values()) if (live.timer) clearTimeout(live.timer)
    this.live.clear()
  }
}
