import { describe, expect, it } from 'vitest'
import { engine, type State } from '../../../src/shared/games/now-you-see-me'
import { format } from '../../../src/renderer/src/i18n/format'
import { animalList, cardLabel, resultLine, statusLine } from '../../../src/renderer/src/phone/nysm-words'
import { answerAll, play, setup, toAction } from '../games/now-you-see-me/helpers'

/** Issues #23/#24: the Now you see me phone speaks the phone's language, in all four. */
const NAMES = ['Ada', 'Bo', 'Cy', 'Di']
const name = (seat: number): string => NAMES[seat] ?? '?'

describe('the Now you see me phone in four languages', () => {
  it('names the animal cards and the Lead’s card', () => {
    expect(animalList('en', ['sheep', 'pig'])).toBe('Sheep and Pig')
    expect(animalList('de', ['cow', 'horse'])).toBe('Kuh und Pferd')
    expect(animalList('es', ['sheep'])).toBe('Oveja')
    expect(animalList('fr', ['pig', 'cow'])).toBe('Cochon et Vache')
    expect(cardLabel('en', { kind: 'swap', animals: ['sheep', 'pig'] })).toBe('Swap: Sheep and Pig')
    expect(cardLabel('de', { kind: 'move', animals: ['cow'] })).toBe('Bewegen: Kuh')
    expect(cardLabel('fr', { kind: 'remove', animals: ['horse'] })).toBe('Cacher\u00a0: Cheval')
  })

  it('asks the question with how many cards to choose, then waits for the others by name', () => {
    let s: State = toAction(setup(4), { kind: 'swap', animals: ['sheep', 'pig'] }, 15)
    s = play(s, 0, { type: 'autoAct' })
    expect(statusLine('en', engine.view(s, 1), name)).toBe(
      'Which 2 animals have traded places? Choose two cards, then lock them in.',
    )
    expect(statusLine('es', engine.view(s, 2), name)).toBe(
      '¿Qué 2 animales han cambiado de sitio? Elige dos cartas y fíjalas.',
    )
    s = play(s, 1, { type: 'answer', animals: ['sheep', 'cow'] })
    expect(statusLine('en', engine.view(s, 1), name)).toBe('Waiting for Cy and Di…')
    expect(statusLine('de', engine.view(s, 0), name)).toBe('Warten auf Cy und Di…')
    const move = play(toAction(setup(3), { kind: 'move', animals: ['cow'] }, 15), 0, { type: 'autoAct' })
    expect(statusLine('fr', engine.view(move, 2), name)).toBe(
      'Quel animal a bougé\u202f? Choisis une carte, puis valide-la.',
    )
  })

  it('closes the others’ eyes while the Lead acts, and says the result after the reveal', () => {
    let s = toAction(setup(3), { kind: 'remove', animals: ['pig'] })
    expect(statusLine('en', engine.view(s, 1), name)).toBe('Close your eyes! Ada is changing the table.')
    expect(statusLine('de', engine.view(s, 0), name)).toBe(
      'Mach, was deine Karte sagt, solange die anderen die Augen zu haben.',
    )
    s = answerAll(play(s, 0, { type: 'autoAct' }), (k) => (k === 1 ? ['pig'] : ['cow']))
    expect(resultLine('en', { kind: 'right' })).toBe('You were right: +1 point!')
    expect(resultLine('fr', { kind: 'lead-scored' })).toBe(
      'Personne n’a trouvé\u00a0: tu gagnes 1 point\u202f!',
    )
    expect(resultLine('es', { kind: 'others-right', count: 2 })).toBe(
      '2 jugadores acertaron y ganan 1 punto cada uno.',
    )
    expect(resultLine('de', { kind: 'others-right', count: 1 })).toBe(
      '1 Person lag richtig und bekommt 1 Punkt.',
    )
    expect(statusLine('en', engine.view(s, 2), name)).toBe(
      'Revealed! Everyone’s answers are on the table screen.',
    )
  })

  it('counts points with each language’s plural', () => {
    expect(format('en', 'phone.nysm.score', { name: 'Ada', count: 1 })).toBe('Ada: 1 point')
    expect(format('de', 'phone.nysm.score', { name: 'Ada', count: 0 })).toBe('Ada: 0 Punkte')
    expect(format('fr', 'phone.nysm.score', { name: 'Ada', count: 0 })).toBe('Ada\u00a0: 0 point')
    expect(format('es', 'phone.nysm.score', { name: 'Ada', count: 3 })).toBe('Ada: 3 puntos')
  })
})
