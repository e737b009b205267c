import { describe, expect, it } from 'vitest'
import type { NowYouSeeMeEvent, View } from '../../../src/shared/games/now-you-see-me'
import { cueFor, eventText } from '../../../src/renderer/src/games/now-you-see-me/events'

const NAMES = ['Ann', 'Bob', 'Cy', 'Dee']
const name = (seat: number): string => NAMES[seat] ?? `Seat ${seat + 1}`
const text = (e: NowYouSeeMeEvent): string => eventText('en', e, name)

describe('Now you see me events in words', () => {
  it('counts dropped animals with the right plural, and says nothing of a count nobody gave', () => {
    expect(text({ kind: 'dropped', count: 0 })).toBe('0 animals are on the table.')
    expect(text({ kind: 'dropped', count: 1 })).toBe('1 animal is on the table.')
    expect(text({ kind: 'dropped', count: 2 })).toBe('2 animals are on the table.')
    expect(text({ kind: 'dropped', count: 5 })).toBe('5 animals are on the table.')
    expect(text({ kind: 'dropped', count: null })).toBe('The animals are on the table.')
  })

  it('names people, not seat numbers, in claims', () => {
    expect(text({ kind: 'claim-false', seat: 1, count: 12 })).toBe(
      'Bob claimed a wrong count, but 12 is right.',
    )
    expect(text({ kind: 'claim-right', seat: 2, wrongDrops: 1, turnEnds: false })).toBe(
      'Cy was right: wrong count. The Lead drops again.',
    )
    expect(text({ kind: 'claim-right', seat: 0, wrongDrops: 3, turnEnds: true })).toBe(
      "Ann was right: a wrong count for the third time ends the Lead's turn.",
    )
  })

  it('lists the people who were right with one point each; nobody right names the Lead', () => {
    expect(text({ kind: 'answered-right', seats: [1] })).toBe('Bob was right: 1 point each.')
    expect(text({ kind: 'answered-right', seats: [1, 3] })).toBe('Bob and Dee were right: 1 point each.')
    expect(text({ kind: 'answered-right', seats: [0, 1, 3] })).toBe(
      'Ann, Bob and Dee were right: 1 point each.',
    )
    expect(text({ kind: 'nobody-right', leadSeat: 2 })).toBe(
      'Nobody was right: Cy (the Lead) scores 1 point.',
    )
  })

  it('says the rulebook lines for the steps and rounds', () => {
    expect(text({ kind: 'eyes-closed' })).toBe('Now, close your eyes!')
    expect(text({ kind: 'eyes-opened' })).toBe('You can open your eyes!')
    expect(text({ kind: 'card-redrawn' })).toBe('The Lead drew another card.')
    expect(text({ kind: 'round-started', round: 2 })).toBe('Round 2: look carefully!')
  })
})

describe('Now you see me cues', () => {
  const view = (event: NowYouSeeMeEvent | null, over: Partial<View> = {}): View =>
    ({ event, question: null, ...over }) as View

  it('chimes "bad" for a right wrong-count claim, also when the phase changes with it', () => {
    const claim: NowYouSeeMeEvent = { kind: 'claim-right', seat: 1, wrongDrops: 1, turnEnds: false }
    expect(cueFor('en', view({ kind: 'dropped', count: 17 }), view(claim))).toEqual({
      chime: 'bad',
      say: null,
    })
  })

  it('speaks the close and open lines, with the question', () => {
    expect(cueFor('en', view({ kind: 'dropped', count: 12 }), view({ kind: 'eyes-closed' }))).toEqual({
      chime: 'alert',
      say: 'Now, close your eyes!',
    })
    expect(
      cueFor('en', view({ kind: 'eyes-closed' }), view({ kind: 'eyes-opened' }, { question: 'move' })),
    ).toEqual({ chime: 'good', say: 'You can open your eyes! Which animal has moved?' })
  })

  it('stays quiet when nothing new happened or for a false claim', () => {
    expect(cueFor('en', view({ kind: 'eyes-opened' }), view({ kind: 'eyes-opened' }))).toBeNull()
    expect(cueFor('en', view(null), view(null))).toBeNull()
    expect(
      cueFor('en', view({ kind: 'dropped', count: 12 }), view({ kind: 'claim-false', seat: 1, count: 12 })),
    ).toBe(null)
  })
})
