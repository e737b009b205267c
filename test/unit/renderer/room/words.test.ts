import { describe, expect, it } from 'vitest'
import { roomWords } from '../../../../src/renderer/src/games/now-you-see-me/room/words'
import { roomAt as at } from '../../helpers/room-input'

describe('the room instruction', () => {
  it('tells the others to close their eyes and calls the Lead to the screen', () => {
    expect(roomWords('en', at()).word).toBe('Close your eyes')
    expect(roomWords('en', at({ isLead: true }))).toEqual({
      word: 'Ann, come and look',
      detail: 'Everyone else: look away, eyes closed!',
    })
  })

  it('never names the card: the Lead steps say what to do, not what the card is', () => {
    for (const leadStep of ['call', 'shown', 'hidden'] as const) {
      const w = roomWords('en', at({ isLead: true, leadStep }))
      expect(`${w.word} ${w.detail}`).not.toMatch(/sheep|pig|cow|horse|add|swap|move an/i)
    }
  })

  it('opens the eyes with the question, and says when the room timer ran out', () => {
    expect(roomWords('en', at({ phase: 'answer', question: 'move' }))).toEqual({
      word: 'Open your eyes!',
      detail: 'Which animal has moved? Answer in secret.',
    })
    expect(roomWords('en', at({ phase: 'answer', question: 'move', timeUp: true })).word).toBe('Time is up!')
  })

  it('says who was right, or that the Lead scores', () => {
    expect(roomWords('en', at({ phase: 'reveal', right: ['Ben', 'Cleo'] })).word).toBe(
      'Ben and Cleo were right!',
    )
    expect(roomWords('en', at({ phase: 'reveal', leadScored: true }))).toEqual({
      word: 'Nobody found it',
      detail: 'Ann scores 1 point.',
    })
  })

  it('names the Lead at the drop', () => {
    expect(roomWords('en', at({ phase: 'drop' })).word).toBe('Ann leads')
    expect(roomWords('en', at({ phase: 'drop', canDrop: true })).word).toBe('Drop the animals')
    expect(roomWords('en', at({ phase: 'look' })).word).toBe('Look!')
  })
})
