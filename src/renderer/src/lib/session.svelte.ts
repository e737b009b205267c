import type { GameSnapshot, ParamsIn } from '../../../shared/api'
import { refusalWords } from '../games/refusals'
import { currentLocale } from '../i18n'
import { api, ApiCallError } from './api'
import { choosePass } from './pass-screen'
import { distinctSeatNames } from './seat-names'

/** A snapshot whose computers are named in the page's language and repeated names are numbered. */
function named(snap: GameSnapshot): GameSnapshot {
  return { ...snap, seats: distinctSeatNames(snap.seats, currentLocale()) }
}

/**
 * Follows one game session for the people at this screen. It shows the view of the human whose
 * turn it is; in hot-seat play it hides everything behind a "pass to NAME" screen until that player
 * confirms, when the turn passes to another human and whenever a secret view would be shown to
 * someone who has not confirmed (on start, Resume and reload: see choosePass). Views come from the
 * engine per seat, so a seat's hidden cards never reach the page unless that seat is being shown.
 */
/** A refused move in the player's language (the engine's problem), else the services' message. */
function moveError(e: unknown, game: GameSnapshot['game'] | undefined): string {
  const detail = e instanceof ApiCallError ? e.detail : undefined
  const worded = detail?.kind === 'rule' && game ? refusalWords(currentLocale(), game, detail.problem) : null
  return worded ?? (e instanceof Error ? e.message : String(e))
}

export class SessionController {
  snap = $state<GameSnapshot | null>(null)
  /** The human seat whose view is shown. */
  seat = $state<number | null>(null)
  /** A human seat waiting for the device to be passed to it. */
  passTo = $state<number | null>(null)
  error = $state<string | null>(null)
  busy = $state(false)
  /**
   * Set by the game table (optional): true while everything on the table is public to the people
   * at the screen (Now you see me's timed look and its reveal). The shown seat is then kept, so no
   * pass screen hides a look that is running.
   */
  isPublic: ((table: GameSnapshot) => boolean) | null = null
  /**
   * Set by the game table (optional): whether a seat's view now holds something the others at the
   * screen must not see. Without it every view is secret (S-head's hands).
   */
  isSecret: ((table: GameSnapshot, seat: number) => boolean) | null = null
  /**
   * The seat that pressed "I am NAME" and has been alone at the screen since. Deliberately not kept
   * across a reload or a Resume (a new controller starts with nobody): neither can prove the same
   * person is still looking, so the pass screen comes first.
   */
  private confirmed: number | null = null
  /** The seats played from phones when last read (issue 24); games hide their on-screen controls. */
  private onPhones = $state<number[]>([])
  /** Counts confirmations, so a read begun before one does not overwrite what follows it. */
  private epoch = 0
  private off: (() => void) | null = null
  private offStatus: (() => void) | null = null
  private offSeats: (() => void) | null = null
  private refreshing: Promise<void> | null = null
  private again = false

  constructor(readonly sessionId: string) {}

  start(): void {
    this.off = api.on('game.updated', (e) => {
      if (e.sessionId === this.sessionId) void this.refresh()
    })
    // Updates sent while the connection was down are lost: read the table again once it is back
    // (which also wakes a session the server has to rebuild after a restart, so its computers play on).
    this.offStatus = api.onStatus((up) => {
      if (up) void this.refresh()
    })
    // A phone joined or a seat was handed back (issue 24): which seats this screen plays changed,
    // with no move to say so.
    this.offSeats = api.on('seats.changed', (e) => {
      if (e.sessionId === this.sessionId) void this.refresh()
    })
    void this.refresh()
  }

  stop(): void {
    this.off?.()
    this.offStatus?.()
    this.offSeats?.()
  }

  humanSeats(snap: GameSnapshot): number[] {
    return snap.seats.filter((s) => s.kind === 'human').map((s) => s.seat)
  }

  /** Re-reads the table; coalesces bursts of updates into one extra read. */
  refresh(): Promise<void> {
    if (this.refreshing) {
      this.again = true
      return this.refreshing
    }
    this.refreshing = (async () => {
      do {
        this.again = false
        await this.load()
      } while (this.again)
    })().finally(() => (this.refreshing = null))
    return this.refreshing
  }

  /** The seats played from phones (issue 24): their people act there, not at this screen. */
  get phoneSeats(): readonly number[] {
    return this.onPhones
  }

  private async load(): Promise<void> {
    const epoch = this.epoch
    try {
      const table = await api.request('games.snapshot', { sessionId: this.sessionId, seat: null })
      // Seats played from phones (issue 24): this screen never shows their views, only the table.
      // Their tokens end with the game, so a finished game keeps the seats last seen on phones.
      if (!table.over) {
        const links = await api
          .request('seats.links', { sessionId: this.sessionId, issue: false })
          .catch(() => null)
        if (links) this.onPhones = links.filter((l) => l.token !== null).map((l) => l.seat)
      }
      const onPhones = this.onPhones
      const humans = this.humanSeats(table).filter((s) => !onPhones.includes(s))
      const choice = choosePass({
        humans,
        acting: humans.filter((s) => table.current.includes(s)),
        shown: this.seat,
        confirmed: this.confirmed,
        over: table.over,
        isPublic: this.isPublic?.(table) === true,
        secret: (seat) => this.isSecret?.(table, seat) ?? true,
      })
      // Behind the pass screen only the public table is held: no seat's view is even fetched.
      const shown = choice.passTo === null ? choice.seat : null
      const snap = named(
        shown === null
          ? table
          : await api.request('games.snapshot', { sessionId: this.sessionId, seat: shown }),
      )
      // "I am NAME" was pressed meanwhile: this read was chosen for the screen as it was; read again.
      if (epoch !== this.epoch) {
        this.again = true
        return
      }
      this.passTo = choice.passTo
      this.seat = choice.seat
      this.confirmed = choice.confirmed
      this.snap = snap
      this.error = null
    } catch (e) {
      this.error = e instanceof Error ? e.message : String(e)
    }
  }

  /** The next player confirms they have the screen: show their view. */
  async confirmPass(): Promise<void> {
    if (this.passTo === null) return
    this.epoch++
    this.confirmed = this.passTo
    this.seat = this.passTo
    this.passTo = null
    this.snap = null
    await this.refresh()
  }

  /**
   * Sends a move for the shown seat (or, in real-time games, for another human at this screen).
   * realtime: for moves that are valid whatever happened meanwhile (Sleek Seek's "Seek!", flip and
   * select are checked by the engine): no seq guard, because a computer's flip landing a moment
   * earlier must not refuse a human's call, and no busy lock, so two people at one keyboard can
   * call at the same moment (a simultaneous call).
   */
  async move(
    move: unknown,
    seat: number | null = this.seat,
    opts: { realtime?: boolean } = {},
  ): Promise<boolean> {
    const snap = this.snap
    if (opts.realtime) return snap !== null && seat !== null && this.send(move, seat, undefined)
    if (!snap || seat === null || this.busy) return false
    this.busy = true
    try {
      return await this.send(move, seat, snap.seq)
    } finally {
      this.busy = false
    }
  }

  private async send(move: unknown, seat: number, seq: number | undefined): Promise<boolean> {
    const snap = this.snap
    try {
      // Each table builds its own game's moves; the services check the shape (strict, per game).
      const typed = move as ParamsIn<'games.move'>['move']
      const reply = await api.request('games.move', { sessionId: this.sessionId, seat, move: typed, seq })
      // Not while the pass screen is up: the reply is the sender's view, and someone else may look.
      if (seat === this.seat && this.passTo === null) this.snap = named(reply)
      this.error = null
      return true
    } catch (e) {
      this.error = moveError(e, snap?.game ?? this.snap?.game)
      if (e instanceof ApiCallError && e.code === 'conflict') void this.refresh()
      return false
    } finally {
      void this.refresh()
    }
  }

  async hint(): Promise<unknown> {
    if (this.seat === null) return null
    return (await api.request('games.hint', { sessionId: this.sessionId, seat: this.seat })).move
  }
}
