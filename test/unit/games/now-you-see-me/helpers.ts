import type { ActionCard } from '../../../../src/shared/games/now-you-see-me/vocabulary'
import { engine, type Move, type State } from '../../../../src/shared/games/now-you-see-me'

export const setup = (players: number, rules: Record<string, unknown> = {}, seed = 'rules'): State =>
  engine.setup({ players, seed, rules })

export const play = (s: State, seat: number, move: Move): State => engine.apply(s, seat, move)

/** Puts `card` on top of the draw pile (the last element), taking it out of the pile first. */
export function topCard(s: State, card: ActionCard): State {
  const key = (c: ActionCard): string => `${c.kind}:${[...c.animals].sort().join()}`
  const deck = s.deck.filter((c) => key(c) !== key(card))
  return { ...s, deck: [...deck, { kind: card.kind, animals: [...card.animals] }] }
}

/** The Lead says "close your eyes" once the look time is over (RULES-NOTES: The look). */
export const closeEyes = (s: State): State =>
  play(s, s.leadSeat, { type: 'closeEyes', atMs: s.phaseStartMs + s.rules.lookMs })

/** Drop (count animals), close eyes with `card` on top: the state is in the action phase. */
export function toAction(s: State, card: ActionCard, count = 12): State {
  let t = s.phase === 'drop' ? play(s, s.leadSeat, { type: 'drop', count }) : s
  t = closeEyes(topCard(t, card))
  return t
}

export const others = (s: State): number[] =>
  Array.from({ length: s.players }, (_, k) => k).filter((k) => k !== s.leadSeat)

/** Every non-Lead answers `answer` (or per-seat answers). */
export function answerAll(
  s: State,
  answer: ActionCard['animals'] | ((seat: number) => ActionCard['animals']),
): State {
  let t = s
  for (const k of others(s))
    t = play(t, k, { type: 'answer', animals: typeof answer === 'function' ? answer(k) : answer })
  return t
}

export const onTable = (s: State, type?: string): State['animals'] =>
  s.animals.filter((a) => a.at && (type === undefined || a.type === type))
