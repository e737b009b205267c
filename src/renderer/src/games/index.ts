import type { Component } from 'svelte'
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

export const tables = byGame(tableModules)
export const rulesForms = byGame(rulesModules)
