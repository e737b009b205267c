import type { RoomInput } from '../../../src/renderer/src/games/now-you-see-me/room/words'

/**
 * What the companion room's words are made from, for tests: the Lead's action with Ann leading and
 * the others' eyes closed; `patch` sets what a test is about.
 */
export const roomAt = (patch: Partial<RoomInput> = {}): RoomInput => ({
  phase: 'action',
  isLead: false,
  leadName: 'Ann',
  canDrop: false,
  question: null,
  leadStep: 'call',
  timeUp: false,
  right: [],
  leadScored: false,
  ...patch,
})
