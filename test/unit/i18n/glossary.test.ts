import { describe, expect, it } from 'vitest'
import { AREAS } from '../../../src/renderer/src/i18n/catalogs'
import { format } from '../../../src/renderer/src/i18n/format'

/**
 * Issue 23: the German, Spanish and French catalogs follow docs/glossary.md, so a term reads the same on every
 * screen and the punctuation is the language's own. Each rule lists the messages that break it, so a failure
 * names the key to fix.
 */
type Locale = 'de' | 'es' | 'fr'

function messages(locale: Locale): [string, string][] {
  return Object.values(AREAS).flatMap((area) => Object.entries(area[locale] as Record<string, string>))
}

function offenders(locale: Locale, bad: RegExp, except: string[] = []): string[] {
  return messages(locale)
    .filter(([key, text]) => bad.test(text) && !except.includes(key))
    .map(([key, text]) => `${key}: ${text}`)
}

/** The game's published title keeps its own punctuation ("1, 2, 3! …") in every language. */
const TITLE = /1, 2, 3! (Now you see me|Ahora me ves)/g
/** An ICU number skeleton (`{d, number, ::.0}`) and an address with its port are code, not French. */
const NUMBER_SKELETON = /\{[^{}]*::[^{}]*\}|\{address\}:\{port\}/g

describe('glossary: one word per term', () => {
  it.each([
    // The Lead of Now you see me is der Spielleiter, never die Spielleitung or die Leitung.
    ['de', /Spielleitung|\bLeitung\b/],
    // A set in Sneak Peek and Sleek Seek is ein Satz, as in Rommé.
    ['de', /\b(Set|Sets)\b/],
    // The Sleek Seek call is the game's own word „Seek!“ on the buzzer, the phones and in the rules.
    ['de', /Such!/],
    // Spanish: the Lead is the jugador mano (the Spanish edition's word), never a líder.
    ['es', /[Ll]íder/],
    ['es', /Busca!/],
    // The S-head pile is el montón (as the rules page says it), not la pila.
    ['es', /\bpilas?\b/],
    // French: the Lead is le meneur, a common noun in lower case.
    ['fr', /(?<!^|[.!?]\s)Meneur/],
    // A set is un trio; une série says nothing about three (but a streak of wins is a série).
    ['fr', /\bséries?\b/, ['scores.longestStreak']],
    ['fr', /Vu\s?!/],
  ] as const)('%s never uses %s', (locale, bad, except: readonly string[] = []) => {
    expect(offenders(locale, bad, [...except])).toEqual([])
  })
})

describe('glossary: a term has one word on every screen', () => {
  it.each(['de', 'es', 'fr'] as const)(
    '%s: an empty seat has the same name at the table and at the end',
    (locale) => {
      expect(format(locale, 'end.seat', { n: 2 })).toBe(format(locale, 'table.seat', { n: 2 }))
    },
  )

  it('French calls the 64-card pack le paquet, as the rules page does; la pioche is the S-head draw pile', () => {
    const pack = ['phone.seek.pack', 'phone.seek.status.lastLook', 'phone.peek.flipPack', 'peek.in-pack']
    expect(
      offenders('fr', /pioche/).filter((line) => pack.some((key) => line.startsWith(`${key}:`))),
    ).toEqual([])
  })

  it.each(['de', 'es', 'fr'] as const)(
    '%s: an action card has one name on the card, the phone, the rules and the referee',
    (locale) => {
      const kinds = { add: 'add', remove: 'remove', move: 'move', swap: 'other' } as const
      for (const [rulesKind, kind] of Object.entries(kinds)) {
        const name = format(locale, 'nysm.card.title', { kind }).toLowerCase()
        expect(format(locale, 'phone.nysm.card', { kind, animals: '' }).toLowerCase()).toContain(name)
        expect(
          format(locale, `rules.nysm.action.${rulesKind}` as 'rules.nysm.action.add').toLowerCase(),
        ).toContain(name)
        expect(
          format(locale, 'referee.countMisfit', { before: 4, after: 5, card: kind }).toLowerCase(),
        ).toContain(name)
      }
    },
  )

  it('German names the bright blue cards königsblau in the guide as on the cards', () => {
    expect(offenders('de', /kräftigblau/i)).toEqual([])
  })

  it.each(['de', 'es', 'fr'] as const)('%s: the rules page names every card as the table does', (locale) => {
    const colours = ['black', 'gold', 'skyBlue', 'teal', 'yellow', 'brightBlue', 'orange', 'pink']
    const symbols = ['star', 'moon', 'heart', 'drop', 'leaf', 'bolt', 'circle', 'square']
    const differ = colours.flatMap((colour) =>
      symbols
        .map((symbol) => [
          format(locale, 'rules.card', { colour: colour.toLowerCase(), symbol }),
          format(locale, 'cards.card', { colour, symbol }),
        ])
        .filter(([rules, table]) => rules !== table),
    )
    expect(differ).toEqual([])
  })
})

describe('glossary: one verb for one action', () => {
  it('Spanish turns a card over with destapar (S-head, the 64 cards, the phones), never dar la vuelta', () => {
    expect(offenders('es', /\b(da|das|dar|dale|darle|dado) la vuelta/i)).toEqual([])
    expect(format('es', 'phone.hint.blind', { n: 2 })).toBe('Destapa la carta boca abajo 2.')
  })

  it('German turns a face-down card over with aufdecken, never umdrehen', () => {
    expect(offenders('de', /\bumdrehen\b|\bdreht\b[^.;]*\bum\b/)).toEqual([])
  })

  it('Spanish: the Lead throws the animals (tirar), never soltar; drag and drop keeps its own words', () => {
    expect(offenders('es', /\b(soltar|suelta|sueltan|sueltas|soltado)\b/, ['nysm.rules.hand'])).toEqual([])
    expect(format('es', 'nysm.refusal.notLead', { action: 'drop' })).toContain('tirar los animales')
    expect(format('es', 'nysm.room.word.drop')).toBe('Tira los animales')
  })
})

describe('glossary: the player is addressed as du, tú, tu', () => {
  // The group at the table may be addressed together (ihr, vosotros, vous: "close your eyes, all of you"),
  // but one player is never vous: the French possessives of vous only appear when speaking to one person.
  it('French never says votre or vos', () => {
    expect(offenders('fr', /\b(votre|vos|Votre|Vos)\b/)).toEqual([])
  })
})

describe('glossary: punctuation', () => {
  it('French has a narrow no-break space before ; ! ? », after «, and a no-break space before :', () => {
    const bad = messages('fr')
      .map(([key, text]): [string, string] => [key, text.replace(TITLE, '').replace(NUMBER_SKELETON, '')])
      .filter(
        ([, text]) =>
          /[^\u202f?!][;!?]|[^\u202f]»/.test(text) ||
          /«[^\u202f]/.test(text) ||
          /[^\u00a0\d/]:(?!\/)/.test(text),
      )
    expect(bad.map(([key, text]) => `${key}: ${text}`)).toEqual([])
  })

  it('an address and its port stay together: {address}:{port}', () => {
    for (const locale of ['de', 'es', 'fr'] as const)
      expect(format(locale, 'phones.note.port-busy', { address: '10.0.0.2', port: 5173 })).toContain(
        '10.0.0.2:5173',
      )
  })

  it('French and Spanish quote with « », German with „ “; nobody uses straight quotes', () => {
    expect(offenders('fr', /["“”„]/)).toEqual([])
    expect(offenders('es', /["“”„]/)).toEqual([])
    expect(offenders('de', /["”«»]/)).toEqual([])
    const unpaired = messages('de').filter(
      ([, t]) => (t.match(/„/g) ?? []).length !== (t.match(/“/g) ?? []).length,
    )
    expect(unpaired.map(([key]) => key)).toEqual([])
  })

  it('every Spanish question opens with ¿ and every exclamation with ¡', () => {
    const bad: string[] = []
    for (const [key, text] of messages('es')) {
      // Without the braces a select's branches read as sentences one after another; each sentence opens its own.
      const plain = text.replace(TITLE, '').replace(/[{}]/g, ' ')
      for (const part of plain.split(/(?<=[.;!?])\s+/)) {
        const questions = (part.match(/\?/g) ?? []).length
        const exclamations = (part.match(/!/g) ?? []).length
        if ((part.match(/¿/g) ?? []).length < questions || (part.match(/¡/g) ?? []).length < exclamations)
          bad.push(`${key}: ${part}`)
      }
    }
    expect(bad).toEqual([])
  })
})
