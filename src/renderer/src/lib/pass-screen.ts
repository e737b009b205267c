/**
 * Whose view the screen may show, and when the pass screen must hide it (hot-seat privacy). Pure, so
 * the rule can be read and tested on its own; SessionController feeds it each table it reads.
 */

export interface PassInput {
  /** The human seats, in seat order. */
  humans: number[]
  /** The human seats that may move now. */
  acting: number[]
  /** The seat whose view was shown last (null before anything was shown). */
  shown: number | null
  /**
   * The seat that pressed "I am NAME" and has been alone at the screen since (null when nobody has,
   * or since everyone looked at a public table). Kept in memory only: see SessionController.
   */
  confirmed: number | null
  over: boolean
  /** Everything on the table is public now (Now you see me's look and reveal): keep the shown seat. */
  isPublic: boolean
  /** Whether this seat's view now holds something the other people at the screen must not see. */
  secret: (seat: number) => boolean
}

export interface PassChoice {
  /** The seat whose view is shown (when passTo is null), or the seat shown last. */
  seat: number | null
  /** The seat the screen must be passed to first; nothing but the public table may be drawn. */
  passTo: number | null
  /** Who is confirmed at the screen from now on. */
  confirmed: number | null
}

/** The screen's human whose view the table should show: the shown one while it may act, else the first acting. */
export function wantedSeat(input: PassInput): number | null {
  const { humans, acting } = input
  // A seat shown last that is no longer the screen's (it went to a phone) is not shown again.
  const shown = input.shown !== null && humans.includes(input.shown) ? input.shown : null
  if (shown !== null && input.isPublic) return shown
  if (shown === null || (!acting.includes(shown) && acting.length > 0)) return acting[0] ?? humans[0] ?? null
  return shown
}

/**
 * The pass screen goes up when the view to show changes hands between two humans (a turn passes),
 * and whenever a secret view would be shown to someone who has not confirmed: on start, on resume
 * and after a reload nobody has, so a second person never sees a hand, even for one frame. A lone
 * human against computers, a finished game and a public table need no pass screen.
 */
export function choosePass(input: PassInput): PassChoice {
  const want = wantedSeat(input)
  if (input.humans.length < 2) return { seat: want, passTo: null, confirmed: want }
  if (want === null || input.over) return { seat: want, passTo: null, confirmed: input.confirmed }
  // Everyone looks at a public table: afterwards nobody is alone at the screen.
  if (input.isPublic) return { seat: want, passTo: null, confirmed: null }
  const handover = input.shown !== null && want !== input.shown
  const unconfirmed = want !== input.confirmed && input.secret(want)
  if (handover || unconfirmed) return { seat: input.shown, passTo: want, confirmed: null }
  return { seat: want, passTo: null, confirmed: input.confirmed }
}
