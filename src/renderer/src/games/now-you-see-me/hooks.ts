/** What Now you see me needs above its table: public phases, pass-screen words, sound and speech cues. */
import type { GameSnapshot } from '../../../../shared/api'
import type { View } from '../../../../shared/games/now-you-see-me'
import { chime, say } from '../../lib/feel'
import type { TableHooks } from '../index'
import { cueFor } from './events'
import { question } from './words'
import { currentLocale } from '../../i18n'

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
    if (seat === v.leadSeat && v.phase === 'action')
      return {
        title: `Pass to the Lead, ${name} — everyone else close your eyes!`,
        note: `${name} alone looks at the action card and changes the table. Press the button once the others have closed their eyes.`,
      }
    if (seat === v.leadSeat && v.phase === 'drop')
      return { title: `Pass the screen to the Lead, ${name}`, note: `${name} drops the animals.` }
    if (v.phase === 'answer' && v.question)
      return {
        title: `Pass the screen to ${name}`,
        note: `${name} answers in secret: ${question(currentLocale(), v.question)} Everyone else, look away!`,
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
