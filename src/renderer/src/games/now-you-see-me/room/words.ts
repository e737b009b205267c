/**
 * The one big instruction the room reads at a time, with its smaller supporting line, chosen from the
 * view's typed fields (phase, lead, the Lead's card step), never from the engine's notices.
 */
import type { ActionKind } from '../../../../../shared/referee/types'
import type { Phase } from '../../../../../shared/games/now-you-see-me'
import type { AppLocale } from '../../../i18n/locales'
import { question } from '../words'
import { joinNames } from './cues'

/** The Lead's private card steps: called to the screen, card shown, card hidden again. */
export type LeadStep = 'call' | 'shown' | 'hidden'

export interface RoomInput {
  phase: Phase
  isLead: boolean
  leadName: string
  /** This screen may drop (the Lead's own screen, or a shared one). */
  canDrop: boolean
  question: ActionKind | null
  leadStep: LeadStep
  /** The room's answering timer ran out. */
  timeUp: boolean
  /** At the reveal: the names of those who were right. */
  right: string[]
  leadScored: boolean
}

export interface RoomWords {
  word: string
  detail: string
}

export function roomWords(locale: AppLocale, i: RoomInput): RoomWords {
  switch (i.phase) {
    case 'drop':
      return i.canDrop
        ? {
            word: 'Drop the animals',
            detail: `${i.leadName} leads: take 10 to 15 animals without looking and let them fall from about 30 cm.`,
          }
        : { word: `${i.leadName} leads`, detail: `${i.leadName} drops the animals on the table…` }
    case 'look':
      return { word: 'Look!', detail: 'Remember every animal on the table.' }
    case 'action':
      if (!i.isLead) return { word: 'Close your eyes', detail: `${i.leadName} is changing the table.` }
      if (i.leadStep === 'call')
        return { word: `${i.leadName}, come and look`, detail: 'Everyone else: look away, eyes closed!' }
      if (i.leadStep === 'shown')
        return { word: 'Only you look!', detail: 'Remember the card, then hide it.' }
      return { word: 'Make the change', detail: 'Do it with the real animals, then press Done.' }
    case 'answer':
      return {
        word: i.timeUp ? 'Time is up!' : 'Open your eyes!',
        detail: `${i.question ? question(locale, i.question) : ''} Answer in secret.`.trim(),
      }
    case 'reveal':
      if (i.right.length > 0)
        return {
          word: `${joinNames(i.right)} ${i.right.length === 1 ? 'was' : 'were'} right!`,
          detail: '+1 point each.',
        }
      return {
        word: 'Nobody found it',
        detail: i.leadScored ? `${i.leadName} scores 1 point.` : 'No points this round.',
      }
    case 'over':
      return { word: 'Game over', detail: 'See the scores below.' }
  }
}
