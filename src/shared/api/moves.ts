import * as v from 'valibot'
import type { GameId } from '../engine/types'
import { MoveSchema as nowYouSeeMe } from '../games/now-you-see-me/move-schema'
import { MoveSchema as sHead } from '../games/s-head/move-schema'
import { MoveSchema as sleekSeek } from '../games/sleek-seek/move-schema'
import { MoveSchema as sneakPeek } from '../games/sneak-peek/move-schema'

/** Each game's moves, as a client may send them: the session checks a move against its own game. */
export const MOVE_SCHEMAS = {
  'sneak-peek': sneakPeek,
  'sleek-seek': sleekSeek,
  's-head': sHead,
  'now-you-see-me': nowYouSeeMe,
} as const satisfies Record<GameId, v.GenericSchema>

/**
 * Any game's move, at the API boundary (games.move does not say which game it is for). The games'
 * move types have distinct names (a test checks), so one variant over all of them gives a precise
 * error; unknown keys, such as 200 KB of `junk`, are refused before any game sees the move.
 */
export const AnyMoveSchema = v.variant('type', [
  ...sneakPeek.options,
  ...sleekSeek.options,
  ...sHead.options,
  ...nowYouSeeMe.options,
])
