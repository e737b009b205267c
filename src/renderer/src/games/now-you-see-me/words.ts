/** Now you see me in words: animal names, the card, the question (rulebook wording). */
import { CARD_LENGTH_CM } from '../../../../shared/games/now-you-see-me'
import type { ActionCard, ActionKind, Animal } from '../../../../shared/referee/types'

export const ANIMAL_NAME: Record<Animal, string> = { sheep: 'Sheep', pig: 'Pig', cow: 'Cow', horse: 'Horse' }
export const ANIMAL_LETTER: Record<Animal, string> = { sheep: 'S', pig: 'P', cow: 'C', horse: 'H' }

/** RULES-NOTES: Now you see me, Step 3 — the question for each action. */
export const QUESTION: Record<ActionKind, string> = {
  add: 'Which animal has appeared?',
  remove: 'Which animal has been hidden?',
  move: 'Which animal has moved?',
  swap: 'Which 2 animals have traded places?',
}

const a = (x: Animal | undefined): string => (x === undefined ? 'an animal' : `a ${x}`)

/** What the card asks the Lead to do, as an instruction. */
export function cardText(card: ActionCard): string {
  const [x, y] = card.animals
  switch (card.kind) {
    case 'add':
      return `Add ${a(x)} from the box`
    case 'remove':
      return `Hide ${a(x)}: put it back in the box`
    case 'move':
      return `Move ${a(x)} at least ${CARD_LENGTH_CM} cm (a card's length)`
    case 'swap':
      return `Swap ${a(x)} and ${a(y)}`
  }
}

export const CARD_TITLE: Record<ActionKind, string> = {
  add: 'Add',
  remove: 'Hide',
  move: 'Move',
  swap: 'Swap',
}
