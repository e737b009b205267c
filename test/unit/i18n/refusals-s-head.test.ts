import { describe, expect, it } from 'vitest'
import { refusalWords } from '../../../src/renderer/src/games/refusals'
import { CATALOG_LOCALES, type AppLocale } from '../../../src/renderer/src/i18n/locales'
import { isRuleError, type RuleError } from '../../../src/shared/engine/errors'
import { cardSuit, engine, type Card } from '../../../src/shared/games/s-head'
import type { Move, State } from '../../../src/shared/games/s-head/types'
import { cardsOf, position } from '../games/s-head/helpers'

/**
 * S-head's "cannot beat" names the card played and what the pile needs (issue #23): real refusals of
 * the engine, worded in every language. English is the engine's own message, word for word.
 */
function refusal(state: State, move: Move): RuleError {
  try {
    engine.apply(state, 0, move)
  } catch (e) {
    if (isRuleError(e)) return e
    throw e
  }
  throw new Error('the move was accepted')
}

const words = (locale: AppLocale, e: RuleError): string | null => refusalWords(locale, 's-head', e.problem)

const onKing = position({ seats: [{ hand: 'QQ2' }], pile: 'K' })
const afterSeven = position({ seats: [{ hand: '9' }], pile: '7', rules: { sevenOrLower: true } })
const one = refusal(onKing, { type: 'play', cards: cardsOf(onKing, 0, '2') })
const two = refusal(onKing, { type: 'play', cards: cardsOf(onKing, 0, 'Q', 2) })
const low = refusal(afterSeven, { type: 'play', cards: cardsOf(afterSeven, 0, '9') })
const onAce = position({ seats: [{ hand: '8' }], pile: 'A' })
const eight = refusal(onAce, { type: 'play', cards: cardsOf(onAce, 0, '8') })

describe('S-head: cannot beat, in four languages', () => {
  it('reads in English exactly as the engine says it', () => {
    for (const e of [one, two, low, eight]) {
      expect(e.problem.kind).toBe('cannot-beat')
      expect(words('en', e)).toBe(e.message)
    }
    expect(words('en', two)).toBe('Those cards do not beat the pile: play a K or higher.')
    expect(words('en', low)).toMatch(/^The 9. does not beat the pile: play a 7 or lower\.$/)
  })

  it('names the card, or the cards, and what the pile needs', () => {
    const de = { C: 'Kreuz', D: 'Karo', H: 'Herz', S: 'Pik' }[cardSuit(one.problem.values?.['card'] as Card)]
    expect(words('de', one)).toBe(`Mit ${de} 2 schlägst du den Stapel nicht: Spiel einen König oder höher.`)
    expect(words('de', two)).toBe(
      'Mit diesen Karten schlägst du den Stapel nicht: Spiel einen König oder höher.',
    )
    expect(words('es', low)).toMatch(/^Con el 9 de \p{L}+ no superas el montón: juega un 7 o inferior\.$/u)
    expect(words('fr', two)).toBe('Avec ces cartes, tu ne bats pas la pile\u00a0: joue un roi ou plus.')
    expect(words('fr', eight)).toMatch(
      /^Avec le 8 de \p{L}+, tu ne bats pas la pile\u00a0: joue un as ou plus\.$/u,
    )
  })

  it('English reads as the engine says it, with "an" before A and 8, never "a A"', () => {
    expect(words('en', eight)).toBe(eight.message)
    expect(words('en', eight)).toMatch(/play an A or higher\.$/)
    for (const e of [one, two, low, eight]) expect(words('en', e)).not.toMatch(/\ba (A|8)\b/)
  })

  it.each(CATALOG_LOCALES.filter((l) => l !== 'en'))('%s: its own words, every value filled', (locale) => {
    for (const e of [one, two, low, eight]) {
      const text = words(locale, e) ?? ''
      expect(text).not.toMatch(/[{}]|undefined|NaN|\b(a|un|una|eine?) A\b/)
      expect(text).not.toBe(e.message)
    }
  })
})
