import { describe, expect, it } from 'vitest'
import { mustPickUpWords } from '../../../src/renderer/src/games/s-head/words'

describe('S-head: why the pile must be picked up, worded from the view', () => {
  it('says where nothing beats the pile and what would, with the right article', () => {
    expect(mustPickUpWords('hand', { atLeast: 13, atMost: null }, 'en')).toBe(
      'Nothing in your hand beats the pile (it needs a King or higher): pick it up.',
    )
    expect(mustPickUpWords('faceUp', { atLeast: 8, atMost: null }, 'en')).toBe(
      'Nothing on the table beats the pile (it needs an 8 or higher): pick it up.',
    )
    expect(mustPickUpWords('hand', { atLeast: null, atMost: 7 }, 'en')).toBe(
      'Nothing in your hand beats the pile (it needs a 7 or lower): pick it up.',
    )
    expect(mustPickUpWords('hand', { atLeast: 14, atMost: null }, 'en')).toContain('an Ace or higher')
  })
})
