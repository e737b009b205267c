/**
 * The vocabulary of Now you see me: the physical animal tokens, the action cards and a token's place
 * on the table. The engine owns it; the referee (camera and drag-and-drop) speaks it too.
 */
export const ANIMALS = ['sheep', 'pig', 'cow', 'horse'] as const
export type Animal = (typeof ANIMALS)[number]

/** One animal seen on the table. Units are whatever the caller uses (cm or pixels), consistently. */
export interface Token {
  type: Animal
  x: number
  y: number
  /** 0..1 when it comes from vision; absent (= 1) for exact positions. */
  confidence?: number
}

export const ACTION_KINDS = ['add', 'remove', 'move', 'swap'] as const
export type ActionKind = (typeof ACTION_KINDS)[number]

/** add, remove and move name one animal type; swap names two different types. */
export interface ActionCard {
  kind: ActionKind
  animals: Animal[]
}

/** Same animal types regardless of order. */
export function sameTypes(a: readonly Animal[], b: readonly Animal[]): boolean {
  return a.length === b.length && [...a].sort().join() === [...b].sort().join()
}
