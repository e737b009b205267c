import type { Words } from '../rules/words'

/**
 * A guided first game is a script played on a game's pure engine, in the renderer: a hand-made
 * state, then steps that explain, point at the table and ask the player for the one move that
 * teaches the rule. Nothing goes to the server and nothing is saved to the score book.
 */

/** The two engine functions a script needs (every GameEngine has them). */
export interface ScriptEngine<S, M> {
  legalMoves(state: S, seat: number): M[]
  apply(state: S, seat: number, move: M): S
}

/** A move made by another seat (a computer player or the table) after a step. */
export interface SeatMove<M> {
  seat: number
  move: M
}

export interface Step<M> {
  /** The speech bubble's words, from the learn catalogs in the app's language. */
  say: Words
  /** data-guide key of the element the guide points at; null points at nothing. */
  point: string | null
  /**
   * What pressing the pointed element does: 'move' makes `move` for the player, 'select' only picks
   * it (a card of a set, the first animal of a pair); 'next' (the default) waits for "Next".
   */
  act?: 'next' | 'select' | 'move'
  move?: M
  /** Moves of the other seats once this step is done, in order. */
  then?: SeatMove<M>[]
}

/** One scripted situation: a fixed state and the steps played on it. */
export interface Chapter<S, M> {
  start: () => S
  steps: Step<M>[]
}

export interface Script<S, M> {
  engine: ScriptEngine<S, M>
  /** The seat the guided player sits at. */
  seat: number
  chapters: Chapter<S, M>[]
  /**
   * Whether `move` is among `legal`. Defaults to equal JSON; a game whose legal list is only
   * representative (positions on a table) or names a set in one order of many overrides it.
   */
  isLegal?: (legal: M[], move: M, state: S) => boolean
}

export class ScriptError extends Error {}

export const sameJson = <M>(legal: M[], move: M): boolean => {
  const want = JSON.stringify(move)
  return legal.some((m) => JSON.stringify(m) === want)
}

/** Applies one scripted move, first checking that the engine lists it as legal for that seat. */
export function step<S, M>(script: Script<S, M>, state: S, seat: number, move: M, where: string): S {
  const legal = script.engine.legalMoves(state, seat)
  if (!(script.isLegal ?? sameJson)(legal, move, state)) {
    throw new ScriptError(`${where}: ${JSON.stringify(move)} is not a legal move for seat ${seat}.`)
  }
  return script.engine.apply(state, seat, move)
}

/** The state shown at each step of one chapter: states[i] is the table while step i is on screen. */
export function playChapter<S, M>(script: Script<S, M>, chapter: number): S[] {
  const ch = script.chapters[chapter]
  if (!ch) throw new ScriptError(`There is no chapter ${chapter}.`)
  let state = ch.start()
  const states: S[] = []
  ch.steps.forEach((s, i) => {
    states.push(state)
    const where = `chapter ${chapter + 1}, step ${i + 1}`
    if (s.act === 'move') {
      if (s.move === undefined) throw new ScriptError(`${where}: a move step needs its move.`)
      state = step(script, state, script.seat, s.move, where)
    }
    for (const t of s.then ?? []) state = step(script, state, t.seat, t.move, where)
  })
  states.push(state)
  return states
}
