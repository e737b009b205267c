import type { Card } from '../../../../shared/games/s-head'
import type { AnimationConfig } from 'svelte/animate'
import { cubicOut } from 'svelte/easing'
import { animMs } from '../../lib/app-state.svelte'

/** Card motion with the Web Animations API; every duration comes pre-scaled by animMs (0 = none). */

function centre(r: DOMRect): { x: number; y: number } {
  return { x: r.left + r.width / 2, y: r.top + r.height / 2 }
}

/** Moves an element from where `from` is to where it lies now. */
export function flyFrom(el: Element, from: DOMRect, ms: number, delay = 0): void {
  if (ms <= 0) return
  const a = centre(from)
  const b = centre(el.getBoundingClientRect())
  el.animate(
    [
      { transform: `translate(${a.x - b.x}px, ${a.y - b.y}px) scale(0.6)`, opacity: 0.4 },
      { transform: 'none', opacity: 1 },
    ],
    { duration: ms, delay, easing: 'cubic-bezier(0.2, 0.8, 0.2, 1)', fill: 'backwards' },
  )
}

/** Moves an element from where it lies to `to`, fading; resolves when done. */
export function flyTo(el: Element, to: DOMRect, ms: number): Promise<void> {
  const a = centre(el.getBoundingClientRect())
  const b = centre(to)
  const anim = el.animate(
    [
      { transform: 'none', opacity: 1 },
      { transform: `translate(${b.x - a.x}px, ${b.y - a.y}px) scale(0.5)`, opacity: 0 },
    ],
    { duration: ms, easing: 'ease-in', fill: 'forwards' },
  )
  return anim.finished.then(() => undefined)
}

/** A burn: the cards flare up and vanish. */
export function burnAway(el: Element, ms: number): Promise<void> {
  const anim = el.animate(
    [
      { transform: 'none', opacity: 1, filter: 'none' },
      {
        transform: 'scale(1.15) rotate(-4deg)',
        opacity: 1,
        filter: 'sepia(1) saturate(4) hue-rotate(-20deg)',
      },
      { transform: 'scale(0.6) translateY(-2em)', opacity: 0, filter: 'brightness(2)' },
    ],
    { duration: ms, easing: 'ease-out', fill: 'forwards' },
  )
  return anim.finished.then(() => undefined)
}

/** The elements of the given cards inside root (cards carry data-card). */
export function cardEls(root: ParentNode, cards: readonly Card[], zone = ''): Element[] {
  const want = new Set(cards)
  const sel = zone ? `[data-zone="${zone}"] [data-card]` : '[data-card]'
  return [...root.querySelectorAll(sel)].filter((el) => want.has(el.getAttribute('data-card') ?? ''))
}

/**
 * A face-down card turned over on its way from `from` (its slot, or its owner's place): it flies
 * showing its back (darkened), narrows to an edge halfway, and opens showing its face.
 */
export function flipFrom(el: Element, from: DOMRect, ms: number, delay = 0): void {
  if (ms <= 0) return
  const a = centre(from)
  const b = centre(el.getBoundingClientRect())
  const dx = a.x - b.x
  const dy = a.y - b.y
  const back = 'brightness(0.35) sepia(1) saturate(3) hue-rotate(-40deg)'
  el.animate(
    [
      { offset: 0, transform: `translate(${dx}px, ${dy}px) scaleX(1)`, filter: back },
      { offset: 0.5, transform: `translate(${dx / 2}px, ${dy / 2}px) scaleX(0)`, filter: back },
      { offset: 0.5001, transform: `translate(${dx / 2}px, ${dy / 2}px) scaleX(0)`, filter: 'none' },
      { offset: 1, transform: 'none', filter: 'none' },
    ],
    { duration: ms, delay, easing: 'ease-in-out', fill: 'backwards' },
  )
}

/**
 * Milliseconds for a table animation of nominal length ms: the animation-speed setting's scale, and
 * none at all when the system asks for reduced motion (the setting cannot know about it).
 */
export function motionMs(ms: number): number {
  return animMs(ms) // animMs already gives 0 under the system's reduced motion
}

/**
 * A Svelte animate function: the card slides from where it was to where it is now. Unlike
 * svelte/animate's flip it never scales, so a fanned card whose sliver grows is not squashed.
 */
export function slide(
  _node: Element,
  { from, to }: { from: DOMRect; to: DOMRect },
  { duration }: { duration: number },
): AnimationConfig {
  const dx = from.left - to.left
  const dy = from.top - to.top
  return { duration, easing: cubicOut, css: (_t, u) => `transform: translate(${u * dx}px, ${u * dy}px)` }
}
