import type { Component } from 'svelte'
import type { GameSnapshot } from '../../../shared/api'
import type { GameId } from '../../../shared/engine/types'
import type { SessionController } from '../lib/session.svelte'

/** Each game's table component. A table gets the session controller and draws ctl.snap.view. */
export type TableComponent = Component<{ ctl: SessionController }>
/** Each game's extra set-up options (rules presets), bound to the rules object sent to games.start. */
export type RulesComponent = Component<{ rules: Record<string, string | number | boolean> }>

// Every game folder registers itself by convention: games/<id>/Table.svelte and, optionally,
// games/<id>/Rules.svelte. Vite resolves the globs at build time.
const tableModules = import.meta.glob<{ default: TableComponent }>('./*/Table.svelte', { eager: true })
const rulesModules = import.meta.glob<{ default: RulesComponent }>('./*/Rules.svelte', { eager: true })

function byGame<T>(modules: Record<string, { default: T }>): Partial<Record<GameId, T>> {
  const out: Partial<Record<GameId, T>> = {}
  for (const [file, mod] of Object.entries(modules)) {
    const id = file.split('/')[1] as GameId
    out[id] = mod.default
  }
  return out
}

/**
 * Optional games/<id>/hooks.ts: what a game needs above its table, where it keeps working behind the
 * pass screen (the table itself is not shown there).
 */
export interface TableHooks {
  /** Everything on the table is public now: keep the shown seat, no pass screen (see SessionController). */
  isPublic?(table: GameSnapshot): boolean
  /**
   * Whether `seat`'s view now holds something the others at the screen must not see, so it is shown
   * only after that person pressed "I am NAME". Without this hook every view is secret.
   */
  isSecret?(table: GameSnapshot, seat: number): boolean
  /** The pass screen's words for handing the screen to `name`; null for the usual ones. */
  passNote?(snap: GameSnapshot, seat: number, name: string): { title: string; note: string } | null
  /** Every new snapshot, also behind the pass screen: sound and speech cues. */
  onSnapshot?(prev: GameSnapshot | null, next: GameSnapshot): void
}
const hookModules = import.meta.glob<{ default: TableHooks }>('./*/hooks.ts', { eager: true })

export const tables = byGame(tableModules)
export const tableHooks = byGame(hookModules)
export const rulesForms = byGame(rulesModules)
