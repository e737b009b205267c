import { describe, expect, it } from 'vitest'
import { cueFor, cueWords, type CueState } from '../../../../src/renderer/src/games/now-you-see-me/room/cues'

const base: CueState = {
  sessionId: 's1',
  phase: 'drop',
  leadSeat: 0,
  turn: 0,
  round: 1,
  secondsLeft: null,
  correct: null,
  leadScored: false,
}
const at = (patch: Partial<CueState>): CueState => ({ ...base, ...patch })
const names = ['Ann', 'Ben', 'Cleo']
const name = (seat: number): string => names[seat] ?? '?'

describe('room cues', () => {
  it('says whose turn it is when a table opens on the drop, and nothing when it opens mid-round', () => {
    expect(cueFor(null, base)).toEqual({ kind: 'leadTurn', leadSeat: 0 })
    expect(cueFor(null, at({ phase: 'answer' }))).toBeNull()
    expect(cueFor(at({ sessionId: 'other', phase: 'look' }), at({ phase: 'action' }))).toBeNull()
  })

  it('follows the phases: look, close your eyes, open your eyes, the result, the next Lead', () => {
    const look = at({ phase: 'look', secondsLeft: 10 })
    expect(cueFor(base, look)).toEqual({ kind: 'look' })
    expect(cueFor(look, at({ phase: 'action' }))).toEqual({ kind: 'closeEyes' })
    expect(cueFor(at({ phase: 'action' }), at({ phase: 'answer', secondsLeft: 30 }))).toEqual({
      kind: 'openEyes',
    })
    const reveal = at({ phase: 'reveal', correct: [false, true, true] })
    expect(cueFor(at({ phase: 'answer' }), reveal)).toEqual({
      kind: 'result',
      right: [1, 2],
      leadSeat: 0,
      leadScored: false,
    })
    // The next round of the same turn starts with a look; the next turn with a new Lead's drop.
    expect(cueFor(reveal, at({ phase: 'look', round: 2 }))).toEqual({ kind: 'look' })
    expect(cueFor(reveal, at({ phase: 'drop', turn: 1, leadSeat: 1 }))).toEqual({
      kind: 'leadTurn',
      leadSeat: 1,
    })
  })

  it('a new round in the same phase is cued again (a reveal that moves on to the next look)', () => {
    expect(cueFor(at({ phase: 'look', round: 1 }), at({ phase: 'look', round: 2 }))).toEqual({ kind: 'look' })
  })

  it('says "almost up" once, as the timer reaches 3 seconds, and not at 0', () => {
    const look = (s: number | null): CueState => at({ phase: 'look', secondsLeft: s })
    expect(cueFor(look(4), look(3))).toEqual({ kind: 'almostUp' })
    expect(cueFor(look(3), look(2))).toBeNull()
    expect(cueFor(look(5), look(4))).toBeNull()
    expect(cueFor(look(10), look(0))).toBeNull()
    expect(cueFor(look(null), look(3))).toBeNull()
  })

  it('stays silent when nothing changed', () => {
    expect(cueFor(base, { ...base })).toBeNull()
  })

  it('speaks names, not seat numbers, and both ways a round can end', () => {
    expect(cueWords('en', { kind: 'leadTurn', leadSeat: 1 }, name)).toBe('Ben, you lead. Drop the animals.')
    expect(cueWords('en', { kind: 'result', right: [1, 2], leadSeat: 0, leadScored: false }, name)).toBe(
      'Ben and Cleo were right!',
    )
    expect(cueWords('en', { kind: 'result', right: [2], leadSeat: 0, leadScored: false }, name)).toBe(
      'Cleo was right!',
    )
    expect(cueWords('en', { kind: 'result', right: [], leadSeat: 0, leadScored: true }, name)).toBe(
      'Nobody found it. Ann scores.',
    )
    expect(cueWords('en', { kind: 'closeEyes' }, name)).toBe('Close your eyes!')
  })
})
