import type { Component } from 'svelte'
import type { GameId } from '../../../shared/engine/types'
import type { SessionController } from '../lib/session.svelte'

/** Each game's table component. A table gets the session controller and draws snap.view. */
export type TableComponent = Component<{ ctl: SessionController }>
/** Each game's extra set-up options (rules presets), bound to the rules object. */
export type RulesComponent = Component<{ rules: Record<string, string | number | boolean> }>

export const tables: Partial<Record<GameId, TableComponent>> = {}
export const rulesForms: Partial<Record<GameId, RulesComponent>> = {}
