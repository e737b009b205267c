import { describe, expect, it } from 'vitest'
import { engine as seek, type State as SeekState } from '../../../src/shared/games/sleek-seek'
import { engine as peek, type State as PeekState } from '../../../src/shared/games/sneak-peek'
import { cardLabel, rowsUsed, wonLines } from '../../../src/renderer/src/phone/cards64-words'
import { peekEventText, peekStatus, peekStatusText } from '../../../src/renderer/src/phone/peek-words'
import {
  secondsLeft,
  secondsText,
  seekEventText,
  seekStatus,
  seekStatusText,
  togglePick,
} from '../../../src/renderer/src/phone/seek-words'

/**
 * Issue #24: the Sleek Seek and Sneak Peek phones' words in four languages, and what each phone asks
 * of its person at each moment of the game (from the engines' own views, as the phone gets them).
 */
const names = ['Ada', 'Bo', 'Cy']
const name = (seat: number): string => names[seat] ?? ''

describe('the 64-card deck on a phone', () => {
  it('names a card by colour and symbol, agreeing in gender where the language asks', () => {
    // Card id = colour * 8 + symbol (shared/games/cards64/deck.ts).
    expect(cardLabel('en', 2 * 8 + 1)).toBe('sky blue moon')
    expect(cardLabel('de', 2 * 8 + 1)).toBe('Mond in Himmelblau')
    expect(cardLabel('es', 0 * 8 + 0)).toBe('estrella negra')
    expect(cardLabel('es', 0 * 8 + 2)).toBe('corazón negro')
    expect(cardLabel('es', 4 * 8 + 4)).toBe('hoja amarilla')
    expect(cardLabel('fr', 0 * 8 + 1)).toBe('lune noire')
    expect(cardLabel('fr', 0 * 8 + 7)).toBe('carré noir')
    expect(cardLabel('en', 63)).toBe('pink square')
    expect(() => cardLabel('en', 64)).toThrow(RangeError)
  })

  it('counts each seat’s cards, and finds the rows the table uses', () => {
    expect(wonLines('en', ['Ada', 'Bo'], [1, 0])).toEqual(['Ada: 1 card', 'Bo: 0 cards'])
    expect(wonLines('fr', ['Ada'], [2])).toEqual(['Ada\u00a0: 2 cartes'])
    const places = (n: number): boolean[] => Array.from({ length: 64 }, (_, i) => i < n)
    expect([0, 1, 8, 9, 64].map((n) => rowsUsed(places(n)))).toEqual([1, 1, 1, 2, 8])
  })
})

describe('Sleek Seek on a phone', () => {
  const start = (): SeekState => seek.setup({ players: 3, seed: 'phone-seek' })

  it('says whose flip it is, then who called and who picks, seat by seat', () => {
    let s = start()
    expect(seekStatus(seek.view(s, 0))).toEqual({ kind: 'flip' })
    expect(seekStatusText('en', seekStatus(seek.view(s, 1)), name)).toBe(
      'Ada turns over the next card. Seen a set? Call Seek!',
    )
    s = seek.apply(s, 1, { type: 'seek', t: 1000 })
    s = seek.apply(s, 2, { type: 'seek', t: 1200 })
    expect(seekStatus(seek.view(s, 1))).toEqual({ kind: 'pick' })
    expect(seekStatus(seek.view(s, 2))).toEqual({ kind: 'sameMoment', caller: 1 })
    expect(seekStatus(seek.view(s, 0))).toEqual({ kind: 'called', caller: 1 })
    expect(seekStatusText('en', { kind: 'pick' }, name)).toBe('You called first: pick three cards!')
    expect(secondsText('en', 4)).toBe('4 seconds left')
    expect(secondsText('es', 1)).toBe('Queda 1 segundo')
    expect(seekStatusText('de', seekStatus(seek.view(s, 2)), name)).toBe(
      'Du hast im selben Moment wie Bo gerufen. Bo wählt; ein Satz geht aus dem Spiel, niemand bekommt ihn.',
    )
    expect(seekEventText('en', seek.view(s, 2).lastEvent!, 2, name)).toBe('You called at the same moment!')
    expect(seekEventText('es', seek.view(s, 0).lastEvent!, 0, name)).toBe(
      '¡Cy ha llamado en el mismo momento!',
    )
  })

  it('words every ruling, counts down the pick, and picks at most three cards', () => {
    expect(
      seekEventText(
        'en',
        { kind: 'removed', seat: 1, callers: [1, 2], cards: [0, 1, 2], matchKind: 'colour' },
        0,
        name,
      ),
    ).toBe('Called at the same moment: the set leaves play and nobody scores it.')
    expect(
      seekEventText('en', { kind: 'mistake', seat: 1, reason: 'time', cards: [], returned: 5 }, 0, name),
    ).toBe('Time ran out: Bo’s last card goes back on the table.')
    expect(
      seekEventText(
        'fr',
        { kind: 'mistake', seat: 0, reason: 'no-match', cards: [1, 2, 3], returned: null },
        0,
        name,
      ),
    ).toBe('Ce n’est pas un trio\u00a0: tu n’as aucune carte à rendre.')
    expect(seekEventText('de', { kind: 'flip', seat: 0, card: 9, slot: 0 }, 0, name)).toBe(
      'Du hast Mond in Gold aufgedeckt.',
    )
    expect(secondsLeft(6000, 1000, 0)).toBe(5)
    expect(secondsLeft(6000, 1000, 4001)).toBe(1)
    expect(secondsLeft(6000, 1000, 9000)).toBe(0)
    expect(togglePick([1, 2], 3)).toEqual([1, 2, 3])
    expect(togglePick([1, 2, 3], 4)).toEqual([1, 2, 3])
    expect(togglePick([1, 2, 3], 2)).toEqual([1, 3])
  })
})

describe('Sneak Peek on a phone', () => {
  it('says how many flips are left, the reveal, and whose turn it is', () => {
    let s: PeekState = peek.setup({ players: 2, seed: 'phone-peek' })
    expect(peekStatus(peek.view(s, 0))).toEqual({ kind: 'yourTurn', left: 3 })
    expect(peekStatusText('en', peekStatus(peek.view(s, 1)), name)).toBe('Ada’s turn.')
    s = peek.apply(s, 0, { type: 'flipPack', t: 10 })
    expect(peekStatusText('en', peekStatus(peek.view(s, 0)), name)).toBe('Your turn: turn over 2 more cards.')
    expect(peekStatusText('es', { kind: 'yourTurn', left: 1 }, name)).toBe('Te toca: destapa 1 carta más.')
    expect(peekStatusText('fr', { kind: 'reveal' }, name)).toBe(
      'Pas de trio\u00a0: les trois cartes vont être retournées face cachée.',
    )
    expect(peekStatus({ ...peek.view(s, 0), phase: 'over' })).toEqual({ kind: 'over' })
    expect(peekEventText('en', { kind: 'miss', seat: 1 }, 0, name)).toBe('No set for Bo.')
    expect(
      peekEventText('de', { kind: 'match', seat: 0, cards: [0, 1, 2], matchKind: 'colour' }, 0, name),
    ).toBe('Ein Satz! Du behältst die drei und deckst drei weitere auf.')
  })
})
