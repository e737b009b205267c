/** What Now you see me needs above its table: public phases, pass-screen words, sound and speech cues. */
import type { GameSnapshot } from '../../../../shared/api'
import type { View } from '../../../../shared/games/now-you-see-me'
import { chime, say } from '../../lib/feel'
import type { TableHooks } from '../index'
import { cueFor } from './events'
import { question } from './words'
import { currentLocale } from '../../i18n'
import { format } from '../../i18n/format'

const viewOf = (s: GameSnapshot): View => s.view as View

const hooks: TableHooks = {
  // The look is timed and everybody looks at the same table; the reveal shows everything anyway.
  isPublic: (table) => ['look', 'reveal'].includes(viewOf(table).phase),

  // RULES-NOTES: Now you see me, Answers — secret until revealed together. A guesser's view holds
  // their own answer; a Lead by hand sees the action card (when the app leads, nobody is shown it).
  isSecret(table, seat) {
    const v = viewOf(table)
    return v.phase === 'answer' || (seat === v.leadSeat && v.phase === 'action' && !v.appLeads)
  },

  passNote(snap, seat, name) {
    const v = viewOf(snap)
    const l = currentLocale()
    if (seat === v.leadSeat && v.phase === 'action')
      return {
        title: format(l, 'nysm.pass.lead.title', { name }),
        note: format(l, 'nysm.pass.lead.note', { name }),
      }
    if (seat === v.leadSeat && v.phase === 'drop')
      return {
        title: format(l, 'nysm.pass.drop.title', { name }),
        note: format(l, 'nysm.pass.drop.note', { name }),
      }
    if (v.phase === 'answer' && v.question)
      return {
        title: format(l, 'nysm.pass.answer.title', { name }),
        note: format(l, 'nysm.pass.answer.note', { name, question: question(l, v.question) }),
      }
    return null
  },

  /** Cues key on the engine's event kinds (events.ts), never on words. */
  onSnapshot(prev, next) {
    if (!prev || prev.sessionId !== next.sessionId) return
    const cue = cueFor(currentLocale(), viewOf(prev), viewOf(next))
    if (!cue) return
    chime(cue.chime)
    if (cue.say) say(cue.say)
  },
}
export default hooks
