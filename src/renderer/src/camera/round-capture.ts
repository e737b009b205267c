/**
 * Which two pictures a camera round judges (CameraReferee.svelte), as a pure state machine so it can be
 * tested look by look. The before picture is the latest still, hand-free picture until a hand comes in;
 * the after picture is the first still, hand-free picture once the hand has left.
 *
 * A before picture can go out of date without a hand being seen: the table changes (a child's quick
 * reach the hand test missed, a knock, Chromium's fake camera jumping back to the start of its video)
 * and settles, and the Lead's hand arrives before the new picture has been still for `STILL_MS`. The
 * old picture would then be judged against the after picture as if the Lead had made that change too,
 * or undone it ("nothing changed": a wrong accusation). So a before picture is marked stale when a
 * hand-free look that is calm (still against the frame before it, so it is not a hand on its way in)
 * differs from it, and a round judged on a stale picture is never an accusation: it is "not sure", with
 * the reason (`CHANGED_UNSEEN_WARNING`).
 */
import type { CameraWarning, Frame } from '../../../shared/vision/types'

/** The warning a round judged on a stale before picture carries (worded in problem-words.ts). */
export const CHANGED_UNSEEN_WARNING: CameraWarning = 'changed-unseen'

export interface CaptureLook {
  frame: Frame
  /** Still for STILL_MS over the last frames (watcher.svelte.ts). */
  still: boolean
  hand: boolean
  /** Hand-free and still against the frame just before it: a settled picture, maybe not yet for long. */
  calm: boolean
}

export type CaptureStep =
  /** A new before picture; `first` when the round had none yet (the screen counts its animals). */
  | { kind: 'before'; frame: Frame; first: boolean }
  /** The hand came in: the Lead is at work. */
  | { kind: 'acting' }
  /** Both pictures: judge them. `stale` when the table changed unseen before the hand came. */
  | { kind: 'judge'; before: Frame; after: Frame; stale: boolean }
  | { kind: 'none' }

export type CapturePhase = 'before' | 'acting' | 'done'

export class RoundCapture {
  phase: CapturePhase = 'before'
  before: Frame | null = null
  /** The table changed, with no hand seen, since `before` was taken. */
  stale = false

  /** `differs(a, b)`: the two pictures show a different table (not still against each other). */
  constructor(private readonly differs: (a: Frame, b: Frame) => boolean) {}

  look(l: CaptureLook): CaptureStep {
    if (this.phase === 'before') {
      if (l.still && !l.hand) {
        const first = this.before === null
        this.before = l.frame
        this.stale = false
        return { kind: 'before', frame: l.frame, first }
      }
      if (l.hand) {
        if (!this.before) return { kind: 'none' }
        this.phase = 'acting'
        return { kind: 'acting' }
      }
      if (l.calm && this.before && !this.stale && this.differs(this.before, l.frame)) this.stale = true
      return { kind: 'none' }
    }
    if (this.phase === 'acting' && l.still && !l.hand && this.before) {
      this.phase = 'done'
      return { kind: 'judge', before: this.before, after: l.frame, stale: this.stale }
    }
    return { kind: 'none' }
  }

  /** Look again for the after picture, with the same before picture (a retake). */
  again(): void {
    this.phase = this.before ? 'acting' : 'before'
  }

  /** A new round from scratch: a fresh before picture. */
  restart(): void {
    this.before = null
    this.stale = false
    this.phase = 'before'
  }
}
