import { describe, expect, it } from 'vitest'
import {
  answerEnd,
  ROOM_ANSWER_MS,
} from '../../../../src/renderer/src/games/now-you-see-me/room/answer-clock'

describe("the room's answering sand timer", () => {
  it('starts when a round is first seen and keeps its end when the table comes back', () => {
    expect(answerEnd('g1:0:1', 1000)).toBe(1000 + ROOM_ANSWER_MS)
    // Shown again after a pass screen, 12 s later: the same end, so it keeps counting down.
    expect(answerEnd('g1:0:1', 13_000)).toBe(1000 + ROOM_ANSWER_MS)
    // The next round starts its own.
    expect(answerEnd('g1:0:2', 50_000)).toBe(50_000 + ROOM_ANSWER_MS)
  })

  it('forgets the oldest rounds, not the current one, past 64 rounds', () => {
    for (let r = 0; r < 70; r++) answerEnd(`g2:0:${r}`, r)
    expect(answerEnd('g2:0:69', 99_999)).toBe(69 + ROOM_ANSWER_MS)
    expect(answerEnd('g2:0:0', 99_999)).toBe(99_999 + ROOM_ANSWER_MS)
  })
})
