/**
 * The one big instruction the room reads at a time, with its smaller supporting line, chosen from the
 * view's typed fields (phase, lead, the Lead's card step), never from the engine's notices; the
 * words come from the catalogs (i18n/messages/nysm) in the given locale.
 */
import type { ActionKind } from '../../../../../shared/referee/types'
import type { Phase } from '../../../../../shared/games/now-you-see-me'
import type { MessageKey } from '../../../i18n/catalogs'
import { format, type MessageValues } from '../../../i18n/format'
import { formatList } from '../../../i18n/intl'
import type { AppLocale } from '../../../i18n/locales'
import { question } from '../words'

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

/** RULES-NOTES: Now you see me, Scoring — one point a right player, or one for the Lead. */
const POINTS = 1

export function roomWords(locale: AppLocale, i: RoomInput): RoomWords {
  const t = (key: MessageKey, values?: MessageValues): string => format(locale, key, values)
  const lead = i.leadName
  switch (i.phase) {
    case 'drop':
      return i.canDrop
        ? { word: t('nysm.room.word.drop'), detail: t('nysm.room.detail.drop', { lead }) }
        : { word: t('nysm.room.word.leads', { lead }), detail: t('nysm.room.detail.drops', { lead }) }
    case 'look':
      return { word: t('nysm.room.word.look'), detail: t('nysm.room.detail.look') }
    case 'action':
      if (!i.isLead)
        return { word: t('nysm.room.word.closeEyes'), detail: t('nysm.room.detail.changing', { lead }) }
      if (i.leadStep === 'call')
        return { word: t('nysm.room.word.call', { lead }), detail: t('nysm.room.detail.call') }
      if (i.leadStep === 'shown')
        return { word: t('nysm.room.word.shown'), detail: t('nysm.room.detail.shown') }
      return { word: t('nysm.room.word.change'), detail: t('nysm.room.detail.change') }
    case 'answer':
      return {
        word: i.timeUp ? t('nysm.room.word.timeUp') : t('nysm.room.word.openEyes'),
        detail: `${i.question ? question(locale, i.question) : ''} ${t('nysm.room.detail.answer')}`.trim(),
      }
    case 'reveal':
      if (i.right.length > 0)
        return {
          word: t('nysm.room.word.right', { names: formatList(locale, i.right), count: i.right.length }),
          detail: t('nysm.room.detail.right', { points: POINTS }),
        }
      return {
        word: t('nysm.room.word.nobody'),
        detail: i.leadScored
          ? t('nysm.room.detail.leadScores', { lead, points: POINTS })
          : t('nysm.room.detail.noPoints'),
      }
    case 'over':
      return { word: t('nysm.room.word.over'), detail: t('nysm.room.detail.over') }
  }
}
