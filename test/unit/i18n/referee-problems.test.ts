import { describe, expect, it } from 'vitest'
import { problemWords } from '../../../src/renderer/src/camera/problem-words'
import { problemText } from '../../../src/cli/referee-words'
import { ACTION_KINDS, ANIMALS, type ProblemKind, type RefereeProblem } from '../../../src/shared/referee'
import { CAMERA_WARNINGS } from '../../../src/shared/vision/types'
import { CATALOG_LOCALES } from '../../../src/renderer/src/i18n/locales'

/**
 * Issue #23: the referee reports its problems as data and the camera screens word them from the
 * catalogs. One problem of every kind (the record's type makes a new kind fail to compile until it is
 * here), worded in all four languages; English reads exactly as the referee's own sentences.
 */
const ONE: { [K in ProblemKind]: Extract<RefereeProblem, { kind: K }> } = {
  relabelled: { kind: 'relabelled', from: 'sheep', to: 'pig' },
  'hard-to-see': { kind: 'hard-to-see' },
  'no-card': { kind: 'no-card' },
  'kind-mismatch': {
    kind: 'kind-mismatch',
    seen: 'move',
    animals: ['cow'],
    card: { kind: 'remove', animals: ['cow'] },
  },
  'animal-mismatch': {
    kind: 'animal-mismatch',
    seen: 'add',
    animals: ['horse'],
    card: { kind: 'add', animals: ['pig'] },
  },
  'short-move': { kind: 'short-move', animal: 'cow', distance: 5, cardLength: 8.8, unit: 'cm' },
  'close-move': { kind: 'close-move', animal: 'horse', distance: 8.54, unit: 'cm' },
  extra: { kind: 'extra', seen: 'swap', animals: ['sheep', 'horse'] },
  'tight-swap': { kind: 'tight-swap', animals: ['pig', 'sheep'] },
  'nothing-changed': { kind: 'nothing-changed' },
  'does-not-match': { kind: 'does-not-match' },
  'count-unsure': { kind: 'count-unsure' },
  'readings-disagree': { kind: 'readings-disagree' },
  'type-unclear': { kind: 'type-unclear' },
  'hard-to-make-out': { kind: 'hard-to-make-out', count: 2 },
  'count-misfit': { kind: 'count-misfit', before: 7, after: 9, card: 'add' },
  'types-do-not-add-up': { kind: 'types-do-not-add-up' },
  'more-than-in-box': { kind: 'more-than-in-box', animal: 'cow', seen: 9, inBox: 6 },
  'several-changed': { kind: 'several-changed' },
  'unlike-calibrated': { kind: 'unlike-calibrated' },
  'might-be': { kind: 'might-be', animals: ['sheep', 'pig'] },
  'card-animal-unseen': { kind: 'card-animal-unseen' },
  'card-animal-unclear': { kind: 'card-animal-unclear' },
  'card-animal-faint': { kind: 'card-animal-faint', animals: ['horse'] },
  'card-animal-hidden': { kind: 'card-animal-hidden', animals: ['cow'] },
  'moved-in-heap': { kind: 'moved-in-heap' },
  'sizes-unsure': { kind: 'sizes-unsure' },
  'read-differently': { kind: 'read-differently' },
  'check-by-hand': { kind: 'check-by-hand' },
  'check-animal-by-hand': { kind: 'check-animal-by-hand' },
  camera: { kind: 'camera', warning: 'large-object' },
  retake: { kind: 'retake' },
  'retake-or-correct': { kind: 'retake-or-correct' },
}
const SAMPLES: RefereeProblem[] = Object.values(ONE)

/** Every kind again with each animal and each action kind, where the problem names them. */
function variants(): RefereeProblem[] {
  const out: RefereeProblem[] = []
  for (const k of ACTION_KINDS) {
    for (const [x, y] of ANIMALS.flatMap((a) => ANIMALS.filter((b) => b !== a).map((b) => [a, b] as const))) {
      const animals = k === 'swap' ? [x, y] : [x]
      out.push({ kind: 'extra', seen: k, animals })
      out.push({
        kind: 'kind-mismatch',
        seen: k,
        animals,
        card: { kind: k === 'add' ? 'remove' : 'add', animals: [y] },
      })
      out.push({
        kind: 'animal-mismatch',
        seen: k,
        animals,
        card: { kind: k, animals: k === 'swap' ? [y, x] : [y] },
      })
      out.push({ kind: 'count-misfit', before: 1, after: 3, card: k })
    }
  }
  for (const a of ANIMALS) {
    out.push({ kind: 'relabelled', from: a, to: a === 'pig' ? 'cow' : 'pig' })
    out.push({ kind: 'short-move', animal: a, distance: 3.25, cardLength: 8.8, unit: 'px' })
    out.push({ kind: 'might-be', animals: [a] })
    out.push({ kind: 'card-animal-faint', animals: [a] })
    out.push({ kind: 'card-animal-hidden', animals: [a] })
  }
  for (const warning of CAMERA_WARNINGS) out.push({ kind: 'camera', warning })
  return out
}

describe('referee problems in four languages', () => {
  it('English reads exactly as the referee’s own sentences, for every kind and variant', () => {
    for (const p of [...SAMPLES, ...variants()]) expect(problemWords('en', p), p.kind).toBe(problemText(p))
    expect(problemWords('en', ONE['short-move'])).toBe(
      'The cow moved only 5.0 cm, less than the card length 8.8 cm.',
    )
    expect(problemWords('en', ONE['kind-mismatch'])).toBe(
      'The table shows a cow moving, but the card says take away a cow.',
    )
    expect(problemWords('en', ONE.extra)).toBe('A sheep and a horse also traded places.')
  })

  it.each(CATALOG_LOCALES.filter((l) => l !== 'en'))('%s words every kind in its own language', (locale) => {
    for (const p of [...SAMPLES, ...variants()]) {
      const text = problemWords(locale, p)
      expect(text.length, p.kind).toBeGreaterThan(0)
      expect(text, p.kind).not.toMatch(/[{}]/)
      // Nothing is left in English, the detector's warnings included.
      expect(text, `${locale} ${p.kind}`).not.toBe(problemText(p))
      expect(text.charAt(0), `${locale} ${p.kind}`).toBe(text.charAt(0).toLocaleUpperCase(locale))
    }
  })

  it('says the animals, numbers and plurals as each language does', () => {
    expect(problemWords('de', ONE['short-move'])).toBe(
      'Die Kuh wurde nur 5,0 cm bewegt, weniger als die Kartenlänge von 8,8 cm.',
    )
    expect(problemWords('fr', ONE.relabelled)).toBe('Pas sûr que le mouton soit maintenant un cochon.')
    expect(problemWords('es', ONE['might-be'])).toBe(
      'Puede que el animal que participó sea una oveja o un cerdo después de todo.',
    )
    expect(problemWords('de', { kind: 'hard-to-make-out', count: 1 })).toBe('1 Tier war schwer zu erkennen.')
    expect(problemWords('fr', ONE['hard-to-make-out'])).toBe('2 animaux étaient difficiles à distinguer.')
    expect(problemWords('es', ONE['tight-swap'])).toBe(
      'El cerdo y la oveja estaban demasiado juntos para ver si intercambiaron sus lugares.',
    )
  })
})
