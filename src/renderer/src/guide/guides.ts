import type { Component } from 'svelte'
import type { GameId } from '../../../shared/engine/types'
import type { Script } from './script'
import { sHeadScript } from './s-head'
import { sneakPeekScript } from './sneak-peek'
import { nowYouSeeMeScript } from './now-you-see-me'
import { sleekSeekScript } from './sleek-seek'
import SHeadBoard from './SHeadBoard.svelte'
import CardsBoard from './CardsBoard.svelte'
import AnimalsBoard from './AnimalsBoard.svelte'
import SleekBoard from './SleekBoard.svelte'

/** What every guide board gets: the scripted state, what the guide points at, and where clicks go. */
export interface BoardProps<S> {
  state: S
  point: string | null
  /** Keys picked so far for a move of several parts (the cards of a set, two animals). */
  selected: string[]
  onpick: (key: string) => void
}

export interface Guide {
  // Each board draws its own game's state; the shell only passes it through.
  script: Script<unknown, unknown>
  board: Component<BoardProps<never>>
}

const asGuide = <S, M>(script: Script<S, M>, board: Component<BoardProps<S>>): Guide => ({
  script: script as unknown as Script<unknown, unknown>,
  board: board as unknown as Component<BoardProps<never>>,
})

export const GUIDES: Record<GameId, Guide> = {
  's-head': asGuide(sHeadScript, SHeadBoard),
  'sneak-peek': asGuide(sneakPeekScript, CardsBoard),
  'sleek-seek': asGuide(sleekSeekScript, SleekBoard),
  'now-you-see-me': asGuide(nowYouSeeMeScript, AnimalsBoard),
}
