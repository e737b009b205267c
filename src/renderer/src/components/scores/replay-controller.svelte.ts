import type { GameSnapshot, ReplayStep, SeatInfo } from '../../../../shared/api'

/**
 * What a game's table component reads of a session controller, for a replay: the table view (no
 * hidden information), no legal moves, and moves that do nothing. Tables take a SessionController;
 * this has the same public shape, read-only.
 */
export function replayController(gameId: string) {
  const state = $state<{ snap: GameSnapshot | null }>({ snap: null })
  return {
    sessionId: gameId,
    get snap() {
      return state.snap
    },
    seat: null,
    passTo: null,
    error: null,
    busy: true,
    start: () => {},
    stop: () => {},
    refresh: async () => {},
    confirmPass: async () => {},
    humanSeats: () => [] as number[],
    move: async () => false,
    hint: async () => null,
    show(at: ReplayStep): void {
      const over = at.step >= at.steps && at.game.status === 'finished'
      const seats: SeatInfo[] = at.game.seats.map((s) => ({
        seat: s.seat,
        kind: s.kind,
        name: s.name,
        colour: s.colour,
        playerId: s.playerId,
        level: s.kind === 'bot' ? s.who.slice(4) : null,
      }))
      state.snap = {
        sessionId: gameId,
        game: at.game.game,
        rules: at.rules,
        seats,
        seat: null,
        view: at.view,
        legal: [],
        current: [],
        over,
        result: over
          ? at.game.seats.map((s) => ({
              seat: s.seat,
              score: s.score ?? 0,
              place: s.place ?? 0,
              winner: s.winner,
            }))
          : null,
        seq: at.step,
        clockMs: at.move?.atMs ?? 0,
      }
    },
  }
}
