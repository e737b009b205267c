import { describe, expect, it } from 'vitest'
import { cameraErrorMessage, modelProblem } from '../../../src/renderer/src/camera/problems'
import { readingOf } from '../../../src/renderer/src/camera/reading'
import { format } from '../../../src/renderer/src/i18n/format'
import { anAnimal, calibrationLayout, cardPhrase, quarterOf } from '../../../src/renderer/src/camera/words'
import { CATALOG_LOCALES, type CatalogLocale } from '../../../src/renderer/src/i18n/locales'
import { describeCard } from '../../../src/cli/referee-words'
import { ACTION_KINDS, ANIMALS, type ActionCard } from '../../../src/shared/referee'
import { detectionFromCosts } from '../vision/helpers'

/**
 * Issue 23: the camera screens in every language. English reads exactly as before (the e2e tests and
 * screenshots read it); the other languages agree in gender and number with the animal and the count.
 */
const CARDS: ActionCard[] = ACTION_KINDS.flatMap((kind): ActionCard[] =>
  kind === 'swap'
    ? ANIMALS.flatMap((a) => ANIMALS.filter((b) => b !== a).map((b) => ({ kind, animals: [a, b] })))
    : ANIMALS.map((a) => ({ kind, animals: [a] })),
)
const UNSURE = { sheep: 0.5, pig: 0.55, cow: 1.7, horse: 2.6 }
const SURE = { sheep: 0.1, pig: 1.5, cow: 1.7, horse: 2.6 }
const unsure = (n: number) =>
  readingOf(
    detectionFromCosts(Array.from({ length: n }, (_, i) => ({ x: i * 20, y: 10, costs: UNSURE }))),
    'en',
  )

describe('camera words', () => {
  it('English cards read as the referee writes them', () => {
    for (const card of CARDS) expect(cardPhrase('en', card)).toBe(describeCard(card))
  })

  it('the animals agree with their article in every language, and no article doubles', () => {
    const cow: Record<CatalogLocale, string> = {
      en: 'a cow',
      de: 'eine Kuh',
      es: 'una vaca',
      fr: 'une vache',
    }
    const sheep: Record<CatalogLocale, string> = {
      en: 'a sheep',
      de: 'ein Schaf',
      es: 'una oveja',
      fr: 'un mouton',
    }
    for (const locale of CATALOG_LOCALES) {
      expect(anAnimal(locale, 'cow')).toBe(cow[locale])
      expect(anAnimal(locale, 'sheep')).toBe(sheep[locale])
      for (const card of CARDS) {
        const text = cardPhrase(locale, card)
        expect(text, `${locale} ${card.kind}`).not.toMatch(
          /\b(a|an|ein|eine|un|una|une) (a|an|ein|eine|un|una|une)\b/i,
        )
        expect(text).not.toMatch(/[{}]/)
      }
    }
    expect(cardPhrase('de', { kind: 'swap', animals: ['cow', 'horse'] })).toBe(
      'eine Kuh und ein Pferd tauschen',
    )
  })

  it('the calibration layout reads as before in English', () => {
    expect(calibrationLayout('en')).toBe(
      'Lay a sheep top-left, a pig top-right, a cow bottom-left, a horse bottom-right.',
    )
    expect(calibrationLayout('de')).toBe(
      'Leg ein Schaf oben links, ein Schwein oben rechts, eine Kuh unten links, ein Pferd unten rechts.',
    )
  })

  it('places each quarter of the picture', () => {
    expect([quarterOf('en', 1, 1, 10, 10), quarterOf('en', 9, 9, 10, 10)]).toEqual([
      'top left',
      'bottom right',
    ])
    expect(quarterOf('fr', 9, 1, 10, 10)).toBe('en haut à droite')
  })
})

describe.each(CATALOG_LOCALES)('%s: camera counts', (locale) => {
  it('animals on a reading: 0, 1, 2 and 5', () => {
    const words: Record<CatalogLocale, string[]> = {
      en: ['0 animals', '1 animal', '2 animals', '5 animals'],
      de: ['0 Tiere', '1 Tier', '2 Tiere', '5 Tiere'],
      es: ['0 animales', '1 animal', '2 animales', '5 animales'],
      fr: ['0 animal', '1 animal', '2 animaux', '5 animaux'],
    }
    expect([0, 1, 2, 5].map((count) => format(locale, 'camera.reading.count', { count }))).toEqual(
      words[locale],
    )
  })

  it('the animals the camera is not sure of: 1, 2 and 5, from a real reading', () => {
    const doubt = (n: number): string =>
      readingOf(
        detectionFromCosts([
          { x: 0, y: 0, costs: SURE },
          ...Array.from({ length: n }, (_, i) => ({ x: 20 + i * 20, y: 10, costs: UNSURE })),
        ]),
        locale,
      ).doubts.join(' ')
    const one: Record<CatalogLocale, string> = {
      en: 'One animal is not clear enough to be sure of.',
      de: 'Ein Tier ist nicht deutlich genug, um sicher zu sein.',
      es: 'Un animal no se ve con la claridad suficiente para estar seguros.',
      fr: 'Un animal n’est pas assez net pour en être sûr.',
    }
    expect(doubt(1)).toBe(one[locale])
    expect(doubt(2)).toMatch(/^2 /)
    expect(doubt(5)).toMatch(/^5 /)
    expect(doubt(1)).not.toBe(doubt(2).replace('2 ', ''))
    expect(readingOf(detectionFromCosts([{ x: 0, y: 0, costs: SURE }]), locale)).toMatchObject({
      clear: true,
      doubts: [],
    })
  })
})

describe('English reading text stays as it was', () => {
  it('one and several unsure animals', () => {
    expect(unsure(1).doubts).toEqual(['One animal is not clear enough to be sure of.'])
    expect(unsure(3).doubts).toEqual(['3 animals are not clear enough to be sure of.'])
  })
})

describe('snapshot labels', () => {
  it('read as before in English, and count in every language', () => {
    const token = { side: 'before', animal: 'cow', x: 12, y: 34, changed: 'yes', edit: 'yes' }
    expect(format('en', 'camera.snap.token', token)).toBe('Before: cow at 12, 34, changed. Edit')
    expect(format('en', 'camera.snap.token', { ...token, changed: 'no', edit: 'no' })).toBe(
      'Before: cow at 12, 34',
    )
    expect(format('en', 'camera.snap.caption', { side: 'after', count: 4, changed: 0 })).toBe(
      'After: 4 animals',
    )
    expect(format('en', 'camera.snap.caption', { side: 'after', count: 4, changed: 2 })).toBe(
      'After: 4 animals, 2 changed',
    )
    expect(format('de', 'camera.snap.caption', { side: 'before', count: 1, changed: 1 })).toBe(
      'Vorher: 1 Tier, 1 geändert',
    )
    expect(format('fr', 'camera.snap.isReally', { side: 'after', animal: 'cow', x: 1, y: 2 })).toContain(
      'la vache',
    )
  })
})

describe('what the camera screens say when something goes wrong', () => {
  const denied = new DOMException('no', 'NotAllowedError')
  it('English reads as before', () => {
    expect(cameraErrorMessage(denied, 'en')).toBe(
      'The camera was denied. Allow the camera for this app (browser or system settings) and try again. You can still play in companion mode without it.',
    )
    expect(cameraErrorMessage(new Error('boom'), 'en')).toBe('The camera could not start: boom.')
    expect(cameraErrorMessage('?', 'en')).toBe('The camera could not start.')
    expect(modelProblem(null, false, 'en')).toBe(
      'The person detector model (coco-ssd) is not installed. The camera still works: a hand is noticed by how much the picture differs from the empty table. Companion mode without the camera is always available.',
    )
    expect(modelProblem(new Error('404'), true, 'en')).toContain('could not be loaded (404).')
  })

  it.each(['de', 'es', 'fr'] as const)('%s has its own words for every camera failure', (locale) => {
    for (const name of ['NotAllowedError', 'NotFoundError', 'NotReadableError', 'Other']) {
      const e = new DOMException('x', name)
      expect(cameraErrorMessage(e, locale), name).not.toBe(cameraErrorMessage(e, 'en'))
    }
    expect(modelProblem(new Error('404'), true, locale)).toContain('(404)')
    expect(modelProblem(null, false, locale)).not.toBe(modelProblem(null, false, 'en'))
  })
})
